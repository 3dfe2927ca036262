/** Pure rules for roadmap step progress: how ticks move a step's status, and what counts as done. */

import type { JourneyStepStatus as StepStatus } from './journey-types'

/** A status the user can set on an unlocked step ('locked' comes only from the ledger). */
export type SettableStatus = Exclude<StepStatus, 'locked'>

/**
 * The status a step moves to after a checklist tick: ticking starts a step, ticking the last item
 * completes it, and unticking an item of a completed step reopens it. Working on a skipped step
 * un-skips it.
 */
export function statusAfterTick(
  current: SettableStatus,
  checkedAfter: number,
  totalItems: number,
): SettableStatus {
  const allDone = totalItems > 0 && checkedAfter >= totalItems
  if (allDone) return 'completed'
  if (checkedAfter === 0) return current === 'completed' ? 'in_progress' : current
  return 'in_progress'
}

/** Completed by the user, or proven done by the resume: both count as progress. */
export const isDoneStatus = (status: StepStatus) =>
  status === 'completed' || status === 'skipped_by_resume'

/**
 * Overall progress: the share of ALL steps that are done (completed or done by resume). Skipping a
 * step is allowed but is not progress, so a skipped step stays in the denominator.
 */
export function progressPercent(statuses: readonly StepStatus[]): number {
  if (statuses.length === 0) return 0
  const completed = statuses.filter(isDoneStatus).length
  return Math.round((completed / statuses.length) * 100)
}
