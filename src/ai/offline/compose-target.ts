import { paragraphs, withName } from './reply-parts'
import { replyLines } from './reply-lines'
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

/** How far the target is: within reach (0), a stretch (1) or documentation for an exit (2). */
const distanceOf = (ratio: number) => (ratio < 1.15 ? 0 : ratio < 1.6 ? 1 : 2)
const gapLines = replyLines.targetGap
const verdictOf = (ratio: number) => gapLines.verdicts[distanceOf(ratio)] ?? ''

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

/** "Be honest, can I make it?" after the check: the same judgement, said once more in short. */
export function gapRecap(gap: TargetGap): string {
  const odds = gapLines.recapOdds[distanceOf(gap.ratio)] ?? ''
  return gapLines.recap.replace('{size}', sizeOf(gap.ratio)).replace('{odds}', odds)
}
