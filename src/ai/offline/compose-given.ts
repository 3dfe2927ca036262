import { composeAnswer, leads, type ComposeContext } from './compose-answer'
import { targetCheck } from './compose-target'
import { composeDistress } from './compose-distress'
import { withName } from './reply-parts'
import type { SituationCard } from './situations'
import { targetGapOf } from './understand'
import { cardIds } from './situations/card-ids'

/**
 * The reply to an answer to Becky's question back ("30 days, 12 meetings, I usually do 5"). Inside
 * a PIP, the target is set against the person's own figure and judged; elsewhere the thread's
 * card answers again with what it has not said yet.
 */

/** The name and lead-in a reply opens with ("Sam, short answer: "), dropped after a bridge. */
const leadIns = leads.filter((lead) => lead !== '').join('|')
const withoutOpening = new RegExp(`^(?:[^,\\n]{1,40}, )?(?:${leadIns})?(.)`, 'i')

export function composeGiven(thread: SituationCard, c: ComposeContext, freeOnly: boolean): string {
  const gap = thread.id === cardIds.pip ? targetGapOf(c.u.input.text, c.u.entities) : undefined
  if (gap) return targetCheck(gap, c.profile.name)
  // "Is it the activity itself, the number or the product?" answered with the activity ("the
  // cold calling, 100 dials a day"): the advice for that activity, framed as the cause.
  const cause = c.u.ranked[0]?.card
  // Told in care what weighs most ("it's the cold calling, 120 dials a day"): care that speaks of it.
  if (thread.id === cardIds.distress_general && cause?.area === 'skills')
    return composeDistress(c.u, c.history, c.profile.name)
  if (thread.id === cardIds.burnout && cause !== undefined && cause.area === 'skills') {
    const advice = composeAnswer(cause, c, true)
    return `${withName(c.profile.name, `then the work itself is the cause, so change how you do it, not only how much: start with ${cause.title}.`)}\n\n${advice.replace(withoutOpening, (_m, first: string) => first.toUpperCase())}`
  }
  return composeAnswer(thread, c, freeOnly)
}
