import type { ChatMessage } from '@/domain/coaching'
import type { Reading } from '../reader/compiled-reader'
import { currentReader } from '../reader/shipped-reader'
import { cardFor, type SituationCard } from '../situations'
import { understand, type Understanding } from '../understand'
import { readerFloor, readerSure, weighReadings, type Verdict } from '../understand/doubt'
import { practicalCard } from './distress-reading'
import { replyCard } from './reply-card'
import { cardIds } from '../situations/card-ids'

/**
 * The reader's view of a turn inside a conversation: the person's earlier turns and this one,
 * read as one text. A short follow-up ("and if my current company counters?") carries little on
 * its own; read with what came before, it lands on the conversation's subject. On the dev
 * conversations (tests/coach-conversations/dev.json) the reader's top reading matched the
 * expected thread on 40.6% of turns read alone and on 57.0% read this way. A message that changes
 * the subject is read alone.
 */
export function readInConversation(
  message: string,
  history: readonly ChatMessage[],
  freshSubject: boolean,
): Reading[] | undefined {
  const reader = currentReader()
  if (reader === undefined) return undefined
  // A detour answered as off topic ("what should I make for dinner?") is no part of the story.
  const detour = cardFor(cardIds.off_topic)?.answer ?? '\u0000'
  const earlier = history.filter(
    (m, i) => m.role === 'user' && !(history[i + 1]?.content.includes(detour) ?? false),
  )
  return reader.read([...(freshSubject ? [] : earlier.map((m) => m.content)), message].join(' '))
}

/**
 * The message read alone decides; only when that would leave Becky asking does the conversation's
 * reading get a say. Read in context always, the conversation pulled new questions back to the old
 * subject ("give me an opener" after a rude prospect): dev turns on thread fell from 98 to 97.
 */
export function weighInContext(
  u: Understanding,
  alone: readonly Reading[] | undefined,
  inContext: readonly Reading[] | undefined,
  thread: SituationCard | undefined,
): Verdict {
  // The reader sure of the thread itself against a weak rule with no signal ("i cant keep paying
  // him to tell me that" in a non-compete had found burnout): the thread.
  const [top] = alone ?? []
  const sureOfThread = top !== undefined && top.label === thread?.id && top.p >= readerSure
  if (thread && sureOfThread && u.confidence < readerSure && u.signals.length === 0)
    return { kind: 'answer', card: thread, readings: [thread] }
  const verdict = weighReadings(u, alone)
  if (verdict.kind === 'answer' || inContext === undefined) return verdict
  // Dark words earlier in the conversation pull its reading to the crisis card; only this
  // message's own words (the safety rules) may lead there again ("if I quit early they repo the
  // system" after "I want to hang myself half the time" is about the contract, not a crisis).
  const context = inContext.filter((r) => cardFor(r.label)?.safety !== 'crisis')
  // Read with the conversation, the message belongs to the thread more than to the card the
  // rules found: it stays there ("how do I push without being annoying?" about a promotion,
  // whatever a prospect card's cue found).
  if (
    thread !== undefined &&
    thread.safety !== 'crisis' &&
    threadLeads(context, thread, u.card?.id)
  )
    return {
      kind: 'answer',
      card: thread,
      readings: [thread, ...verdict.readings.filter((card) => card.id !== thread.id)],
    }
  return weighReadings(u, context)
}

/** Readings of the conversation that count as leading. */
const leadingReadings = 3

/**
 * The conversation's top reading is the thread, or a card of the thread's own area (a promotion
 * asked for, in a talk about a promotion that slips) while the rules' card is not among the top.
 */
function threadLeads(
  inContext: readonly Reading[],
  thread: SituationCard,
  rulesId?: string,
): boolean {
  const top = inContext.slice(0, leadingReadings).map((r) => r.label)
  if (top[0] === thread.id) return true
  const first = top[0] === undefined ? undefined : cardFor(top[0])
  return first?.area === thread.area && (rulesId === undefined || !top.includes(rulesId))
}

/** The reader is this sure of a practical card before a turn with no card of its own is put on it. */
const topicFloor = 0.3

/** The practical card a conversation's reading puts a bare question on ("should I report him?"). */
export function topicInConversation(
  message: string,
  history: readonly ChatMessage[],
): SituationCard | undefined {
  // Care turns in between blur the reading ("should I start looking now?" after a PIP, then
  // tears; "how do I file for unemployment?" after a layoff, then "I don't know where to
  // start"): the practical card Becky last answered on is what the question is about.
  const last = lastPracticalReply(history)
  if (last !== undefined) return last
  const [top] = readInConversation(message, history, false) ?? []
  const card = top !== undefined && top.p >= topicFloor ? cardFor(top.label) : undefined
  return card !== undefined && practicalCard(card) ? card : undefined
}

function lastPracticalReply(history: readonly ChatMessage[]): SituationCard | undefined {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const m = history[i]
    const card = m?.role === 'assistant' ? replyCard(m.content) : undefined
    if (card !== undefined && practicalCard(card)) return card
  }
  return undefined
}

/** Rules this sure of the question and its detail read together are the guess after a menu. */
const sureRules = 0.9

/**
 * The card to answer when a message after a menu is still torn (a second menu would lose the
 * person): the conversation's reading; but spread thin (below the floor) it is no guess, and the
 * rules' reading of the question and its detail together is ("commission only, uncapped
 * earnings" after a door-knocking story), as it is when the rules are sure of both.
 */
export function guessAfterMenu(
  inContext: readonly Reading[] | undefined,
  detail: string | undefined,
): string | undefined {
  const best = inContext?.[0]
  const joined = detail === undefined ? undefined : understand(detail)
  const spread = (best?.p ?? 0) < readerFloor
  return spread || (joined?.confidence ?? 0) >= sureRules ? joined?.card?.id : best?.label
}
