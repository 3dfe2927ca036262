import type { ChatMessage } from '@/domain/coaching'
import { scriptFor, type SituationCard } from './situations'
import {
  answersCareQuestion,
  asksOwnTopic,
  asksPractical,
  careReply,
  darkIn,
  inDistress,
  justMovedOn,
  practicalCard,
} from './dialogue/distress-reading'
import { topicInConversation } from './dialogue/context-reading'
import { answersInCare } from './compose-distress'
import { replyCard } from './dialogue/reply-card'
import { cardIds } from './situations/card-ids'
import { changesSubject, threadCard, understand, type Understanding } from './understand'

/** What one turn is, read once: the message, the person's last few, and whether it is distress. */
export interface Turn {
  u: Understanding
  earlier: Understanding[]
  /** The conversation is in distress, but this message asks a practical question of its own. */
  careAround: boolean
  /** The card such a question is about when only the conversation says so. */
  topic?: SituationCard
  /** Care itself answers this turn (compose-distress `answersInCare`). */
  inCare: boolean
}

const aboutOwnPath: ReadonlySet<string> = new Set(['what_to_say', 'instead', 'quit', 'if_not'])

export function readTurn(message: string, history: readonly ChatMessage[]): Turn {
  const u = understand(message)
  const earlier = history
    .filter((m) => m.role === 'user')
    .slice(-4)
    .map((m) => understand(m.content))
  // "What should I say to him?" in distress asks for words for a talk ahead: the thread's script,
  // with care around it, rather than care alone again.
  // So does "what if I just quit?" or "what else could I even do?": a question about the
  // person's own way out is answered, with care around it.
  const distressed = inDistress(u, earlier) && !darkIn(message)
  // On a thread of care alone ("how do I tell my manager?" after crying over a lost deal) the
  // words come from the care lines themselves: the care card's own script is about overwhelm.
  const thread = distressed ? threadCard(history) : undefined
  const careThread = thread !== undefined && !practicalCard(thread)
  const asksForWords =
    u.followUp !== null &&
    aboutOwnPath.has(u.followUp) &&
    !(careThread && u.followUp === 'what_to_say')
  // "Should I report him?" after crying over a manager's shouting: no card in the words alone,
  // but read with the conversation it is the manager's, answered with care around it. That holds
  // too when the question itself ends distress mode: the care reply just before is no topic.
  const lastReply = history.at(-1)?.role === 'assistant' ? (history.at(-1)?.content ?? '') : ''
  // A reply of care alone names no card; one with a card's answer is no care reply.
  const lastCard = lastReplyCard(history)
  const afterCare =
    lastCard?.id === cardIds.distress_general || (lastCard === undefined && careReply(lastReply))
  // "Is that even possible?" about the targets of a PIP named in tears asks about the PIP.
  // "Sorry, totally random, but is 12 too young for a phone?" is a detour, no question of the story.
  const ownQuestion = (u.followUp ?? 'realistic') === 'realistic' && !changesSubject(u)
  const topic =
    (distressed || afterCare) && u.card === undefined && ownQuestion && asksPractical(u)
      ? topicInConversation(message, history)
      : distressed && u.card === undefined
        ? eventOfFigures(u, earlier)
        : undefined
  const told = answersCareQuestion(u, lastReply)
  // Care has the answer ("should I email them and apologize?" after hanging up in a panic):
  // the turn stays in care, though its words find a card of their own.
  const onThread = threadCard(history)
  const ownWords = onThread !== undefined && scriptFor(onThread.id, message) !== onThread.script
  const inCare = answersInCare(message, history) && !ownWords
  const careAround =
    !inCare &&
    ((distressed && (asksOwnTopic(u) || asksForWords || topic !== undefined || told)) ||
      (!distressed && (justMovedOn(u, earlier) || topic !== undefined)))
  return { u, earlier, careAround, topic, inCare }
}

/**
 * "I have 30 days to book 15 meetings" after "I just got put on a PIP and I can't stop shaking":
 * the figures of the event the person named are met on its card, with care around, not care alone.
 */
function eventOfFigures(u: Understanding, earlier: readonly Understanding[]) {
  if (u.entities.numbers.length === 0) return undefined
  // The event itself was named (its triage signal raised), not merely a card its words found.
  const named = earlier.findLast(
    (e) =>
      e.card?.area === 'triage' &&
      practicalCard(e.card) &&
      (e.card.signals ?? []).some((signal) => e.signals.includes(signal)),
  )
  return named?.card
}

function lastReplyCard(history: readonly ChatMessage[]): SituationCard | undefined {
  const last = history.at(-1)
  return last?.role === 'assistant' ? replyCard(last.content) : undefined
}
