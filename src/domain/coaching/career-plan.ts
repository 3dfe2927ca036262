import type { DiagnosticResult, RoadmapPhase } from '../diagnostic/diagnostic-types'
import type { Journey } from '../journey/journey-types'

/** Body of POST /api/career/plan's `data` (spec section 7). */
export interface CareerPlan {
  matches: { role: string; matchScore: number; timeToRole: string }[]
  roadmap: { phases: RoadmapPhase[] }
}

/** The spec's fallback when a plan carries no phases. */
export const defaultPlanPhaseCount = 3

/**
 * The plan as the journey tells it (same matches, timeline and phases as every screen); without a
 * journey, the stored diagnostic's. The role the user already holds is not a match.
 */
export function buildCareerPlan(
  diagnostic: DiagnosticResult | null,
  journey: Journey | null = null,
): CareerPlan {
  if (journey !== null) {
    const target = journey.matches.find((m) => m.roleId === journey.targetRole.id)
    const others = journey.matches.filter((m) => m !== target && !m.isCurrentRole)
    return {
      matches: [...(target ? [target] : []), ...others].map((m) => ({
        role: m.title,
        matchScore: m.percent,
        timeToRole: m.timeToRole,
      })),
      roadmap: { phases: journey.plan.phases },
    }
  }
  return {
    matches: (diagnostic?.careerMatches ?? [])
      .filter((match) => match.isCurrentRole !== true)
      .map(({ role, matchScore, timeToRole }) => ({ role, matchScore, timeToRole })),
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
    `Your top match is **${top.role}** (${top.matchScore}% match; timeline: ${top.timeToRole}).`,
    `Your roadmap has ${phases} phases:`,
    ...plan.roadmap.phases.map((p) => `- Phase ${p.phase}: ${p.title} (${p.duration})`),
  ].join('\n')
}
