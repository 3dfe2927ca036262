import { afterLoadWhenIdle } from '@/lib/after-load-when-idle'

/**
 * Loads a part of the landing whose HTML is already on the page (prerendered) once the page has
 * loaded and the browser is idle, so its code is not fetched before idle (issue 33). React keeps
 * the prerendered HTML, visible and readable, until the code arrives and hydrates it. React
 * hydrates a part on the person's key or tap only when its code is already there (a key pressed
 * before that is lost, not replayed), so the first sign of intent (a key, a tap, focus or
 * scrolling) fetches it at once: a person who reaches the FAQ finds it working. When the HTML is
 * not there (a visit that starts elsewhere and opens '/' later, or the build's prerender) there
 * is nothing to show meanwhile, so it loads at once; `now()` also cuts the wait short (a
 * signed-in page replaces the visitor's HTML at once).
 */
export interface IdleLoader<T> {
  (): Promise<T>
  now: () => void
}

const intentEvents = ['keydown', 'pointerdown', 'focusin', 'scroll'] as const

export function loadAfterIdle<T>(prerenderedId: string, load: () => Promise<T>): IdleLoader<T> {
  let loading: Promise<T> | undefined
  let startNow = () => {}
  const waitForIdle = new Promise<void>((resolve) => {
    startNow = resolve
  })
  const loader = () => {
    if (loading) return loading
    if (typeof document === 'undefined' || !document.getElementById(prerenderedId)) startNow()
    else {
      afterLoadWhenIdle(startNow)
      for (const type of intentEvents)
        document.addEventListener(type, startNow, { once: true, capture: true, passive: true })
    }
    return (loading = waitForIdle.then(load))
  }
  loader.now = () => {
    startNow()
    void loader().catch(() => undefined)
  }
  return loader
}
