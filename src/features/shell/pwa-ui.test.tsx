// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/toast'
import { InstallButton } from './install-button'
import { OfflineIndicator } from './offline-indicator'
import { OfflineReadyBanner, PwaUpdatePrompt } from './pwa-prompts'
import { createPwaStore, type InstallPromptEvent, type PwaStore } from './pwa-state'

afterEach(cleanup)

/** Both notices as the app chrome mounts them: the banner in the page, the update floating. */
function PwaPrompts({ store }: { store: PwaStore }) {
  return (
    <>
      <OfflineReadyBanner store={store} />
      <PwaUpdatePrompt store={store} />
    </>
  )
}

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve())
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as InstallPromptEvent
  return { event, prompt }
}

describe('service worker prompts', () => {
  it('offers Reload when a new version waits, and Reload activates it with a page reload', async () => {
    const store = createPwaStore()
    const update = vi.fn(() => Promise.resolve())
    store.connectUpdater(update)
    render(<PwaPrompts store={store} />)
    expect(screen.queryByText('A new version is available')).toBeNull()
    act(() => {
      store.needRefresh()
    })
    expect(screen.getByText('A new version is available')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
      await Promise.resolve()
    })
    expect(update).toHaveBeenCalledWith(true)
  })

  it('says once that the app works offline, until dismissed; Later hides the update', () => {
    const store = createPwaStore()
    render(<PwaPrompts store={store} />)
    act(() => {
      store.offlineReady()
    })
    // Not while the first screen is being read: it waits for the first tap or key press.
    expect(screen.queryByText('Ready to work offline')).toBeNull()
    fireEvent.keyDown(window, { key: 'Shift' })
    expect(screen.getByRole('region', { name: 'App notices' }).textContent).toContain(
      'Ready to work offline',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByText('Ready to work offline')).toBeNull()
    act(() => {
      store.needRefresh()
    })
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText('A new version is available')).toBeNull()
  })
})

describe('install button', () => {
  it('appears only after the browser offers installation and uses the offer once', async () => {
    const store = createPwaStore()
    render(
      <ToastProvider>
        <InstallButton store={store} />
      </ToastProvider>,
    )
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
    const { event, prompt } = fakeInstallEvent('accepted')
    act(() => {
      store.installAvailable(event)
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }))
      await Promise.resolve()
    })
    expect(prompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
    expect(await screen.findByText('SalesPath is installed')).toBeTruthy()
  })
})

describe('hydrating the prerendered landing', () => {
  it('starts from the prerendered state even when the install offer came first', async () => {
    const page = (store: PwaStore) => (
      <ToastProvider>
        <InstallButton store={store} />
      </ToastProvider>
    )
    // Prerendered at build time, when no browser had offered anything.
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(createPwaStore()))
    document.body.append(container)
    const store = createPwaStore()
    store.installAvailable(fakeInstallEvent('accepted').event)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const recoverable = vi.fn()
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, page(store), { onRecoverableError: recoverable })
      await Promise.resolve()
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    // Once hydrated, the live state shows the offer.
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy()
    errors.mockRestore()
    act(() => root?.unmount())
    container.remove()
  })
})

describe('offline indicator', () => {
  it('announces going offline and coming back in a status region', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<OfflineIndicator />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    online.mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(status.textContent).toMatch(/^Offline/)
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(status.textContent).toBe('')
    online.mockRestore()
  })
})
