import { z } from 'zod'
import type { roadmapProgress, unlockResponse } from './responses/account'
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
export type RoadmapProgress = z.infer<typeof roadmapProgress>

/** POST /api/roadmap/{roleId}/unlock */
export type UnlockResponse = z.infer<typeof unlockResponse>
