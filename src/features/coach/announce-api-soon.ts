/**
 * Tells the in-page server that a Becky request is coming (mocks/network.ts, API_SOON_EVENT):
 * it loads and opens now, and the coach's engine and reader follow when idle, so the first reply
 * after Send does not wait for them (issue 33). A window event because features never import the
 * server; it does nothing where no server listens.
 */
export function announceApiSoon(): void {
  window.dispatchEvent(new Event('salespath:api-soon'))
}
