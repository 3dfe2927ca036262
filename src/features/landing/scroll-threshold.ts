/** Spec section 9: the mobile bar appears after 1.5 viewport heights of scrolling. */
export const STICKY_BAR_VIEWPORTS = 1.5

/** True once the page has scrolled strictly past `viewports` screen heights. */
export function isScrolledPast(
  scrollY: number,
  viewportHeight: number,
  viewports = STICKY_BAR_VIEWPORTS,
): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight * viewports
}
