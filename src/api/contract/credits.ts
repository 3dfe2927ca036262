import { z } from 'zod'

export const purchaseRequest = z.object({
  packId: z.string().min(1).max(40),
  userId: z.string().min(1).max(100),
  /** Client-made id: a retried purchase never adds credits twice. */
  clientId: z.string().min(1).max(100).optional(),
  catalogue: z.enum(['dashboard', 'roadmap']).optional(),
})
export type PurchaseRequest = z.infer<typeof purchaseRequest>

export interface PurchaseResponse {
  success: true
  creditsAdded: number
  balance: number
  message: string
}
