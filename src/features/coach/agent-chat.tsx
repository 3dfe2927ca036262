import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react'
import { generateCareerPlan, refreshCoachingMemory } from '@/api/coach'
import { ApiError } from '@/api/client'
import { Button } from '@/components/button'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { buildCareerPlan, formatCareerPlanMessage } from '@/domain/coaching'
import { messageToSend, newMessageId, type UiMessage } from './chat-state'
import { useChatDraft } from './chat-drafts'
import { chatTexts, starterChips } from './chat-texts'
import { chatThreadProps } from './chat-thread-props'
import { EarlierMessages } from './earlier-messages'
import { MessageList } from './message-list'
import { useBeckyChat } from './use-becky-chat'

const planFailure = 'Failed to generate career plan. Please try again in a moment.'

/** The plan as Becky's message; without a diagnostic, her invitation to take it. */
async function planMessage(): Promise<string> {
  try {
    return formatCareerPlanMessage((await generateCareerPlan()).data)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return formatCareerPlanMessage(buildCareerPlan(null))
    }
    console.error('Failed to generate career plan', error)
    return planFailure
  }
}

export interface AgentChatProps {
  initialMessages: UiMessage[]
  /** Stored messages older than the first one shown exist. */
  olderStored?: boolean
  /** A suggested question to put in the empty message box, for the person to send or change. */
  prefill?: string | undefined
}

/**
 * The agent demo's coaching chat: starter chips, Generate Plan, a textarea where Enter sends and
 * Shift+Enter adds a line. Each reply refreshes the memory panel.
 */
export function AgentChat({ initialMessages, olderStored = false, prefill }: AgentChatProps) {
  const queryClient = useQueryClient()
  const [hasOlder, setHasOlder] = useState(olderStored)
  const inputId = useId()
  const [draft, setDraft] = useChatDraft('coaching')
  const [planning, setPlanning] = useState(false)
  const chat = useBeckyChat({
    initialMessages,
    buildRequest: (message) => ({ message, sessionType: 'coaching' }),
    failureText: (error) => {
      // Spec section 8: logged only; the typing indicator clears.
      console.error(chatTexts.agentFailureLog, error)
      return null
    },
    emptyText: chatTexts.emptyResponse,
    onReply: () => void refreshCoachingMemory(queryClient),
  })
  const canSend = messageToSend(draft) !== null && !chat.sending
  const input = useRef<HTMLTextAreaElement>(null)
  // Once: a suggestion fills an empty box and takes the focus; a half-typed draft is kept.
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || prefill === undefined) return
    prefilled.current = true
    if (draft === '') setDraft(prefill)
    input.current?.focus()
  }, [prefill, draft, setDraft])

  const submit = (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault()
    if (!canSend) return
    setDraft('')
    void chat.send(draft)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  const generatePlan = async () => {
    setPlanning(true)
    const content = await planMessage()
    chat.append({
      id: newMessageId('plan'),
      role: 'assistant',
      content,
      timestamp: new Date().toISOString(),
    })
    setPlanning(false)
  }

  return (
    <Card className="flex h-[min(44rem,calc(100dvh-11rem))] min-h-[28rem] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5 sm:py-4">
        {/* May wrap to two lines on a 320 px phone, so Generate Plan keeps the card's width. */}
        <h2 className="min-w-0 text-base font-semibold text-ink sm:text-lg">Chat with Becky</h2>
        <Button
          variant="secondary"
          size="md"
          className="shrink-0 whitespace-nowrap"
          loading={planning}
          disabled={chat.sending}
          onClick={() => void generatePlan()}
        >
          {/* Dropped on the narrowest phones so the button keeps its line. */}
          <Icon name="target" size={18} className="hidden min-[24rem]:block" />
          Generate Plan
        </Button>
      </div>
      <MessageList
        label="Coaching conversation"
        className="flex-1 px-4 py-4 sm:px-5"
        {...chatThreadProps(chat)}
        top={
          <EarlierMessages
            channel="coaching"
            oldestId={chat.messages[0]?.id}
            hasMore={hasOlder}
            onLoaded={(older, more) => {
              chat.prepend(older)
              setHasOlder(more)
            }}
          />
        }
      />
      <div className="border-t border-slate-100 px-4 py-3 sm:px-5 sm:py-4">
        {/* One row that scrolls sideways on a phone, so the chips never take the messages' room. */}
        <div
          role="group"
          aria-label="Conversation starters"
          className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
        >
          {starterChips.map((chip) => (
            <button
              key={chip.label}
              type="button"
              disabled={chat.sending}
              onClick={() => void chat.send(chip.message)}
              className="min-h-11 shrink-0 rounded-full border border-brand-200 bg-brand-50 px-4 text-sm font-medium text-brand-700 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-9"
            >
              {chip.label}
            </button>
          ))}
        </div>
        <form onSubmit={submit} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message Becky
          </label>
          <textarea
            ref={input}
            id={inputId}
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={chat.sending}
            placeholder={chatTexts.placeholder}
            aria-describedby={`${inputId}-hint`}
            maxLength={4000}
            className="max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-xl border border-slate-300 bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-50"
          />
          <Button type="submit" disabled={!canSend} aria-label="Send message">
            <Icon name="send" size={18} />
          </Button>
        </form>
        {/* Keyboard help; a phone's keyboard has its own send key. */}
        <p id={`${inputId}-hint`} className="mt-2 hidden text-xs text-muted sm:block">
          Enter sends, Shift+Enter adds a new line.
        </p>
      </div>
    </Card>
  )
}
