/** Spec section 9: the on-screen keyboard is open when the viewport shrinks by more than 100px. */
export const keyboardThresholdPx = 100

/** Spec section 9: the chat panel is full-screen under 640px. */
export const mobileBreakpointPx = 640

/**
 * The height the chat panel should take while the on-screen keyboard is open, or null when it is
 * closed (the panel keeps its normal size).
 */
export function keyboardPanelHeight(layoutHeight: number, visualHeight: number): number | null {
  return layoutHeight - visualHeight > keyboardThresholdPx ? Math.round(visualHeight) : null
}
