import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startNetwork } from '@mocks/network'
import { coachRuntime } from './coach-runtime'
import { AppProviders } from './providers'
import { invalidateForTables } from './query-invalidation'
import { queryClient, router } from './router'
import { registerPwa } from './pwa'
import './styles.css'

// The in-page /api must answer before the first render issues its first request (DESIGN section 1).
// The page hands it the coach engine source and a way to report data changes: nothing else of the
// server reaches the page but /api itself.
startNetwork({
  engine: () => coachRuntime.engine(),
  onDataChange: invalidateForTables(queryClient),
})

const root = document.getElementById('root')
if (root) {
  const app = (
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>
  )
  // The HTML file may hold a page prerendered at build time (scripts/prerender-pages.ts). When it
  // is this visit's page (the file's inline check kept it), it is hydrated once the route's chunk is
  // loaded (so the first render matches it); otherwise the page starts from an empty root.
  if (root.dataset.prerendered === location.pathname) {
    // What TanStack Router's own hydration sets: the router renders the tree the server rendered
    // (no client-only Suspense around the root), as in any server-rendered TanStack app.
    router.ssr = { manifest: undefined }
    void router.load().then(() => {
      hydrateRoot(root, app)
      // From here React replays a tap made while it hydrates, so the page may take input.
      root.removeAttribute('data-prerendered')
    })
  } else {
    root.removeAttribute('data-prerendered')
    root.replaceChildren()
    createRoot(root).render(app)
  }
}

registerPwa()
