import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { BeckyAvatar } from '@/components/becky-avatar'
import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { offeredReadings } from '@/domain/coaching'
import { practiceOfferFor, type PracticeOffer } from '@/domain/practice'
import type { UiMessage } from './chat-state'
import { chatTexts } from './chat-texts'
import { MessageText } from './message-text'

function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 self-start">
      <BeckyAvatar size="small" alt="" className="size-8 shrink-0" />
      <span
        className="flex gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3"
        aria-hidden="true"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
            style={{ animationDelay: `${String(delay)}ms` }}
          />
        ))}
      </span>
      <span className="sr-only">Becky is typing…</span>
    </div>
  )
}

/** "Let's practise a cold call" gets a way into the practice room under Becky's answer. */
function PracticeLink({ offer }: { offer: PracticeOffer }) {
  return (
    <Link
      to="/practice"
      search={offer.scenarioId === undefined ? {} : { scenario: offer.scenarioId }}
      className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2"
    >
      Practise it now: {offer.title}
    </Link>
  )
}

function Bubble({ message, offer }: { message: UiMessage; offer: PracticeOffer | null }) {
  const mine = message.role === 'user'
  return (
    <li
      data-message-id={message.id}
      className={cx('flex max-w-[85%] flex-col gap-1', mine ? 'self-end' : 'self-start')}
    >
      <span className="sr-only">{mine ? 'You said:' : 'Becky said:'}</span>
      <div
        className={cx(
          'rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed',
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-ink',
        )}
      >
        <MessageText text={message.content} />
      </div>
      {message.fallback === true && (
        <p className="flex items-start gap-1.5 text-xs text-amber-800">
          <Icon name="info" size={14} className="mt-px shrink-0" />
          {chatTexts.fallbackNote}
        </p>
      )}
      {message.onDevice === true && message.fallback !== true && (
        <p className="text-xs text-muted">{chatTexts.onDeviceNote}</p>
      )}
      {offer && <PracticeLink offer={offer} />}
    </li>
  )
}

export interface MessageListProps {
  messages: readonly UiMessage[]
  typing: boolean
  /** Read out once per finished reply (the list itself stays quiet while a reply streams in). */
  announcement: string
  label: string
  className?: string
  /** Above the first message: the control that loads earlier messages, when there are any. */
  top?: ReactNode
  /** Sends a reading picked from Becky's latest clarifying question; no buttons without it. */
  onPick?: (option: string) => void
  /** A reply is on its way: the reading buttons wait for it. */
  busy?: boolean
}

/** A clarifying reply's readings as buttons: one tap answers "Do you mean ...?". */
function ReadingChoices({
  options,
  disabled,
  onPick,
}: {
  options: readonly string[]
  disabled: boolean
  onPick: (option: string) => void
}) {
  return (
    <div role="group" aria-label="Pick what you mean" className="flex flex-wrap gap-2 self-start">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          disabled={disabled}
          onClick={() => onPick(option)}
          className="min-h-11 rounded-full border border-brand-200 bg-brand-50 px-4 text-left text-sm font-medium text-brand-700 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-9"
        >
          {option}
        </button>
      ))}
    </div>
  )
}

/** Room left above the question when a long reply is pinned under it. */
const pinGap = 8

/**
 * Where to scroll for the newest message: the bottom, unless Becky's latest reply is taller than
 * the box. Then the question stays at the top, so on a phone the reply is read from its first
 * line instead of from "Next step" upwards (and a streaming reply does not drag the reader down).
 */
function latestScrollTop(box: HTMLElement, pinId: string | undefined): number {
  if (pinId === undefined) return box.scrollHeight
  const bubble = box.querySelector(`[data-message-id="${CSS.escape(pinId)}"]`)
  if (!bubble) return box.scrollHeight
  const top = bubble.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop
  const fits = box.scrollHeight - top <= box.clientHeight
  return fits ? box.scrollHeight : Math.max(0, top - pinGap)
}

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function MessageList({
  messages,
  typing,
  announcement,
  label,
  className,
  top,
  onPick,
  busy = false,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)
  const first = messages[0]
  const seen = useRef({ firstId: first?.id, lastId: last?.id, height: 0 })
  // A clarifying question's readings, offered as buttons under Becky's latest reply.
  const readings = last?.role === 'assistant' ? offeredReadings(last.content) : []
  const question = messages.at(-2)
  // Becky's latest reply pins the question that asked for it.
  const pinId = last?.role === 'assistant' && question?.role === 'user' ? question.id : undefined
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const before = seen.current
    // Earlier messages loaded above: keep the reader where they were instead of jumping down.
    const grewAbove =
      before.lastId === last?.id && before.firstId !== first?.id && before.height > 0
    if (grewAbove) box.scrollTop += box.scrollHeight - before.height
    else box.scrollTop = latestScrollTop(box, pinId)
    seen.current = { firstId: first?.id, lastId: last?.id, height: box.scrollHeight }
  }, [messages.length, first?.id, last?.id, last?.content, typing, pinId])

  return (
    <div
      ref={scroller}
      role="region"
      aria-label="Messages"
      // Keyboard users must be able to scroll the conversation (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx('flex flex-col gap-3 overflow-y-auto', className)}
    >
      {top}
      <ol aria-label={label} className="flex flex-col gap-3">
        {messages.map((message, index) => {
          const asked = messages[index - 1]
          const offer =
            message.role === 'assistant' && asked?.role === 'user'
              ? practiceOfferFor(asked.content, earlierAsks(messages, index - 1))
              : null
          return <Bubble key={message.id} message={message} offer={offer} />
        })}
      </ol>
      {onPick && readings.length > 0 && (
        <ReadingChoices options={readings} disabled={busy} onPick={onPick} />
      )}
      {typing && <TypingIndicator />}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** The person's messages before `index`, newest first: what "practise it with me" refers to. */
function earlierAsks(messages: readonly UiMessage[], index: number): string[] {
  return messages
    .slice(0, Math.max(0, index))
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .reverse()
}
