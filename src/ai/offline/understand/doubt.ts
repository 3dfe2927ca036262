import { cardFor, type SituationCard } from '../situations'
import type { Reading } from '../reader/compiled-reader'
import type { Understanding } from './index'
import { cardIds } from '../situations/card-ids'

/**
 * Doubt: two readers of one message, the precise rules (cues, triage) and the compiled reader
 * (examples). Becky answers when they agree or one is sure where a miss is dangerous; otherwise
 * she asks one short question naming the top readings. The thresholds are the only tuning here.
 */

export type Verdict =
  | { kind: 'answer'; card: SituationCard; readings: SituationCard[] }
  | { kind: 'ask'; readings: SituationCard[] }

/** The reader alone answers above this probability when the rules found nothing or disagree. */
const readerSure = 0.6
/**
 * The reader alone needs a message of at least this many words: "sales" or "help" carries too
 * little to be read with confidence, however peaked the reader's guess.
 */
const readerAloneWords = 3
/** Readings offered in a clarifying question. */
const readerTopN = 3
/** The rules' card is kept when the reader gives it at least this probability. */
const readerFloor = 0.15

/**
 * Rules win outright where a miss is dangerous: a safety card, or a triage signal that names it.
 * Off-topic is no such card: "how do I answer my dad at dinner" brushes its cue, and a refusal
 * where the reader is sure of a career topic loses the person.
 */
function preciseRule(u: Understanding, card: SituationCard): boolean {
  if (card.safety !== undefined) return true
  if (card.area === 'conversation') return card.id !== cardIds.off_topic
  return card.area === 'triage' && (card.signals ?? []).some((s) => u.signals.includes(s))
}

function cardsOf(ids: readonly string[]): SituationCard[] {
  return [...new Set(ids)].flatMap((id) => {
    const card = cardFor(id)
    return card && card.area !== 'conversation' ? [card] : []
  })
}

export function weighReadings(u: Understanding, read: readonly Reading[] | undefined): Verdict {
  const rules = u.card
  const top = (read ?? []).slice(0, readerTopN)
  const readings = cardsOf([...(rules ? [rules.id] : []), ...top.map((r) => r.label)])
  if (rules && (read === undefined || preciseRule(u, rules)))
    return { kind: 'answer', card: rules, readings }
  const first = top[0]
  if (rules && first?.label === rules.id) return { kind: 'answer', card: rules, readings }
  const ruleRank = top.find((r) => r.label === rules?.id)
  if (rules && ruleRank && ruleRank.p >= readerFloor)
    return { kind: 'answer', card: rules, readings }
  const enough = u.input.words >= readerAloneWords
  const sure = first && enough && first.p >= readerSure ? cardFor(first.label) : undefined
  if (sure && sure.area !== 'conversation') {
    return {
      kind: 'answer',
      card: sure,
      readings: cardsOf([sure.id, ...readings.map((c) => c.id)]),
    }
  }
  return { kind: 'ask', readings: readings.slice(0, 3) }
}
