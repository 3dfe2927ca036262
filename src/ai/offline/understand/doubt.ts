import { cardFor, type SituationCard } from '../situations'
import type { Reading } from '../reader/compiled-reader'
import type { Understanding } from './index'
import { cardIds } from '../situations/card-ids'
import { readerFloor } from './score-levels'

export { readerFloor }

/**
 * Doubt: two readers of one message, the precise rules (cues, triage) and the compiled reader
 * (examples). Becky answers when they agree or one is sure where a miss is dangerous; otherwise
 * she asks one short question naming the top readings. The thresholds are the only tuning here.
 */

export type Verdict =
  | { kind: 'answer'; card: SituationCard; readings: SituationCard[] }
  | { kind: 'ask'; readings: SituationCard[] }

/** The reader alone answers above this probability when the rules found nothing or disagree. */
export const readerSure = 0.6
/**
 * The reader alone needs a message of at least this many words: "sales" or "help" carries too
 * little to be read with confidence, however peaked the reader's guess.
 */
const readerAloneWords = 3
/** Readings offered in a clarifying question. */
const readerTopN = 3
/** Rules at or above this confidence are sure of their card. */
const rulesSure = 0.9

/**
 * Rules win outright where a miss is dangerous: a safety card, or a triage signal that names it.
 * A legal or ethical card needs its own signal: "what scares me is commission" brushes the
 * dispute card's cue, and a reader sure it is about how pay works should answer.
 * Off-topic is no such card: "how do I answer my dad at dinner" brushes its cue, and a refusal
 * where the reader is sure of a career topic loses the person.
 */
function preciseRule(u: Understanding, card: SituationCard): boolean {
  const signalled = (card.signals ?? []).some((s) => u.signals.includes(s))
  const dangerous = card.safety === 'crisis' || card.safety === 'distress'
  if (card.safety !== undefined) return dangerous || signalled || !card.signals
  if (card.area === 'conversation') return card.id !== cardIds.off_topic
  return card.area === 'triage' && signalled
}

const cardsOf = (ids: readonly string[]): SituationCard[] =>
  [...new Set(ids)].flatMap((id) => cardFor(id) ?? []).filter((c) => c.area !== 'conversation')

export function weighReadings(u: Understanding, read: readonly Reading[] | undefined): Verdict {
  const rules = u.card
  const top = (read ?? []).slice(0, readerTopN)
  const readings = cardsOf([...(rules ? [rules.id] : []), ...top.map((r) => r.label)])
  const ids = readings.map((c) => c.id)
  if (rules && (read === undefined || preciseRule(u, rules)))
    return { kind: 'answer', card: rules, readings }
  const first = top[0]
  const ruleRank = top.find((r) => r.label === rules?.id)
  if (rules && ruleRank && (ruleRank === first || ruleRank.p >= readerFloor))
    return { kind: 'answer', card: rules, readings }
  // Against rules sure of their card, a reader needs a little more to lead ("manager 0.18" for
  // a client who called the rep dishonest to his manager, which the rules read at 1.0).
  const floor = u.confidence >= rulesSure ? readerFloor * 2 : readerFloor
  const flat = first === undefined || first.p < floor
  const enough = u.input.words >= readerAloneWords
  const sure = first && enough && first.p >= readerSure ? cardFor(first.label) : undefined
  // Good news the reader is sure of ("booked 1 appointment!!") is met as such; other small talk
  // (thanks, off topic) from the reader alone could dismiss a real question.
  if (sure && (sure.area !== 'conversation' || sure.id === cardIds.celebration))
    return { kind: 'answer', card: sure, readings: cardsOf([sure.id, ...ids]) }
  // Rules the reader does not back lead no menu: "10% commission" in a bartender's story offered
  // "a commission dispute" first. The reader's first reading leads, the rules' card follows;
  // unless the reader is below the floor for every card: long stories, unlike the questions it
  // learned from, spread it thin ("pip 0.08" for an interview that turned into door knocking).
  // Answering the rules' card there too lost dev and holdout items (acceptable 92.1 to 91.7%).
  const lead = ruleRank || flat ? [] : [first.label]
  return { kind: 'ask', readings: cardsOf([...lead, ...ids]).slice(0, 3) }
}
