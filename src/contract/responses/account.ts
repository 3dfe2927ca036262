import { z } from 'zod'
import { chatChannels } from '../constants'
import { careerPlan, stepStatus } from './plan'

/**
 * Responses of the account, credits, roadmap progress and coach endpoints. The types in
 * src/contract (auth.ts, profile.ts, credits.ts, roadmap.ts, coach.ts, account.ts, dashboard.ts)
 * are these schemas' (`z.infer`), so each shape is written once.
 */

const count = z.number().int().min(0)

export const publicUser = z.object({ id: z.string(), email: z.string(), name: z.string() })

export const authResponse = z.object({ token: z.string(), user: publicUser, message: z.string() })

export const userProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  credits: z.number().int(),
  learningStreak: count,
  stepsCompleted: count,
  onboardingCompleted: z.boolean(),
  userIntent: z.string(),
})

export const purchaseResponse = z.object({
  success: z.literal(true),
  creditsAdded: count,
  balance: z.number().int(),
  message: z.string(),
})

/** GET /api/credits (docs/api.md, "Credits and roadmap progress"). */
export const creditsOverview = z.object({
  balance: z.number().int(),
  completedActions: z.array(z.string()),
  remainingEarnable: count,
  history: z.array(
    z.object({
      amount: z.number().int(),
      kind: z.enum(['grant', 'earn', 'purchase', 'unlock']),
      key: z.string(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The cursor of the next (older) history page; null on the last (issue 33). */
  nextCursor: z.number().int().nullable(),
})

/** POST /api/credits/earn and POST /api/feedback */
export const earnResponse = z.object({
  balance: z.number().int(),
  completedActions: z.array(z.string()),
  remainingEarnable: count,
  /** 0 when the action had already been done. */
  credited: count,
})

/** GET /api/roadmap/{roleId}/progress and the answer of every progress write (docs/api.md). */
export const roadmapProgress = z.object({
  roleId: z.string(),
  steps: z.array(
    z.object({
      stepId: z.number().int(),
      status: stepStatus,
      checked: z.array(z.number().int()),
    }),
  ),
  completedSteps: count,
  skippedSteps: count,
  /** Steps done by resume (counted in doneSteps and percent). */
  skippedByResumeSteps: count.optional(),
  doneSteps: count.optional(),
  totalSteps: count,
  percent: z.number().min(0).max(100),
  /** Credits the write earned for 'Reach your first milestone' (0 when already earned). */
  milestoneCredits: count.optional(),
  /** A checklist write only: true when this write completed the step (it was not before). */
  stepCompleted: z.boolean().optional(),
})

/** POST /api/roadmap/{roleId}/unlock */
export const unlockResponse = z.object({
  success: z.literal(true),
  balance: z.number().int(),
  /** False when the step was already unlocked or free. */
  charged: z.boolean(),
})

export const todayInsightResponse = z.object({
  message: z.string(),
  /** YYYY-MM-DD (UTC): the tip changes at midnight UTC. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The target role the tip was picked for, when known. */
  roleId: z.string().nullable(),
})

export const chatResponse = z.object({
  response: z.string(),
  /** Which engine answered: the offline coach or the on-device model. */
  engine: z.enum(['offline', 'on-device']).optional(),
  /** True when the on-device model failed mid-reply and the offline coach answered instead. */
  fallback: z.boolean().optional(),
})

/**
 * GET /api/chat/history?channel=&before=&limit=: the newest `limit` messages older than message id
 * `before`, oldest first; `hasMore` says older ones remain (ask again with the first id as `before`).
 */
export const chatHistoryResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      timestamp: z.string(),
      channel: z.enum(chatChannels),
    }),
  ),
  hasMore: z.boolean(),
})

/** DELETE /api/chat/history */
export const clearChatHistoryResponse = z.object({ cleared: count })

/** POST /api/career/plan */
export const careerPlanResponse = z.object({ data: careerPlan })

/** Rows written per table by POST /api/account/import. */
export const importCounts = z.object({
  answers: count,
  diagnostics: count,
  matchSets: count,
  resumes: count,
  ledger: count,
  unlocks: count,
  checklistTicks: count,
  stepStates: count,
  chatMessages: count,
  settings: count,
})

export const importResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  imported: importCounts,
})

export const deleteAccountResponse = z.object({ success: z.literal(true), message: z.string() })

export const successResponse = z.object({ success: z.literal(true) })
export const preparingResponse = z.object({ preparing: z.literal(true) })
