import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { useCoachModel } from '@/api/coach-model'
import { BeckyAvatar } from '@/components/becky-avatar'
import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { messageToSend } from './chat-state'
import { useChatDraft } from './chat-drafts'
import { chatTexts } from './chat-texts'
import { chatThreadProps } from './chat-thread-props'
import { MessageList } from './message-list'
import { ModelPanel } from './model-panel'
import type { useBeckyChat } from './use-becky-chat'
import { useKeyboardViewport } from './use-keyboard-viewport'

export interface WidgetPanelProps {
  id: string
  chat: ReturnType<typeof useBeckyChat>
  onClose: () => void
}

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-slate-100 hover:text-ink aria-pressed:bg-brand-50 aria-pressed:text-brand-700'

/**
 * The open chat: full-screen under 640px (and shrunk above the on-screen keyboard), a floating
 * card above the button from 640px. Not modal: the page stays usable beside it on larger screens.
 */
export function WidgetPanel({ id, chat, onClose }: WidgetPanelProps) {
  const titleId = useId()
  const subtitleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useChatDraft('widget')
  const [showModel, setShowModel] = useState(false)
  const keyboard = useKeyboardViewport(true)
  // Opening the chat is when an earlier opt-in brings the on-device model back.
  useCoachModel()
  const canSend = messageToSend(draft) !== null && !chat.sending

  // Focus the input on open, and again once a reply has arrived (it is disabled while sending).
  useEffect(() => {
    if (!chat.sending && !showModel) input.current?.focus()
  }, [chat.sending, showModel])

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSend) return
    setDraft('')
    void chat.send(draft)
  }

  // Escape anywhere in the panel closes it (the widget then returns focus to its button).
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = panel.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onClose()
    }
    element?.addEventListener('keydown', onKeyDown)
    return () => element?.removeEventListener('keydown', onKeyDown)
  }, [onClose])

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      ref={panel}
      className={cx(
        'fixed inset-0 z-50 flex flex-col overflow-hidden bg-surface',
        'sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96',
        'sm:rounded-card sm:border sm:border-slate-200 sm:shadow-card',
      )}
      style={keyboard ? { top: keyboard.top, height: keyboard.height, bottom: 'auto' } : undefined}
    >
      <div className="flex items-center gap-3 border-b border-slate-100 bg-brand-50/60 px-4 py-3">
        <BeckyAvatar size="small" alt="" className="size-10" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-ink">
            {chatTexts.name}
          </h2>
          <p id={subtitleId} className="text-sm text-muted">
            {chatTexts.subtitle}
          </p>
        </div>
        <button
          type="button"
          aria-pressed={showModel}
          aria-label="On-device AI"
          title="On-device AI"
          onClick={() => setShowModel((v) => !v)}
          className={iconButton}
        >
          <Icon name="sparkles" />
        </button>
        <button type="button" aria-label="Close chat" onClick={onClose} className={iconButton}>
          <Icon name="x" />
        </button>
      </div>
      {showModel ? (
        <div className="flex-1 overflow-y-auto p-4">
          <ModelPanel level={3} />
          <button
            type="button"
            onClick={() => setShowModel(false)}
            className="mt-4 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Back to the chat
          </button>
        </div>
      ) : (
        <MessageList
          label="Conversation with Becky"
          className="flex-1 px-4 py-4"
          {...chatThreadProps(chat)}
        />
      )}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-100 p-3">
        <input
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={chat.sending}
          placeholder={chatTexts.placeholder}
          aria-label="Message Becky"
          maxLength={4000}
          enterKeyHint="send"
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-surface px-3.5 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-50"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Icon name="send" size={18} />
        </button>
      </form>
    </div>
  )
}
