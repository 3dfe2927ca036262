import { composeAnswer, type ComposeContext } from './compose-answer'
import { paragraphs, withName } from './reply-parts'
import type { SituationCard } from './situations'
import { targetGapOf, type TargetGap } from './understand'

/**
 * The reply to an answer to Becky's question back ("30 days, 12 meetings, I usually do 5"). Inside
 * a PIP, the target is set against the person's own figure and judged; elsewhere the thread's
 * card answers again with what it has not said yet.
 */

const shouted = new Set(['sql', 'sqo'])
const plurals: Readonly<Record<string, string>> = {
  opp: 'opportunities',
  opportunity: 'opportunities',
}

function unitWords(unit: string): string {
  if (shouted.has(unit)) return `${unit.toUpperCase()}s`
  return plurals[unit] ?? `${unit}s`
}

function sizeOf(ratio: number): string {
  if (ratio < 1.15) return 'about what you do now'
  if (ratio < 1.6) return `about ${Math.round((ratio - 1) * 100)}% more than you do now`
  if (ratio < 2) return 'nearly twice what you do now'
  return `about ${(Math.round(ratio * 10) / 10).toString()} times what you do now`
}

/** What to do at each distance, from "within reach" to "documentation for an exit". */
function verdictOf(ratio: number): string {
  if (ratio < 1.15)
    return 'That is within your usual range, so it is reachable: protect the hours that produce it, log them daily and send a short weekly recap, so the progress is on record.'
  if (ratio < 1.6)
    return 'That is a stretch, but a reachable one: agree in writing which leading measures count (meetings held, pipeline), put your best hours on them, and start looking quietly in parallel.'
  return 'That is far beyond your usual numbers, so treat the plan as a possible exit: try, but plan the exit at the same time. Update your resume and start applying quietly this week, and ask HR whether severance is offered if the plan ends in an exit.'
}

export function targetCheck(gap: TargetGap, name: string | undefined): string {
  const units = unitWords(gap.unit)
  return paragraphs([
    withName(
      name,
      `${gap.target.toString()} ${units} against your usual ${gap.current.toString()} is ${sizeOf(gap.ratio)}.`,
    ),
    verdictOf(gap.ratio),
  ])
}

export function composeGiven(thread: SituationCard, c: ComposeContext, freeOnly: boolean): string {
  const gap = thread.id === 'pip' ? targetGapOf(c.u.input.text, c.u.entities) : undefined
  if (!gap) return composeAnswer(thread, c, freeOnly)
  return targetCheck(gap, c.profile.name)
}
