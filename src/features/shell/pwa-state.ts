import { useSyncExternalStore } from 'react'

/**
 * What the service worker and the browser have told us, for the chrome to show. The app's
 * composition root (src/app/pwa.ts) feeds events in; components read with `usePwaState`.
 */
export interface PwaState {
  /** A new version is installed and waiting: offer Reload. */
  needRefresh: boolean
  /** The app shell is cached for the first time: the app now works offline. */
  offlineReady: boolean
  /** The browser offered installation (beforeinstallprompt) and it was not used yet. */
  canInstall: boolean
}

/** Chromium's install prompt event; not in TypeScript's DOM library. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

/** Activates the waiting service worker; `true` reloads the page once it controls it. */
export type ServiceWorkerUpdater = (reloadPage?: boolean) => Promise<void>

const initialState: PwaState = { needRefresh: false, offlineReady: false, canInstall: false }

export function createPwaStore() {
  let state = initialState
  let updater: ServiceWorkerUpdater | null = null
  let installEvent: InstallPromptEvent | null = null
  const listeners = new Set<() => void>()

  function set(patch: Partial<PwaState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Called once at registration with the function that activates a waiting worker. */
    connectUpdater: (update: ServiceWorkerUpdater) => {
      updater = update
    },
    needRefresh: () => set({ needRefresh: true }),
    offlineReady: () => set({ offlineReady: true }),
    installAvailable: (event: InstallPromptEvent) => {
      installEvent = event
      set({ canInstall: true })
    },
    /** The app was installed (from our button or the browser's menu): hide the button. */
    installed: () => {
      installEvent = null
      set({ canInstall: false })
    },
    reload: async () => {
      if (updater) await updater(true)
      else window.location.reload()
    },
    dismissUpdate: () => set({ needRefresh: false }),
    dismissOfflineReady: () => set({ offlineReady: false }),
    /** Shows the browser's install dialog; an event can be used once, so the button goes away. */
    install: async (): Promise<'accepted' | 'dismissed' | 'unavailable'> => {
      const event = installEvent
      if (!event) return 'unavailable'
      installEvent = null
      set({ canInstall: false })
      await event.prompt()
      return (await event.userChoice).outcome
    },
  }
}

export type PwaStore = ReturnType<typeof createPwaStore>

/** The app's one store: written by src/app/pwa.ts, read by the chrome. */
export const pwaStore = createPwaStore()

/**
 * The prerendered landing was rendered with nothing installable or waiting, so hydration must
 * start from that too (the server snapshot): when Chromium's install prompt fired before
 * hydration, the live state drew an Install button over HTML without one, and React threw the
 * whole tree away (error #418) and rendered it again on the main thread.
 */
const getServerState = (): PwaState => initialState

export function usePwaState(store: PwaStore = pwaStore): PwaState {
  return useSyncExternalStore(store.subscribe, store.getState, getServerState)
}
