import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startNetwork } from '@mocks/network'
import { AppProviders } from './providers'
import { router } from './router'
import { watchStorageChanges } from './live-queries'
import { registerPwa } from './pwa'
import './styles.css'

// The in-page /api must answer before the first render issues its first request (DESIGN section 1).
startNetwork()

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  )
}

watchStorageChanges()
registerPwa()
