/**
 * Achievements: measurable bullet points (numbers, %, $, quota, attainment, President's Club),
 * plus every line under an Awards heading. DOCX text carries no bullet glyphs (Word keeps them in
 * numbering), so in the experience section a sentence-length line counts as a bullet too.
 */
import type { ResumeSections } from '../document-types'
import { findDateRanges } from './date-ranges'
import { cleanLine, isBullet, isContinuation, wordCount } from './line-shapes'

export const MAX_ACHIEVEMENTS = 10
const MIN_SENTENCE_WORDS = 5

const METRIC =
  /\d|[%$€£]|\bquota\b|\battainment\b|president[’']?s\s+club|\bclub\b|\baward|\branked\b|\bexceeded\b|\bsurpassed\b|\btop performer\b/iu

export const isMeasurable = (text: string): boolean => METRIC.test(text)

/** Bullet lines with their wrapped continuation lines joined back on. */
function bulletPoints(lines: readonly string[], sentencesCount: boolean, now: Date): string[] {
  const points: string[] = []
  let open = false
  for (const line of lines) {
    if (open && !isBullet(line) && isContinuation(line)) {
      points[points.length - 1] = `${points.at(-1) ?? ''} ${cleanLine(line)}`
      continue
    }
    const sentence =
      sentencesCount &&
      wordCount(line) >= MIN_SENTENCE_WORDS &&
      findDateRanges(line, now).length === 0
    open = isBullet(line) || sentence
    if (open) points.push(cleanLine(line))
  }
  return points
}

export function achievements(sections: ResumeSections, now: Date): string[] {
  const fromBullets = [
    ...bulletPoints(sections.experience, true, now),
    ...bulletPoints([...sections.header, ...sections.summary, ...sections.other], false, now),
  ].filter(isMeasurable)
  const awards = sections.awards.map(cleanLine).filter((line) => line !== '')
  return [...new Set([...fromBullets, ...awards])].slice(0, MAX_ACHIEVEMENTS)
}
