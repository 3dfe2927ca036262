import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { cx } from './cx'
import { Icon } from './icons'
import type { IconName } from './icons'
import { uiTiming } from './ui-constants'

export type ToastVariant = 'default' | 'success' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it dismisses itself; the provider's default (5000) otherwise. */
  duration?: number
}

export type ToastFn = (options: ToastOptions) => void
/** Call it directly (`toast({...})`) or destructure (`const { toast, dismiss } = useToast()`). */
export type ToastApi = ToastFn & { toast: ToastFn; dismiss: () => void }

interface ActiveToast extends ToastOptions {
  id: number
}

const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = use(ToastContext)
  if (api === null) throw new Error('useToast needs a <ToastProvider> above it.')
  return api
}

export interface ToastProviderProps {
  children: ReactNode
  duration?: number
}

const noSubscription = () => () => undefined
const onClientSnapshot = () => true
const onServerSnapshot = () => false

/**
 * Holds the single visible toast (spec: at most one): a new toast replaces the current one and
 * restarts the timer. Hovering or focusing the toast pauses dismissal (WCAG 2.2.1, timing).
 */
export function ToastProvider({
  children,
  duration = uiTiming.toastDurationMs,
}: ToastProviderProps) {
  const [current, setCurrent] = useState<ActiveToast | null>(null)
  // The portal is client-only: the landing is prerendered at build time (no document.body there),
  // and hydration renders what the server did first, then this flips to true.
  const onClient = useSyncExternalStore(noSubscription, onClientSnapshot, onServerSnapshot)

  const dismiss = useCallback(() => setCurrent(null), [])
  const api = useMemo<ToastApi>(() => {
    // A fresh id remounts the card, which restarts its timer even for an identical message.
    const toast: ToastFn = (options) => {
      setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 }))
    }
    return Object.assign(toast, { toast, dismiss })
  }, [dismiss])

  return (
    <ToastContext value={api}>
      {children}
      {/* Into <body>, not the app root: an open dialog makes the app root inert and hidden. */}
      {onClient &&
        createPortal(
          <ToastViewport toast={current} duration={duration} onDismiss={dismiss} />,
          document.body,
        )}
    </ToastContext>
  )
}

const looks: Record<ToastVariant, { box: string; icon: IconName; iconColour: string }> = {
  default: { box: 'border-slate-200 bg-surface', icon: 'info', iconColour: 'text-brand-600' },
  success: {
    box: 'border-emerald-200 bg-emerald-50',
    icon: 'check',
    iconColour: 'text-emerald-700',
  },
  destructive: { box: 'border-rose-200 bg-rose-50', icon: 'alert', iconColour: 'text-rose-700' },
}

interface ToastViewportProps {
  toast: ActiveToast | null
  duration: number
  onDismiss: () => void
}

// Both live regions stay mounted so screen readers notice content arriving in them.
function ToastViewport({ toast, duration, onDismiss }: ToastViewportProps) {
  const urgent = toast?.variant === 'destructive'
  // Keyed by id: a replacement toast is a fresh card with a fresh timer.
  const card =
    toast === null ? null : (
      <ToastCard
        key={toast.id}
        toast={toast}
        duration={toast.duration ?? duration}
        onDismiss={onDismiss}
      />
    )
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-60 flex flex-col items-center p-4 sm:items-end">
      <div role="status" aria-live="polite" className="w-full max-w-sm">
        {urgent ? null : card}
      </div>
      <div role="alert" aria-live="assertive" className="w-full max-w-sm">
        {urgent ? card : null}
      </div>
    </div>
  )
}

interface ToastCardProps extends Omit<ToastViewportProps, 'toast'> {
  toast: ActiveToast
}

function ToastCard({ toast, duration, onDismiss }: ToastCardProps) {
  const [paused, setPaused] = useState(false)
  const look = looks[toast.variant ?? 'default']

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(onDismiss, duration)
    return () => clearTimeout(timer)
  }, [paused, duration, onDismiss])

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card border p-4 shadow-card',
        'animate-toast-in',
        look.box,
      )}
    >
      <Icon name={look.icon} className={cx('mt-0.5', look.iconColour)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{toast.title}</p>
        {toast.description !== undefined && (
          <p className="mt-1 text-sm text-muted">{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className="-m-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-black/5 hover:text-ink"
      >
        <Icon name="x" size={18} />
      </button>
    </div>
  )
}
