// Timings from product spec section 9, in one table so screens and tests share the same numbers.
export const uiTiming = {
  /** How long a toast stays before it dismisses itself. */
  toastDurationMs: 5000,
  /** Hover or focus this long before a tooltip opens. */
  tooltipOpenDelayMs: 700,
  /** A tooltip opened within this long after another closed opens at once. */
  tooltipSkipDelayMs: 300,
} as const

/** Becky's drawing sizes in CSS pixels (spec section 9). */
export const beckySizes = { small: 48, medium: 96, large: 120 } as const
