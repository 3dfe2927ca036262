import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '@/components/button'
import { pwaStore, usePwaState, type PwaStore } from './pwa-state'

function Notice({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <div className="pointer-events-auto w-full max-w-md rounded-card border border-slate-200 bg-surface p-4 shadow-card">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{body}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">{children}</div>
    </div>
  )
}

/**
 * A waiting update floats under the app bar wherever the reader has scrolled to (Reload activates
 * it; the user decides when, since registerType is 'prompt'). It is rare and asks for a decision,
 * so it may cover the page for a moment; the bottom belongs to the floating chat button and the
 * phone's sticky call to action. The live region stays mounted so screen readers announce it.
 */
export function PwaUpdatePrompt({ store = pwaStore }: { store?: PwaStore }) {
  const { needRefresh } = usePwaState(store)
  return (
    <div
      role="region"
      aria-label="App update"
      aria-live="polite"
      className="no-print pointer-events-none fixed inset-x-0 top-12 z-40 flex flex-col items-center gap-3 p-4 sm:items-end"
    >
      {needRefresh ? (
        <Notice
          title="A new version is available"
          body="Reload to get the latest SalesPath. Your data stays on this device."
        >
          <Button variant="ghost" onClick={store.dismissUpdate}>
            Later
          </Button>
          <Button
            onClick={() => {
              void store.reload()
            }}
          >
            Reload
          </Button>
        </Notice>
      ) : null}
    </div>
  )
}

/**
 * True once the person has clicked, tapped or pressed a key anywhere on the page. On 'click', not
 * 'pointerdown': a banner inserted between press and release moves the button under the finger,
 * and the click lands on something else.
 */
function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false)
  useEffect(() => {
    if (interacted) return
    const mark = () => {
      setInteracted(true)
    }
    const options = { capture: true, once: true }
    window.addEventListener('click', mark, options)
    window.addEventListener('keydown', mark, options)
    return () => {
      window.removeEventListener('click', mark, options)
      window.removeEventListener('keydown', mark, options)
    }
  }, [interacted])
  return interacted
}

/**
 * Once, that the app is cached for offline use. It is news, not a decision, so it sits in the page
 * under the app bar and pushes the page down instead of floating over it: on a phone a floating
 * card covered the brand, Sign In and the headline until dismissed. It waits for the person's
 * first tap or key press: the cache is usually ready while they are still reading the first
 * screen, and a banner pushing that text down mid-sentence is the layout shift people feel.
 */
export function OfflineReadyBanner({ store = pwaStore }: { store?: PwaStore }) {
  const { needRefresh, offlineReady } = usePwaState(store)
  const interacted = useFirstInteraction()
  return (
    <div role="region" aria-label="App notices" aria-live="polite" className="no-print">
      {offlineReady && !needRefresh && interacted ? (
        <div className="border-b border-brand-100 bg-brand-50">
          <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
            <p className="min-w-0 flex-1 text-sm text-ink">
              <span className="font-semibold">Ready to work offline</span>
              <span className="text-muted">
                : SalesPath is saved on this device and opens without a connection.
              </span>
            </p>
            <Button variant="outline" className="shrink-0" onClick={store.dismissOfflineReady}>
              Got it
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
