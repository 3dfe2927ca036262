import { z } from 'zod'
import { chatChannels } from './constants'
import type {
  careerPlanResponse,
  chatHistoryResponse,
  chatResponse,
  clearChatHistoryResponse,
} from './responses/account'
import {
  editableMemorySections,
  type CoachingMemory,
  type EditableMemorySection,
} from '@/domain/coaching'

const historyMessage = z.object({
  id: z.string().max(100).optional(),
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
  timestamp: z.string().max(64).optional(),
})

/**
 * POST /api/chat/becky. The landing widget sends `{ message, userId, conversationHistory }`, the
 * agent demo `{ message, sessionType: 'coaching' }` (spec section 7).
 */
export const chatRequest = z.object({
  message: z.string().trim().min(1, 'message is required').max(4000),
  userId: z.string().max(100).nullable().optional(),
  conversationHistory: z.array(historyMessage).max(10).optional(),
  sessionType: z.literal('coaching').optional(),
})
export type ChatRequest = z.infer<typeof chatRequest>

export type CoachEngineKind = 'offline' | 'on-device'

export type ChatResponse = z.infer<typeof chatResponse>

export { chatChannels }
export type ChatChannel = (typeof chatChannels)[number]

export function isChatChannel(value: unknown): value is ChatChannel {
  return chatChannels.includes(value as ChatChannel)
}

/** The window a history request returns when it names no `limit`, and the most it may name. */
export const chatHistoryPage = { defaultLimit: 50, maxLimit: 200 } as const

/**
 * GET /api/chat/history?channel=&before=&limit=: the newest `limit` messages older than message id
 * `before`, oldest first; `hasMore` says older ones remain (ask again with the first id as `before`).
 */
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponse>

/** DELETE /api/chat/history */
export type ClearChatHistoryResponse = z.infer<typeof clearChatHistoryResponse>

/** GET, PATCH and DELETE /api/coaching/memory answer the memory itself (spec section 3). */
export type CoachingMemoryResponse = CoachingMemory

export { editableMemorySections, type EditableMemorySection }

/** PATCH /api/coaching/memory: replace one item (`value`) or delete it (`value: null`). */
export const memoryEditRequest = z.object({
  section: z.enum(editableMemorySections),
  index: z.number().int().min(0).max(100),
  value: z.string().trim().min(1, 'value must not be empty').max(200).nullable(),
})
export type MemoryEditRequest = z.infer<typeof memoryEditRequest>

/** POST /api/career/plan */
export type CareerPlanResponse = z.infer<typeof careerPlanResponse>
