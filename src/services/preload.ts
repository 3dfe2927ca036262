/**
 * Fetches and evaluates the lazily loaded service modules, the two whose first answer a person
 * waits for first: the coach (its offline engine and cards) and the practice room (the prospect
 * and scorecard rules). The page calls this when the browser is idle after its first /api call, so
 * the first Becky reply and the first practice turn do not wait for a download or for parsing, and
 * a connection lost before the service worker has cached the chunks (a first visit, or a browser
 * without service workers) does not turn "earn credits" or "tick a step" into an error.
 */
export async function preloadHeavyServices(): Promise<void> {
  await Promise.all([
    import('./coach-service'),
    import('./coach-service-engine'),
    import('./practice-service'),
  ])
  await Promise.all([
    import('./account-service'),
    import('./credits-service'),
    import('./dashboard-service'),
    import('./diagnostic-service'),
    import('./insights-service'),
    import('./journey-service'),
    import('./matches-service'),
    import('./resume-service'),
    import('./roadmap-service'),
    import('./sync-service'),
  ])
}
