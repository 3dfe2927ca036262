import { z } from 'zod'
import type { JourneyStepStatus as StepStatus } from '@/domain/journey'

export type { StepStatus }
/** A status the user can set on an unlocked step ('locked' comes only from the ledger). */
export type SettableStepStatus = Exclude<StepStatus, 'locked'>

/** POST /api/roadmap/{roleId}/unlock */
export const unlockRequest = z.object({ stepId: z.number().int().min(1).max(20) })

/** PUT /api/roadmap/{roleId}/steps/{stepId}/checklist/{index} */
export const checklistTickRequest = z.object({ done: z.boolean() })

/** PUT /api/roadmap/{roleId}/steps/{stepId}/status */
export const stepStatusRequest = z.object({
  status: z.enum(['available', 'in_progress', 'completed', 'skipped', 'skipped_by_resume']),
})

/** GET /api/roadmap/{roleId}/progress and the answer of every progress write (docs/api.md). */
export interface RoadmapProgress {
  roleId: string
  steps: { stepId: number; status: StepStatus; checked: number[] }[]
  completedSteps: number
  skippedSteps: number
  /** Steps done by resume (counted in doneSteps and percent). */
  skippedByResumeSteps?: number
  doneSteps?: number
  totalSteps: number
  percent: number
  /** Credits the write earned for 'Reach your first milestone' (0 when already earned). */
  milestoneCredits?: number
  /** A checklist write only: true when this write completed the step (it was not before). */
  stepCompleted?: boolean
}

/** POST /api/roadmap/{roleId}/unlock */
export interface UnlockResponse {
  success: true
  balance: number
  /** False when the step was already unlocked or free. */
  charged: boolean
}
