import { useState } from 'react'
import { Dialog, Tabs } from '@/components'
import type { PurchaseResponse } from '@/api/contract'
import type { CreditPack, EarnAction } from '@/domain/catalogue'
import { BuyTab } from './buy-tab'
import { copyToClipboard, inviteMessage, linkedInShareUrl } from './credits-copy'
import { EarnTab, type EarnNotice } from './earn-tab'
import { usePackPurchase } from './use-pack-purchase'

export const EARN_TAB = 0
export const BUY_TAB = 1

export interface CreditsDialogProps {
  open: boolean
  onClose: () => void
  tab: number
  onTabChange: (tab: number) => void
  balance: number | undefined
  completedActions: readonly string[]
  remainingEarnable: number | undefined
  onEarn: (actionId: string) => Promise<unknown>
  onBuy: (pack: CreditPack, clientId: string) => Promise<PurchaseResponse>
  describeError: (error: unknown) => string
  /** The app's address, shared on LinkedIn and put in the invite message. */
  appUrl: string
  openWindow?: (url: string) => void
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** Earn (default) and Buy tabs (spec section 4, "Credits dialog"). */
export function CreditsDialog(props: CreditsDialogProps) {
  const { open, onClose, tab, onTabChange, balance, describeError, appUrl } = props
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [notice, setNotice] = useState<EarnNotice | null>(null)
  const purchase = usePackPurchase({
    buy: props.onBuy,
    onComplete: () => {
      close()
    },
    describeError,
  })

  const close = () => {
    purchase.reset()
    setNotice(null)
    onClose()
  }

  const start = async (action: EarnAction) => {
    setNotice(null)
    // Opened inside the click itself, or the browser blocks it as a pop-up.
    if (action.id === 'linkedin_share') (props.openWindow ?? openInNewTab)(linkedInShareUrl(appUrl))
    if (action.id === 'invite_friend') {
      const text = inviteMessage(appUrl)
      const copied = await copyToClipboard(text)
      setNotice(
        copied
          ? {
              kind: 'copied',
              text: 'Invite message copied to your clipboard. Paste it to a friend!',
            }
          : { kind: 'copy-by-hand', text },
      )
    }
    setPendingId(action.id)
    try {
      await props.onEarn(action.id)
    } catch (error) {
      setNotice({ kind: 'error', text: describeError(error) })
    } finally {
      setPendingId(null)
    }
  }

  const balanceText = balance === undefined ? '' : `You have ${String(balance)} credits.`
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Get More Credits"
      description={`${balanceText} Unlock roadmap steps with credits.`}
      size="lg"
    >
      <Tabs
        label="Ways to get credits"
        selectedIndex={tab}
        onChange={onTabChange}
        items={[
          {
            id: 'earn',
            label: 'Earn',
            content: (
              <EarnTab
                completed={props.completedActions}
                remaining={props.remainingEarnable}
                pendingId={pendingId}
                notice={notice}
                onStart={(action) => void start(action)}
              />
            ),
          },
          {
            id: 'buy',
            label: 'Buy',
            content: <BuyTab state={purchase.state} onBuy={purchase.start} />,
          },
        ]}
      />
    </Dialog>
  )
}
