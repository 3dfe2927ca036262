/**
 * Current role: the job title next to the ongoing date range ("Jan 2022 - Present"), else next to
 * the first dated job, else the first title-like line of the experience section, else the
 * headline under the name.
 */
import { MAX_TITLE_WORDS, titleAcronyms, titleWords } from '../data/role-words'
import type { ResumeSections } from '../document-types'
import { findDateRanges, withoutDateRanges } from './date-ranges'
import { isBullet, wordCount } from './line-shapes'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const TITLE_WORD = new RegExp(`(?<!\\p{L})(?:${titleWords.map(escape).join('|')})(?!\\p{L})`, 'iu')
const TITLE_ACRONYM = new RegExp(
  `(?<!\\p{L})(?:${titleAcronyms.map(escape).join('|')})(?!\\p{L})`,
  'u',
)

// Fields of a job line: "Title, Company | City   Dates", "Title at Company", "Company — Title".
const FIELD_SEPARATORS = /\s*(?:\||•|·|—|–|\s-\s|,|;|\(|\)|\bat\b|@|\s{3,}|\t)\s*/u

/** Look at the dated line itself, then above, below, two above, two below. */
const NEIGHBOURHOOD = [0, -1, 1, -2, 2]

function titleIn(line: string | undefined): string | undefined {
  if (line === undefined || isBullet(line)) return undefined
  return withoutDateRanges(line)
    .split(FIELD_SEPARATORS)
    .map((field) => field.trim().replace(/[\s:.;,-]+$/, ''))
    .find(
      (field) =>
        field !== '' &&
        !/\d|[%$]/.test(field) &&
        wordCount(field) <= MAX_TITLE_WORDS &&
        (TITLE_WORD.test(field) || TITLE_ACRONYM.test(field)),
    )
}

function titleNear(lines: readonly string[], index: number): string | undefined {
  for (const offset of NEIGHBOURHOOD) {
    const title = titleIn(lines[index + offset])
    if (title) return title
  }
  return undefined
}

export function currentRole(sections: ResumeSections, now: Date): string {
  const lines = sections.experience.length ? sections.experience : sections.header
  const dated = lines.map((line) => findDateRanges(line, now))
  const ongoing = dated.findIndex((ranges) => ranges.some((r) => r.ongoing))
  const firstDated = dated.findIndex((ranges) => ranges.length > 0)
  for (const index of [ongoing, firstDated]) {
    const title = index >= 0 ? titleNear(lines, index) : undefined
    if (title) return title
  }
  const firstTitle = lines.map(titleIn).find(Boolean)
  // The name is the first header line; the headline under it often is the title.
  return firstTitle ?? sections.header.slice(1).map(titleIn).find(Boolean) ?? ''
}
