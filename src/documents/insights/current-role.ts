/**
 * Current role: the newest job by its dates (ongoing first, then the latest end and start), and
 * of the fields around those dates the one scoring best as a title (data/title-features.ts): a
 * title word, its place beside the dates, its length; a company or a place scores down. A digit
 * is fine ("8th Grade Science Teacher"). Without dated jobs, the headline under the name stands
 * in, and `roleSource` says so.
 */
import { titleAcronyms, titleWords } from '../data/role-words'
import {
  companyWords,
  MAX_TITLE_FIELD_WORDS,
  MIN_TITLE_SCORE,
  placeWords,
  stateCodes,
  titleScores,
} from '../data/title-features'
import type { ResumeSections } from '../document-types'
import { exactHeadingKind } from '../layout/split-sections'
import { findDateRanges, openStart, withoutDateRanges, type MonthRange } from './date-ranges'
import { isBullet, wordCount } from './line-shapes'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordsPattern = (words: readonly string[], flags: string): RegExp =>
  new RegExp(`(?<![\\p{L}])(?:${words.map(escape).join('|')})(?![\\p{L}])`, flags)
const TITLE_WORD = wordsPattern(titleWords, 'iu')
const TITLE_ACRONYM = wordsPattern(titleAcronyms, 'u')
const COMPANY = wordsPattern(companyWords, 'iu')
const PLACE = wordsPattern(placeWords, 'iu')

// Fields of a job line: "Title, Company | City   Dates", "Title at Company", "Company — Title".
const FIELD_SEPARATORS = /\s*(?:\||•|·|—|–|\s-\s|,|;|\(|\)|\bat\b|@|\s{3,}|\t)\s*/u
const NOT_A_TITLE = /[%$€£]|\d{3,}|https?:|www\.|\S@\S/u
const NEIGHBOURHOOD = [0, -1, 1, -2, 2]

export interface RoleResult {
  role: string
  source: 'job' | 'headline'
}

function fieldsOf(line: string): string[] {
  return withoutDateRanges(line)
    .split(FIELD_SEPARATORS)
    .map((field) => field.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[\s:.;,-]+$/, ''))
    .filter((field) => field !== '' && /\p{L}/u.test(field) && !NOT_A_TITLE.test(field))
}

export function titleScore(field: string, offset: number): number {
  const words = wordCount(field)
  if (words > MAX_TITLE_FIELD_WORDS) return -Infinity
  const s = titleScores
  let score = offset === 0 ? s.sameLine : s.perLineAway * Math.abs(offset)
  if (TITLE_WORD.test(field) || TITLE_ACRONYM.test(field)) score += s.titleWord
  if (words <= 8) score += s.titleLength
  if (COMPANY.test(field)) score += s.company
  if (PLACE.test(field) || stateCodes.test(field)) score += s.place
  if (/^\p{Ll}/u.test(field) || /\.\s*$/.test(field)) score += s.prose
  return score
}

/** The job title of the job dated on `lines[index]`: its own line or a neighbouring one. */
export function titleNear(lines: readonly string[], index: number): string | undefined {
  let best: { field: string; score: number } | undefined
  for (const offset of NEIGHBOURHOOD) {
    const line = lines[index + offset]
    if (line === undefined || isBullet(line)) continue
    // Another job's dates belong to another job.
    if (offset !== 0 && findDateRanges(line, new Date(0)).length) continue
    for (const field of fieldsOf(line)) {
      // "Experience at Yandex 2005-Present": a heading word is no title.
      if (exactHeadingKind(field)) continue
      const score = titleScore(field, offset)
      if (!best || score > best.score) best = { field, score }
    }
  }
  return best && best.score >= MIN_TITLE_SCORE ? best.field : undefined
}

/**
 * Index of the newest job's dated line: ongoing first, then the latest end, then start. A lone
 * start date counts as ongoing only on the first dated line (the newest job listed first).
 */
function newestJob(lines: readonly string[], now: Date): number {
  let best: { index: number; range: MonthRange } | undefined
  let first = true
  lines.forEach((line, index) => {
    const ranges = findDateRanges(line, now)
    const start = first && !ranges.length ? openStart(line, now) : undefined
    if (ranges.length || start) first = false
    for (const range of ranges.length ? ranges : start ? [start] : []) {
      const better =
        !best ||
        range.end > best.range.end ||
        (range.end === best.range.end && range.start > best.range.start)
      if (better) best = { index, range }
    }
  })
  return best?.index ?? -1
}

function headline(header: readonly string[]): string | undefined {
  // The name is the first header line; the headline under it often is the title.
  return header
    .slice(1)
    .flatMap((line) => (isBullet(line) ? [] : fieldsOf(line)))
    .find((field) => wordCount(field) <= 8 && hasTitleWord(field))
}

const hasTitleWord = (field: string): boolean => TITLE_WORD.test(field) || TITLE_ACRONYM.test(field)

/**
 * A job's best field with no title word in it ("Experience at Yandex 2005-Present" offers only
 * "Yandex") gives way to a headline that has one ("Senior Software Developer" under the name).
 */
export function currentRole(sections: ResumeSections, now: Date): RoleResult {
  const lines = sections.experience.length ? sections.experience : sections.header
  const index = newestJob(lines, now)
  const title = index >= 0 ? titleNear(lines, index) : undefined
  const stated = headline(sections.header)
  if (title && (hasTitleWord(title) || !stated)) return { role: title, source: 'job' }
  return { role: stated ?? title ?? '', source: stated || !title ? 'headline' : 'job' }
}
