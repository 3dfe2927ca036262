import { useState } from 'react'
import { ApiError } from '@/api/client'
import { useDashboardPurchase } from '@/api/dashboard'
import { useToast } from '@/components/toast'

/**
 * Spec sections 4 and 8, "Dashboard purchase": pick a pack, 'Purchase Credits' ('Processing...'
 * while pending); success toasts and clears the pick, failure toasts the server's message.
 * The profile and credit queries refresh in `useDashboardPurchase`.
 */
export function useDashboardPurchaseFlow(userId: string | null) {
  const [selected, setSelected] = useState<string | null>(null)
  const purchase = useDashboardPurchase()
  const toast = useToast()

  const buy = () => {
    if (selected === null || userId === null) return
    purchase.mutate(
      { packId: selected, userId },
      {
        onSuccess: () => {
          toast({
            title: 'Credits Purchased!',
            description: 'Your credits have been added to your account.',
            variant: 'success',
          })
          setSelected(null)
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.serverMessage : undefined
          toast({
            title: 'Purchase Failed',
            description: message ?? 'Failed to purchase credits',
            variant: 'destructive',
          })
        },
      },
    )
  }

  return { selected, select: setSelected, buy, pending: purchase.isPending }
}
