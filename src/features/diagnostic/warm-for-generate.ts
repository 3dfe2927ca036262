import type { useRouter } from '@tanstack/react-router'

/**
 * Once a person is into the wizard, what 'Generate My Roadmap' needs loads while they answer
 * (issue 33): the in-page server opens (mocks/network.ts, API_SOON_EVENT: a window event, since
 * features never import the server) and the next two screens' code arrives. Only after a person
 * acts, so a visit that only looks costs nothing more.
 */
export function warmForGenerate(router: ReturnType<typeof useRouter>): void {
  window.dispatchEvent(new Event('salespath:api-soon'))
  void router.preloadRoute({ to: '/resume-upload' }).catch(() => undefined)
  void router.preloadRoute({ to: '/diagnostic-results' }).catch(() => undefined)
}
