import { z } from 'zod'

const historyMessage = z.object({
  id: z.string().max(100).optional(),
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
  timestamp: z.string().max(64).optional(),
})

export const chatRequest = z.object({
  message: z.string().trim().min(1, 'message is required').max(4000),
  userId: z.string().max(100).nullable().optional(),
  conversationHistory: z.array(historyMessage).max(10).optional(),
  sessionType: z.literal('coaching').optional(),
})
export type ChatRequest = z.infer<typeof chatRequest>

export interface ChatResponse {
  response: string
  /** Which engine answered: the offline coach or the on-device model. */
  engine?: 'offline' | 'on-device'
  /** True when the on-device model failed mid-reply and the offline coach answered instead. */
  fallback?: boolean
}
