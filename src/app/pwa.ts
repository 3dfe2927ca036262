import { pwaStore, type InstallPromptEvent } from '@/features/shell/pwa-state'
import { afterLoadWhenIdle } from '@/lib/after-load-when-idle'

/** How often an open app asks the server for a new service worker (installed apps stay open for days). */
const updateCheckMs = 60 * 60 * 1000

/** Chromium offers installation through this event; keep it so our own button can show the prompt. */
function listenForInstall() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    pwaStore.installAvailable(event as InstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => {
    pwaStore.installed()
  })
}

/**
 * Registers Workbox's service worker (vite-plugin-pwa, registerType 'prompt': a new version waits
 * until the user chooses Reload) and forwards its news to the chrome. Production builds only: the
 * dev server has no precache manifest. workbox-window loads once the page has loaded and is idle.
 */
export function registerPwa() {
  if (typeof window === 'undefined') return
  listenForInstall()
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  afterLoadWhenIdle(() => void startWorker())
}

function startWorker() {
  return import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: pwaStore.needRefresh,
      onOfflineReady: pwaStore.offlineReady,
      onRegisteredSW(_url, registration) {
        if (!registration) return
        setInterval(() => {
          if (navigator.onLine) void registration.update()
        }, updateCheckMs)
      },
    })
    pwaStore.connectUpdater(update)
  })
}
