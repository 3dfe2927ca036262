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
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink/50 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div
        className={cx(
          'fixed inset-0 flex justify-center overflow-y-auto sm:items-center sm:p-4',
          fullScreenOnMobile ? 'items-stretch' : 'items-end p-4',
        )}
      >
        <DialogPanel
          transition
          className={cx(
            'relative flex w-full flex-col bg-surface shadow-card transition duration-200 motion-reduce:transition-none',
            'data-closed:translate-y-4 data-closed:opacity-0 sm:max-h-[90dvh] sm:rounded-card',
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
