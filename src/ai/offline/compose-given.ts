import { composeAnswer, type ComposeContext } from './compose-answer'
import { targetCheck } from './compose-target'
import type { SituationCard } from './situations'
import { targetGapOf } from './understand'

/**
 * The reply to an answer to Becky's question back ("30 days, 12 meetings, I usually do 5"). Inside
 * a PIP, the target is set against the person's own figure and judged; elsewhere the thread's
 * card answers again with what it has not said yet.
 */

export function composeGiven(thread: SituationCard, c: ComposeContext, freeOnly: boolean): string {
  const gap = thread.id === 'pip' ? targetGapOf(c.u.input.text, c.u.entities) : undefined
  if (!gap) return composeAnswer(thread, c, freeOnly)
  return targetCheck(gap, c.profile.name)
}
