import { roles, type RoleId } from '../catalogue'
import type { TimelineFit } from './diagnostic-types'
import { optionLabel } from './questions'
import { alreadyThereText, assessmentText, startingPointPhrase } from './roadmap-content'
import {
  formatMonths,
  realisticEstimate,
  timeToRole,
  timelineFit,
  timelineWindow,
  type MonthRange,
} from './timeline'

/**
 * The plan's one timeline, computed once from the timeline answer, the role's typical duration and
 * the steps a resume already covers. Every screen shows `label` and `text` from here, so the match
 * card, the results, the roadmap and the dashboard cannot disagree.
 */
export interface PlanTimeline {
  /** The realistic range the plan is paced over. */
  months: MonthRange
  /** Months the phases are spread across (at least 2). */
  planMonths: number
  fit: TimelineFit
  /** Short, e.g. '6-13 months'. */
  label: string
  /** The user's own answer, e.g. 'Soon (3-6 months)'; null for an unknown answer. */
  wish: string | null
  /** One sentence or two: how the wish compares with the usual range, and why. */
  text: string
  /** Why the plan is longer than asked; null unless the wish is shorter than typical. */
  reason: string | null
  skippedSteps: number
}

export function planTimeline(
  currentRole: string,
  targetTimeline: string,
  roleId: RoleId,
  skippedSteps: number,
): PlanTimeline {
  const months = realisticEstimate(currentRole, roleId, skippedSteps)
  const fit = timelineFit(timelineWindow(targetTimeline), months)
  const wishLabel = optionLabel('target_timeline', targetTimeline)
  const facts = {
    timelineLabel: wishLabel,
    from: startingPointPhrase[currentRole] ?? 'where you are now',
    roleTitle: roles[roleId].title,
    usual: formatMonths(months),
  }
  const base =
    months.min === 0 ? alreadyThereText(facts.roleTitle, facts.usual) : assessmentText[fit](facts)
  const plural = skippedSteps === 1 ? 'step' : 'steps'
  const resume =
    skippedSteps === 0
      ? ''
      : ` Your resume already covers ${skippedSteps} ${plural}, which shortens the estimate.`
  return {
    months,
    planMonths: Math.max(2, months.max),
    fit,
    label: timeToRole(months),
    wish: wishLabel === targetTimeline ? null : wishLabel,
    text: base + resume,
    reason:
      fit === 'ambitious'
        ? `Moving from ${facts.from} to ${facts.roleTitle} usually takes ${facts.usual}.`
        : null,
    skippedSteps,
  }
}
