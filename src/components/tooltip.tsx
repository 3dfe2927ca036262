import { cloneElement, useEffect, useId, useRef, useState } from 'react'
import type { ReactElement, ReactNode } from 'react'
import { cx } from './cx'
import { uiTiming } from './ui-constants'

// Shared by every tooltip: moving from one trigger to the next skips the open delay.
const warmth = { lastClosedAt: Number.NEGATIVE_INFINITY }

const sides = {
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
} as const

export interface TooltipProps {
  content: ReactNode
  /** One focusable element (button, link); it gets aria-describedby pointing at the tip. */
  children: ReactElement<{ 'aria-describedby'?: string }>
  side?: keyof typeof sides
}

/**
 * A short hint on hover or keyboard focus after 700 ms (spec section 9); at once if another tip
 * closed under 300 ms ago. Escape hides it; hovering the tip keeps it open (WCAG 1.4.13).
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const tipId = useId()

  const show = () => {
    clearTimeout(timer.current)
    const warm = Date.now() - warmth.lastClosedAt < uiTiming.tooltipSkipDelayMs
    if (warm) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), uiTiming.tooltipOpenDelayMs)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) warmth.lastClosedAt = Date.now()
    setOpen(false)
  }

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      warmth.lastClosedAt = Date.now()
      setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const describedBy = [children.props['aria-describedby'], tipId].filter(Boolean).join(' ')
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {/* Always in the DOM (hidden when closed) so screen readers get the hint on focus at once. */}
      <span
        id={tipId}
        role="tooltip"
        hidden={!open}
        className={cx(
          'absolute z-40 w-max max-w-xs rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-card',
          sides[side],
        )}
      >
        {content}
      </span>
    </span>
  )
}
