/**
 * Where the roadmap's Back returns: the screen that opened it, passed as ?from=results|dashboard|
 * matches. Anything else (an old link, a typed URL) falls back to /match.
 */
export const roadmapOrigins = ['results', 'dashboard', 'matches'] as const
export type RoadmapOrigin = (typeof roadmapOrigins)[number]

export interface RoadmapSearch {
  from?: RoadmapOrigin
}

export function parseRoadmapSearch(search: Record<string, unknown>): RoadmapSearch {
  const from = search.from
  return roadmapOrigins.find((origin) => origin === from) ? { from: from as RoadmapOrigin } : {}
}

export const backTargets = {
  results: { to: '/diagnostic-results', label: 'Back to results' },
  dashboard: { to: '/dashboard', label: 'Back to dashboard' },
  matches: { to: '/career-matches', label: 'Back to matches' },
  fallback: { to: '/match', label: 'Back' },
} as const

export function backTarget(from: RoadmapOrigin | undefined) {
  return backTargets[from ?? 'fallback']
}
