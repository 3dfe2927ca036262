import { z } from 'zod'
import type { creditsOverview, earnResponse, purchaseResponse } from './responses/account'

/** POST /api/credits/earn */
export const earnRequest = z.object({ actionId: z.string().min(1).max(60) })

export const purchaseRequest = z.object({
  packId: z.string().min(1).max(40),
  userId: z.string().min(1).max(100),
  /** Client-made id: a retried purchase never adds credits twice. */
  clientId: z.string().min(1).max(100).optional(),
  catalogue: z.enum(['dashboard', 'roadmap']).optional(),
})
export type PurchaseRequest = z.infer<typeof purchaseRequest>

export type PurchaseResponse = z.infer<typeof purchaseResponse>

/** What the in-app survey asks (docs/api.md, POST /api/feedback). */
export const feedbackMostUseful = ['matches', 'roadmap', 'coach', 'resume'] as const
export const feedbackRequest = z.object({
  /** How useful the roadmap is, 1 (not at all) to 5 (very). */
  rating: z.number().int().min(1).max(5),
  mostUseful: z.enum(feedbackMostUseful),
  /** What to improve: optional free text, stored as typed and never rendered as HTML. */
  improve: z.string().trim().max(500),
})
export type FeedbackRequest = z.infer<typeof feedbackRequest>

/** GET /api/credits (docs/api.md, "Credits and roadmap progress"). */
export type CreditsOverview = z.infer<typeof creditsOverview>

/** POST /api/credits/earn */
export type EarnResponse = z.infer<typeof earnResponse>
