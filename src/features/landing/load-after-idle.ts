/**
 * Loads a part of the landing whose HTML is already on the page (prerendered) once the page has
 * loaded and the browser is idle, so its code is not fetched before idle (issue 33). React keeps
 * the prerendered HTML, visible and readable, until the code arrives and hydrates it; a tap made
 * meanwhile is replayed then. When the HTML is not there (a visit that starts elsewhere and opens
 * '/' later, or the build's prerender) there is nothing to show meanwhile, so it loads at once;
 * `now()` also cuts the wait short (a signed-in page replaces the visitor's HTML at once).
 */
export interface IdleLoader<T> {
  (): Promise<T>
  now: () => void
}

export function loadAfterIdle<T>(prerenderedId: string, load: () => Promise<T>): IdleLoader<T> {
  let loading: Promise<T> | undefined
  let startNow = () => {}
  const waitForIdle = new Promise<void>((resolve) => {
    startNow = resolve
  })
  const loader = () => {
    if (loading) return loading
    if (typeof document === 'undefined' || !document.getElementById(prerenderedId)) startNow()
    else afterLoadWhenIdle(startNow)
    return (loading = waitForIdle.then(load))
  }
  loader.now = () => {
    startNow()
    void loader().catch(() => undefined)
  }
  return loader
}

function afterLoadWhenIdle(task: () => void) {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3_000 })
    else setTimeout(task, 500)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
