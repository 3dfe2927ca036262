import { useCallback, useEffect, useRef, useState } from 'react'
import { newPurchaseClientId } from '@/api/credits'
import type { PurchaseResponse } from '@/contract'
import type { CreditPack } from '@/domain/catalogue'
import { PURCHASE_CLOSE_MS, PURCHASE_PROCESSING_MS, purchaseAddedMessage } from './credits-copy'

export type PurchaseState =
  | { phase: 'idle' }
  | { phase: 'processing'; packId: string }
  | { phase: 'done'; packId: string; message: string; balance: number }
  | { phase: 'failed'; packId: string; clientId: string; message: string }

export interface PackPurchaseOptions {
  buy: (pack: CreditPack, clientId: string) => Promise<PurchaseResponse>
  /** Called 1 s after a successful purchase: the dialog closes. */
  onComplete: () => void
  describeError: (error: unknown) => string
}

/**
 * Simulated checkout (spec section 4): 'Processing...' for 2 s, then the purchase request, then the
 * confirmation for 1 s before closing. A retry after a failure reuses the attempt's client id, so
 * it can never add the credits twice.
 */
export function usePackPurchase({ buy, onComplete, describeError }: PackPurchaseOptions) {
  const [state, setState] = useState<PurchaseState>({ phase: 'idle' })
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  // Bumped by reset: answers of an abandoned attempt must not touch the next one's state.
  const generation = useRef(0)
  const latest = useRef({ buy, onComplete, describeError })
  useEffect(() => {
    latest.current = { buy, onComplete, describeError }
  })

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer)
    timers.current = []
  }, [])
  useEffect(() => clearTimers, [clearTimers])

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms))
  }

  const start = (pack: CreditPack) => {
    if (state.phase === 'processing') return
    const clientId =
      state.phase === 'failed' && state.packId === pack.id ? state.clientId : newPurchaseClientId()
    const attempt = generation.current
    setState({ phase: 'processing', packId: pack.id })
    later(PURCHASE_PROCESSING_MS, () => {
      latest.current.buy(pack, clientId).then(
        (result) => {
          if (attempt !== generation.current) return
          const message = purchaseAddedMessage(pack, result.creditsAdded)
          setState({ phase: 'done', packId: pack.id, message, balance: result.balance })
          later(PURCHASE_CLOSE_MS, () => latest.current.onComplete())
        },
        (error: unknown) => {
          if (attempt !== generation.current) return
          // Spec section 8: the roadmap dialog logs 'Purchase failed'; we also show it.
          console.error('Purchase failed', error)
          const message = latest.current.describeError(error)
          setState({ phase: 'failed', packId: pack.id, clientId, message })
        },
      )
    })
  }

  /**
   * Back to idle. A purchase still in its 2 s wait is abandoned (nothing was sent); one already sent
   * completes on the server and shows in the balance, but no longer drives this dialog.
   */
  const reset = useCallback(() => {
    generation.current += 1
    clearTimers()
    setState({ phase: 'idle' })
  }, [clearTimers])

  return { state, start, reset }
}
