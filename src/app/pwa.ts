/** Service worker registration lives in issue 7's PWA module; kept as the single call site. */
export function registerPwa() {
  // Registered in production builds only: the dev server has no precache manifest.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void import('virtual:pwa-register').then(({ registerSW }) => {
    registerSW({ immediate: true })
  })
}
