/**
 * Runs a task once the page has loaded and the browser is idle (or half a second after load where
 * requestIdleCallback is missing), so work that can wait never competes with the first load: the
 * service worker's precache (Workbox's advice) and the landing's below-the-fold code (issue 33).
 */
export function afterLoadWhenIdle(task: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3_000 })
    else setTimeout(task, 500)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
