import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
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
  createRoot(root).render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  )
}

registerPwa()
