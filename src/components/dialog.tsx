import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react'
import type { ReactNode, RefObject } from 'react'
import { cx } from './cx'
import { Icon } from './icons'

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-2xl' } as const

export interface DialogProps {
  open: boolean
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Action row under the body, right-aligned from the sm breakpoint. */
  footer?: ReactNode
  size?: keyof typeof widths
  /** Below 640px the panel fills the screen like a sheet (chat, long forms). */
  fullScreenOnMobile?: boolean
  /** Element to focus on open; by default the first focusable element in the panel. */
  initialFocus?: RefObject<HTMLElement | null>
  closeLabel?: string
}

/** Modal dialog: focus trapped inside, labelled by its title, closes on Escape or outside click. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  fullScreenOnMobile = false,
  initialFocus,
  closeLabel = 'Close',
}: DialogProps) {
  return (
    <HeadlessDialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      className="relative z-50"
    >
      {/*
        Enter animations in CSS, no exit transition: Headless UI 2.2's transition deadlocks when a
        dialog closes while it is still entering (tailwindlabs/headlessui#3892), leaving an
        invisible panel over the page. A quick "Unlock" confirm hit it in CI.
      */}
      <DialogBackdrop className="fixed inset-0 animate-backdrop-in bg-ink/50 motion-reduce:animate-none" />
      <div
        className={cx(
          'fixed inset-0 flex justify-center overflow-y-auto sm:items-center sm:p-4',
          fullScreenOnMobile ? 'items-stretch' : 'items-end p-4',
        )}
      >
        <DialogPanel
          className={cx(
            'relative flex w-full animate-dialog-in flex-col bg-surface shadow-card motion-reduce:animate-none',
            'sm:max-h-[90dvh] sm:rounded-card',
            fullScreenOnMobile ? 'min-h-dvh sm:min-h-0' : 'max-h-[90dvh] rounded-card',
            widths[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
              {description !== undefined && (
                <Description className="mt-1 text-sm text-muted">{description}</Description>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
            >
              <Icon name="x" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer !== undefined && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  )
}
