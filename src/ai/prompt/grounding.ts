import type { ChatMessage } from '@/domain/coaching'
import { type CoachInput, recentHistory } from '../coach-engine'
import { answerOffline } from '../offline/offline-coach'
import { groundingFor as cardGrounding } from '../offline/offline-engine'
import { cardFor, type SituationCard } from '../offline/situations'
import { threadCard, understand } from '../offline/understand'
import { appFacts } from './person-facts'

/**
 * What the offline coach hands the on-device model for one message: the shape of
 * `groundingFor` in `src/ai/offline/grounding-for.ts` (written by the offline side). Every text is
 * plain words, never an id: the model would repeat an id such as "pip" to the person.
 */
export interface CoachGrounding {
  /** Best first, plain words, no ids: a reading's title and the card's reviewed guidance. */
  readings: { title: string; guidance: string }[]
  /** The conversation's current topic in plain words. */
  thread?: string
  /** The person's own facts, plain sentences. */
  facts: string[]
  /** The conversation is in distress mode. */
  distress: boolean
  safety?: 'crisis' | 'distress' | 'legal' | 'ethical'
  /** Set when the offline safety rules must answer instead of the model (crisis, harm). */
  overrideText?: string
}

/*
 * ADAPTER, until src/ai/offline/grounding-for.ts exists. Then this whole section becomes
 *
 *   export { groundingFor as groundingForPrompt } from '../offline/grounding-for'
 *
 * (and CoachGrounding above a re-export of that file's type). Until then it builds the same
 * shape from what the offline coach offers today: its answer (readings, situation, text), the
 * matched card's guidance (`groundingFor` in offline-coach.ts), the thread and the triage
 * signals; the facts are the ones the app knows (`appFacts`), without facts from the conversation.
 */

const maxReadings = 3
const plain = (text: string) => text.replace(/\*\*/g, '')

/** A reading other than the matched one: its direct answer and first point, enough to compare. */
function shortGuidance(card: SituationCard): string {
  return [card.answer, card.points[0]]
    .filter((s): s is string => s !== undefined && s !== '')
    .map(plain)
    .join('\n')
}

function readingsOf(ids: readonly string[], input: CoachInput): CoachGrounding['readings'] {
  const matched = cardGrounding(input)
  return ids
    .flatMap((id) => {
      const card = cardFor(id)
      // Small talk (greetings, thanks) grounds nothing.
      if (!card || card.area === 'conversation') return []
      const guidance = matched?.situation === id ? matched.guidance : shortGuidance(card)
      return [{ title: card.title, guidance }]
    })
    .slice(0, maxReadings)
}

/** The thread after this message: the history read forward with the message as the last turn. */
function threadOf(input: CoachInput): SituationCard | undefined {
  const now: ChatMessage = { id: 'current', role: 'user', content: input.message, timestamp: '' }
  return threadCard([...recentHistory(input.history), now])
}

/** The offline coach's last net for dark words it could not place: the help line comes first. */
const helpLineFirst = /\b988\b/

export function groundingForPrompt(input: CoachInput): CoachGrounding | null {
  const answer = answerOffline(input)
  const answered = cardFor(answer.situation)
  const u = understand(input.message)
  const thread = threadOf(input)
  const crisis =
    answered?.safety === 'crisis' || (answer.clarifying && helpLineFirst.test(answer.text))
  // Distress stays while the conversation is still on it: a follow-up inside a distress thread.
  const distressThread =
    thread?.safety === 'distress' && (u.card === undefined || u.followUp !== null)
  const distress =
    crisis || answered?.safety === 'distress' || u.signals.includes('distress') || distressThread
  const safety = crisis ? 'crisis' : distress ? 'distress' : answered?.safety
  const grounding: CoachGrounding = {
    readings: readingsOf(answer.readings, input),
    ...(thread ? { thread: thread.title } : {}),
    facts: appFacts(input),
    distress,
    ...(safety ? { safety } : {}),
    ...(crisis ? { overrideText: answer.text } : {}),
  }
  const empty =
    grounding.readings.length === 0 && !thread && grounding.facts.length === 0 && !distress
  return empty ? null : grounding
}
