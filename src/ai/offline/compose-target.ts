import { paragraphs, withName } from './reply-parts'
import type { TargetGap } from './understand'

/**
 * A PIP target set against the person's own figure ("12 meetings against your usual 5 is about
 * 2.4 times what you do now") and judged: reachable, a stretch, or a plan to prepare an exit for.
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

/** "100% of quota against the 60% you have been at": the same judgement for attainment. */
export function attainmentCheck(gap: TargetGap, name: string | undefined): string {
  return paragraphs([
    withName(
      name,
      `${gap.target.toString()}% of quota against the ${gap.current.toString()}% you have been at is ${sizeOf(gap.ratio)}.`,
    ),
    verdictOf(gap.ratio),
  ])
}
