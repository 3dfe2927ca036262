/**
 * Fetches and evaluates the modules of the two services whose code is large and whose first
 * answer a person waits for: the coach (its offline engine and cards) and the practice room (the
 * prospect and scorecard rules). The page calls this when the browser is idle after its first /api
 * call, so the first Becky reply and the first practice turn do not wait for a download or for
 * parsing; the service worker precaches the same chunks for offline use.
 */
export async function preloadHeavyServices(): Promise<void> {
  await Promise.all([import('./coach-service'), import('./practice-service')])
}
