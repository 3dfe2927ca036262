/**
 * Where the roadmap's Back returns: the screen that opened it, passed as ?from=results|dashboard|
 * matches. Anything else (an old link, a typed URL) falls back to /match.
 */
export const roadmapOrigins = ['results', 'dashboard', 'matches'] as const
export type RoadmapOrigin = (typeof roadmapOrigins)[number]

export interface RoadmapSearch {
  from?: RoadmapOrigin | undefined
}

function originOf(value: unknown): RoadmapOrigin | undefined {
  return roadmapOrigins.find((origin) => origin === value)
}

/** The router keeps unvalidated keys of the raw search too, so an unknown `from` is overwritten. */
export function parseRoadmapSearch(search: Record<string, unknown>): RoadmapSearch {
  const from = originOf(search.from)
  return from === undefined ? { from: undefined } : { from }
}

export const backTargets = {
  results: { to: '/diagnostic-results', label: 'Back to results' },
  dashboard: { to: '/dashboard', label: 'Back to dashboard' },
  matches: { to: '/career-matches', label: 'Back to matches' },
  fallback: { to: '/match', label: 'Back' },
} as const

export function backTarget(from: unknown) {
  return backTargets[originOf(from) ?? 'fallback']
}
