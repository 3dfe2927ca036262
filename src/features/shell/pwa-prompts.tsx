import type { ReactNode } from 'react'
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
 * The service worker's news: a waiting update (Reload activates it; the user decides when, since
 * registerType is 'prompt') and, once, that the app is cached for offline use. The live region stays
 * mounted so screen readers announce each notice when it appears.
 */
export function PwaPrompts({ store = pwaStore }: { store?: PwaStore }) {
  const { needRefresh, offlineReady } = usePwaState(store)
  return (
    <div
      role="region"
      aria-label="App notices"
      aria-live="polite"
      // At the top, under the app bar: the bottom belongs to the floating chat button and the
      // phone's sticky call to action, which a notice must never cover.
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
      {offlineReady && !needRefresh ? (
        <Notice
          title="Ready to work offline"
          body="SalesPath is saved on this device: it opens and works without a connection."
        >
          <Button variant="secondary" onClick={store.dismissOfflineReady}>
            Got it
          </Button>
        </Notice>
      ) : null}
    </div>
  )
}
