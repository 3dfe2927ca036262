import { paragraphs, withName } from './reply-parts'
import { replyLines } from './reply-lines'
import type { TargetGap } from './understand'

/**
 * A PIP target set against the person's own figure ("12 meetings against your usual 5 is about
 * 2.4 times what you do now") and judged: reachable, a stretch, or a plan to prepare an exit for.
 */

/** "sql" reads "SQLs", "opp" "opportunities". */
const unitWords = (unit: string) =>
  /^sq[lo]$/.test(unit)
    ? `${unit.toUpperCase()}s`
    : unit.startsWith('opp')
      ? 'opportunities'
      : `${unit}s`

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

/**
 * The check in the person's own figures: a target against their usual, an attainment against the
 * one they have been at, or what is left of a plan against the pace so far (the data's templates).
 */
export function targetCheck(gap: TargetGap, name: string | undefined): string {
  const kind =
    gap.daysLeft !== undefined ? 'progress' : gap.unit === 'quota' ? 'attainment' : 'usual'
  const size = sizeOf(gap.ratio)
  const filled = { ...gap, units: unitWords(gap.unit), left: gap.target - gap.current, size }
  const check = Object.entries(filled).reduce(
    (text, [key, value]) => text.replaceAll(`{${key}}`, String(value)),
    gapLines.checks[kind],
  )
  return paragraphs([withName(name, check), verdictOf(gap.ratio)])
}

/** "Be honest, can I make it?" after the check: the same judgement, said once more in short. */
export function gapRecap(gap: TargetGap): string {
  const odds = gapLines.recapOdds[distanceOf(gap.ratio)] ?? ''
  return gapLines.recap.replace('{size}', sizeOf(gap.ratio)).replace('{odds}', odds)
}
