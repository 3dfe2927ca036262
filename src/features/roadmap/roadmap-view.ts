/** Pure display rules of the roadmap screen: step states, unlock quotes, labels. */
import type { BadgeTone } from '@/components/badge'
import type { Journey } from '@/api/journey'
import type { RoadmapProgress, SettableStepStatus, StepStatus } from '@/api/roadmap'
import { isLowBalance, type RoadmapStep, type Role } from '@/domain/catalogue'

export interface StepView {
  step: RoadmapStep
  status: StepStatus
  checked: readonly number[]
  /** Credits to unlock; 0 for free steps. */
  cost: number
  /** The step's slice of the journey's one timeline ('Months 2-3'); absent until it loads. */
  window?: string
  /** Why the resume shows the step is done. */
  evidence?: string
}

/**
 * Joins the catalogue's steps with the user's progress and the journey (timeline windows, resume
 * evidence); a step the server omits stays locked.
 */
export function buildStepViews(
  role: Role,
  progress: RoadmapProgress,
  journey?: Pick<Journey, 'steps'>,
): StepView[] {
  return role.roadmapSteps.map((step) => {
    const row = progress.steps.find((s) => s.stepId === step.id)
    const planned = journey?.steps.find((s) => s.stepId === step.id)
    return {
      step,
      status: row?.status ?? (step.locked ? 'locked' : 'available'),
      checked: row?.checked ?? [],
      cost: step.creditCost,
      ...(planned === undefined ? {} : { window: planned.window }),
      ...(planned?.evidence === undefined ? {} : { evidence: planned.evidence }),
    }
  })
}

export const statusLabels: Record<StepStatus, string> = {
  locked: 'Locked',
  available: 'Available',
  in_progress: 'In progress',
  completed: 'Completed',
  skipped: 'Skipped',
  skipped_by_resume: 'Done by resume',
}

export const statusTones: Record<StepStatus, BadgeTone> = {
  locked: 'neutral',
  available: 'blue',
  in_progress: 'amber',
  completed: 'green',
  skipped: 'purple',
  skipped_by_resume: 'green',
}

/** The one sentence a screen reader hears for a step's state. */
export function describeStatus(view: StepView): string {
  const { status, checked, step, cost } = view
  if (status === 'locked') return `Locked. Unlock for ${String(cost)} credits.`
  const ticks = `${String(checked.length)} of ${String(step.checklist.length)} checklist items done.`
  if (status === 'skipped') return `Skipped (not counted as progress). ${ticks}`
  if (status === 'skipped_by_resume') return 'Done: your resume shows it. No credits needed.'
  return `${statusLabels[status]}. ${ticks}`
}

export interface StepAction {
  label: string
  to: SettableStepStatus
}

/** The status changes offered on an unlocked step; Skip never counts as progress. */
export function stepActions(status: StepStatus): StepAction[] {
  switch (status) {
    case 'available':
      return [
        { label: 'Start Step', to: 'in_progress' },
        { label: 'Skip Step', to: 'skipped' },
      ]
    case 'in_progress':
      return [
        { label: 'Mark Complete', to: 'completed' },
        { label: 'Skip Step', to: 'skipped' },
      ]
    case 'completed':
      return [{ label: 'Mark Incomplete', to: 'in_progress' }]
    case 'skipped':
      return [{ label: 'Undo Skip', to: 'available' }]
    case 'skipped_by_resume':
      return [{ label: "I haven't done this", to: 'available' }]
    case 'locked':
      return []
  }
}

export interface UnlockQuote {
  cost: number
  balance: number
  balanceAfter: number
  canAfford: boolean
  /** Credits still needed; 0 when affordable. */
  shortfall: number
}

/** Spec section 5: unlocking requires credits at least equal to the cost. */
export function unlockQuote(balance: number, cost: number): UnlockQuote {
  const canAfford = balance >= cost
  return {
    cost,
    balance,
    balanceAfter: canAfford ? balance - cost : balance,
    canAfford,
    shortfall: canAfford ? 0 : cost - balance,
  }
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${String(count)} ${count === 1 ? one : many}`

/** 'What you get' in the unlock dialog, counted from the step's own content. */
export function unlockBenefits(step: RoadmapStep): string[] {
  return [
    `${plural(step.resources.length, 'curated resource')} to learn from`,
    `A ${String(step.checklist.length)}-item action checklist with progress tracking`,
    `${plural(step.tips.length, 'expert tip')} from people in the role`,
    'Yours to keep: unlocked steps never lock again',
  ]
}

/** Where the credit pill stands: the amber premium warning under 10 credits. */
export function creditPillLook(balance: number | undefined): 'normal' | 'low' {
  return balance !== undefined && isLowBalance(balance) ? 'low' : 'normal'
}
