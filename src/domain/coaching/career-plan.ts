import type { DiagnosticResult, RoadmapPhase } from '../diagnostic/diagnostic-types'

/** Body of POST /api/career/plan's `data` (spec section 7). */
export interface CareerPlan {
  matches: { role: string; matchScore: number; timeToRole: string }[]
  roadmap: { phases: RoadmapPhase[] }
}

/** The spec's fallback when a plan carries no phases. */
export const defaultPlanPhaseCount = 3

export function buildCareerPlan(diagnostic: DiagnosticResult | null): CareerPlan {
  return {
    matches: (diagnostic?.careerMatches ?? []).map(({ role, matchScore, timeToRole }) => ({
      role,
      matchScore,
      timeToRole,
    })),
    roadmap: { phases: diagnostic?.selectedRoadmap.phases ?? [] },
  }
}

export function planPhaseCount(plan: CareerPlan): number {
  return plan.roadmap.phases.length || defaultPlanPhaseCount
}

/** The assistant message the agent demo shows for a generated plan. */
export function formatCareerPlanMessage(plan: CareerPlan): string {
  const top = plan.matches[0]
  const phases = planPhaseCount(plan)
  if (!top) {
    return `I need your diagnostic answers before I can build a plan. Take the assessment and I'll map a ${phases}-phase roadmap for you.`
  }
  return [
    `Your top match is **${top.role}** (${top.matchScore}% match, about ${top.timeToRole} to get there).`,
    `Your roadmap has ${phases} phases:`,
    ...plan.roadmap.phases.map((p) => `- Phase ${p.phase}: ${p.title} (${p.duration})`),
  ].join('\n')
}
