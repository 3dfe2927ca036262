import { useState } from 'react'
import { Dialog } from '@/components/dialog'
import { Tabs } from '@/components/tabs'
import type { FeedbackRequest, PurchaseResponse } from '@/contract'
import { getEarnAction, type CreditPack, type EarnAction } from '@/domain/catalogue'
import { BuyTab } from './buy-tab'
import { CreditHistory } from './credit-history'
import { copyToClipboard, inviteMessage, linkedInShareUrl } from './credits-copy'
import { EarnTab, type EarnNotice } from './earn-tab'
import { FeedbackSurvey } from './feedback-survey'
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
  /** Stores the survey answers and pays feedback_survey (POST /api/feedback). */
  onFeedback: (answers: FeedbackRequest) => Promise<unknown>
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
  const [surveyOpen, setSurveyOpen] = useState(false)
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
    setSurveyOpen(false)
    onClose()
  }

  /** Runs one earn call with the pending spinner; a failure is the one message shown. */
  const pay = async (actionId: string, call: () => Promise<unknown>) => {
    setPendingId(actionId)
    try {
      await call()
      return true
    } catch (error) {
      setNotice({ kind: 'error', text: describeError(error) })
      return false
    } finally {
      setPendingId(null)
    }
  }

  const sendFeedback = async (answers: FeedbackRequest) => {
    setNotice(null)
    if (await pay('feedback_survey', () => props.onFeedback(answers))) {
      setSurveyOpen(false)
      setNotice({ kind: 'thanks', text: 'Thank you! Your feedback is saved on this device.' })
    }
  }

  const start = async (action: EarnAction) => {
    setNotice(null)
    // The survey pays on submit, not on Start.
    if (action.id === 'feedback_survey') {
      setSurveyOpen(true)
      return
    }
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
    await pay(action.id, () => props.onEarn(action.id))
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
                survey={
                  surveyOpen ? (
                    <FeedbackSurvey
                      credits={getEarnAction('feedback_survey')?.credits ?? 0}
                      pending={pendingId === 'feedback_survey'}
                      onSubmit={(answers) => void sendFeedback(answers)}
                      onCancel={() => setSurveyOpen(false)}
                    />
                  ) : null
                }
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
      <CreditHistory describeError={describeError} />
    </Dialog>
  )
}
