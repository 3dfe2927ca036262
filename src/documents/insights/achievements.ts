/**
 * Achievements: every measurable bullet (a number that is not just a year, %, $, quota words...)
 * plus every line under an Awards heading. Uncapped: the UI decides how many to show. A job's
 * header line ("Software Engineer Intern   Summer 2022") is never one, even when it carries a
 * number. DOCX text carries no bullet glyphs (Word keeps them in numbering), so in the experience
 * section a sentence-length line counts as a bullet too.
 */
import { awardSubheading, measurableWords } from '../data/achievement-words'
import { durationPattern } from '../data/date-words'
import { MAX_TITLE_WORDS } from '../data/role-words'
import type { ResumeSections } from '../document-types'
import { FIELD_GAP } from '../layout/group-lines'
import { findDateRanges, withoutDateRanges } from './date-ranges'
import { cleanLine, isBullet, isContinuation, wordCount } from './line-shapes'

const MIN_SENTENCE_WORDS = 3
/** An upper-case wrapped line is this long at least; a company line is shorter. */
const CONTINUATION_WORDS = 6

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const WORDS = new RegExp(`\\b(?:${measurableWords.map(escape).join('|')})`, 'iu')
const AWARD_SUBHEADING = awardSubheading
/** A contact row (phone, e-mail, web address) is never an achievement, digits or not. */
const CONTACT = /\S@\S|https?:|www\./u
// "2000+ databases" is a count, not a year.
const YEARS = /(?<![\d.,])(?:19|20)\d{2}(?![\d.,%+])/g

export function isMeasurable(text: string): boolean {
  const withoutYears = withoutDateRanges(text).replace(YEARS, ' ')
  return /\d|[%$€£]/u.test(withoutYears) || WORDS.test(text)
}

/** A job header: a date range with only a few words (title, company, place) beside it. */
function isHeaderLine(line: string, now: Date): boolean {
  if (findDateRanges(line, now).length === 0) return false
  return wordCount(cleanLine(withoutDateRanges(line))) <= MAX_TITLE_WORDS + 4 && !isBullet(line)
}

/** Dates or a duration set in a gutter column beside a bullet ("• Built ...   June 2023 – present"). */
function withoutGutterDate(line: string, now: Date): string {
  const at = line.lastIndexOf(FIELD_GAP)
  if (at < 0) return line
  const tail = line.slice(at)
  return findDateRanges(tail, now).length || durationPattern.test(tail) ? line.slice(0, at) : line
}

/**
 * A wrapped line of an open bullet: a lower-case start, or, among bullet glyphs, a long line after
 * an unfinished one.
 */
function continues(previous: string, line: string, linesAreBullets: boolean, now: Date): boolean {
  if (isBullet(line) || findDateRanges(line, now).length) return false
  if (isContinuation(line)) return true
  // Without bullet glyphs (Word) every line is a point of its own.
  if (!linesAreBullets) return false
  // A line with a layout gap is a header ("NVIDIA Research, Research Intern   Santa Clara, CA").
  if (line.includes(FIELD_GAP)) return false
  return !/[.!?]$/.test(previous) && wordCount(line) >= CONTINUATION_WORDS
}

/** Bullet lines with their wrapped continuation lines joined back on. */
function bulletPoints(lines: readonly string[], sentencesCount: boolean, now: Date): string[] {
  const points: string[] = []
  let open = false
  for (const raw of lines) {
    const line = withoutGutterDate(raw, now)
    if (open && continues(points.at(-1) ?? '', line, !sentencesCount, now)) {
      points[points.length - 1] = `${points.at(-1) ?? ''} ${cleanLine(line)}`
      continue
    }
    const sentence =
      sentencesCount &&
      wordCount(line) >= MIN_SENTENCE_WORDS &&
      findDateRanges(line, now).length === 0
    open = (isBullet(line) && !isHeaderLine(line, now)) || sentence
    if (open) points.push(cleanLine(line))
  }
  return points
}

const isAwardLine = (line: string): boolean => line !== '' && !AWARD_SUBHEADING.test(line)

/** "Awards: 1st CorCTF 2024 ($1337)" inside a skills or other section is an award too. */
const AWARDS_LABEL = /^\s*(?:awards?|honou?rs|honou?rs and awards|achievements)\s*:\s*(?=\S)/iu
const labelledAwards = (sections: ResumeSections): string[] =>
  [...sections.skills, ...sections.summary, ...sections.other]
    .map(cleanLine)
    .filter((line) => AWARDS_LABEL.test(line))
    .map((line) => line.replace(AWARDS_LABEL, ''))

export function achievements(sections: ResumeSections, now: Date): string[] {
  // Word keeps bullets in numbering: only a section without any bullet glyph reads sentences.
  const sentencesCount = !sections.experience.some(isBullet)
  // A resume with no bullet glyph in its jobs has none in its projects either (builders' HTML).
  const fromBullets = [
    ...bulletPoints(sections.experience, sentencesCount, now),
    ...bulletPoints([...sections.header, ...sections.summary], false, now),
    ...bulletPoints(sections.other, sentencesCount, now),
  ].filter((point) => isMeasurable(point) && !CONTACT.test(point))
  const awards = [
    ...sections.awards.map(cleanLine).filter(isAwardLine),
    ...labelledAwards(sections),
  ]
  return [...new Set([...fromBullets, ...awards])]
}
