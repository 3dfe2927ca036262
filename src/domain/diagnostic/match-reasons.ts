import type { RoleId } from '../catalogue'
import type { CurrentRoleValue } from './question-options'
import type { Contribution, RoleScore } from './score'

/** Match explanations in plain words: no rule ids, no signed points, no role titles repeated. */

/** The wizard's starting points that are themselves one of the catalogue roles. */
const heldRoles: Partial<Record<CurrentRoleValue, RoleId>> = {
  sdr_bdr: 'sdr',
  account_executive: 'ae',
  customer_success: 'csm',
  account_manager: 'am',
  sales_ops: 'revops',
  marketing: 'marketing',
}

/** The catalogue role the user already holds, if their starting point is one. */
export function currentRoleIdOf(currentRole: string): RoleId | null {
  return Object.hasOwn(heldRoles, currentRole)
    ? (heldRoles[currentRole as CurrentRoleValue] ?? null)
    : null
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function strength(item: Contribution): string {
  if (item.weight < 0) return 'counts against'
  if (item.weight >= 12) return 'strong reason'
  if (item.weight >= 6) return 'good reason'
  return 'small plus'
}

function answerDriven(item: Contribution): boolean {
  return !item.ruleId.startsWith('prior:')
}

/** The three strongest reasons, e.g. "You chose 'Close deals' as your goal". */
export function topReasons(score: RoleScore, limit = 3): string[] {
  const reasons = score.contributions
    .filter((item) => item.weight > 0 && answerDriven(item))
    .slice(0, limit)
    .map((item) => capitalise(item.cause))
  const baseline = score.contributions.find((item) => !answerDriven(item))
  if (reasons.length > 0 || baseline === undefined) return reasons
  return [capitalise(baseline.cause.replace(/^baseline: /, ''))]
}

/** Every factor, strongest first, each with how much it weighed in words. */
export function factorLines(score: RoleScore): string[] {
  return score.contributions.map((item) => {
    const cause = capitalise(item.cause.replace(/^baseline: /, 'Starting point: '))
    return `${cause} (${strength(item)})`
  })
}
