import { scoreCues } from '@/domain/coaching'
import type { SituationCard } from '../situations'
import { letterWords, minScore, threadTurnWords } from './score-levels'
import type { Understanding } from './understanding-types'
import { cardIds } from '../situations/card-ids'

const harassmentCard = cardIds.discrimination_harassment
const payback =
  / (retaliat\w*|punish\w*|payback|get back at me|hold (it|this|that) against me|held against me) /g

/**
 * "What if they retaliate against me for complaining?" inside a dispute over leads, pay or an
 * unethical ask fears payback for raising that dispute: it is more of the dispute, answered on its
 * card, not a harassment report. Retaliation words are the harassment card's only reason to lead;
 * with harassment or bias words of its own the turn does open that card.
 */
export function fearsPayback(u: Understanding, thread: SituationCard | undefined): boolean {
  if (thread?.area !== 'triage' || thread.id === harassmentCard) return false
  if (u.card?.id !== harassmentCard || u.input.words > threadTurnWords) return false
  const rest = u.input.text.replace(payback, ' ')
  return rest !== u.input.text && scoreCues(rest, u.card.cues) < minScore
}

/**
 * "What does my comp plan need to say for me to have a case?" inside a dispute over unpaid
 * commission is about the dispute, though "comp plan" finds the card on how pay works: a short
 * turn on pay words, with no new trouble of its own, stays on the pay dispute.
 */
export function payTalkInDispute(u: Understanding, thread: SituationCard | undefined): boolean {
  if (!(thread?.signals ?? []).includes('pay_dispute')) return false
  if (u.card?.area !== 'pay' || u.input.words > letterWords) return false
  return u.signals.every((signal) => signal === 'pay_dispute')
}

const explainerCards: ReadonlySet<string> = new Set([
  cardIds.salary_by_role,
  cardIds.role_explainer,
  cardIds.pay_structure,
])
// "How much would I make?" in a bartender's move into sales asks what the move pays.
const pointsAtThread = / (they|them|those|that|it|this) | (would|will|could) i (make|earn) /
const asideWords = 8

/**
 * "How much do they make?" in a talk about a nurse moving into device sales is answered, but it
 * is an aside: the next turn ("how do I find people to talk to?") is about the move again.
 */
export function explainerAside(u: Understanding, thread: SituationCard | undefined): boolean {
  if (thread === undefined || thread.area === 'triage' || thread.area === 'conversation')
    return false
  const id = u.card?.id ?? ''
  return (
    explainerCards.has(id) &&
    !explainerCards.has(thread.id) &&
    u.input.words <= asideWords &&
    u.entities.roles.length === 0 &&
    pointsAtThread.test(u.input.text)
  )
}
