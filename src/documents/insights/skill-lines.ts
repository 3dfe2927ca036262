/**
 * Skills step 1: the lines that list skills. Every line of a skills section (any heading meaning
 * skills, tools, technologies, competencies, languages), plus lines elsewhere that open with a
 * skills label ("Techs: Meteor, Git" in a header block).
 */
import { levelWords, MAX_LABEL_WORDS, skillLineLabels, spokenLanguages } from '../data/skill-labels'
import type { ResumeSections } from '../document-types'
import { findDateRanges } from './date-ranges'
import { FIELD_GAP } from '../layout/group-lines'
import { stripBullet, wordCount } from './line-shapes'
import { isProse } from './prose'
import { isKnown } from './skill-pairs'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LABELLED = new RegExp(`^\\s*(?:${skillLineLabels.map(escape).join('|')})\\s*:\\s*\\S`, 'iu')

export const isLabelledSkillLine = (line: string): boolean => LABELLED.test(stripBullet(line))

const LEVEL_ONLY = new RegExp(
  `^(?:${levelWords.map(escape).join('|')})(?:\\s+(?:speaker|proficiency|level))?$`,
  'iu',
)
/** A level on its own ("Advanced", "Native speaker"): a builder's rating set apart from its skill. */
export const isLevelOnly = (item: string): boolean => LEVEL_ONLY.test(item.trim())

/**
 * Resume builders set a skill group as name, level, keywords on three lines ("Web Frameworks",
 * "Intermediate", "React.js, Angular"): that name names the group, not a skill. A language set
 * the same way ("English", "Native Speaker", "Spanish") has no list under its level and stays.
 */
function withoutGroupNames(lines: readonly string[]): string[] {
  const isList = (line: string): boolean => /[,;•·|]/.test(line)
  // Groups may sit side by side, fields apart: "Web Technologies   Tools" over "Advanced   Basic".
  const fields = (line: string): string[] => stripBullet(line).split(FIELD_GAP)
  const isName = (line: string): boolean =>
    !isList(line) && fields(line).every((field) => wordCount(field) <= MAX_LABEL_WORDS)
  const isGroupName = (i: number): boolean => {
    const [line, level, keywords] = [lines[i] ?? '', lines[i + 1] ?? '', lines[i + 2] ?? '']
    return isName(line) && fields(level).every(isLevelOnly) && isList(keywords)
  }
  // "Web Development  Advanced" over its keywords: the group's name with its level on one row.
  const isNameWithLevel = (i: number): boolean => {
    const [name, ...levels] = (lines[i] ?? '').split(/ {2,}/u)
    const next = lines[i + 1] ?? ''
    // "French  Native" over the next language is a language with its level.
    const language = spokenLanguages.includes((name ?? '').trim().toLowerCase())
    return (
      levels.length === 1 &&
      isName(name ?? '') &&
      !language &&
      levels.every(isLevelOnly) &&
      isTags(next)
    )
  }
  const named = lines.filter((_, i) => !isGroupName(i) && !isNameWithLevel(i))
  return withoutNamesOverTags(named)
}

/** Three tags or more on a row, set apart by tag gaps, commas or dots ("React  TypeScript  SQL"). */
const isTags = (line: string): boolean =>
  stripBullet(line).split(/ {2,}|\s*[,;•·|]\s*/u).length >= 3

/**
 * A theme that sets each group as its name over a row of tags, with no level ("Web Development"
 * / "React  TypeScript  REST APIs"), twice or more: the names name groups. Once is not enough,
 * since a column of skills may hold "Cold Calling" over "Excel, Word, PowerPoint".
 */
function withoutNamesOverTags(lines: readonly string[]): string[] {
  const isGroup = (i: number): boolean => {
    const line = lines[i] ?? ''
    return (
      !/ {2,}|[,;•·|]/u.test(stripBullet(line)) &&
      wordCount(line) <= MAX_LABEL_WORDS &&
      !isKnown(line.trim()) &&
      isTags(lines[i + 1] ?? '')
    )
  }
  const groups = lines.map((_, i) => isGroup(i))
  return groups.filter(Boolean).length >= 2 ? lines.filter((_, i) => !groups[i]) : [...lines]
}

/**
 * A skills list carries no job dates: from a dated line on, a sidebar layout has run a job into
 * the section, and the section is over.
 */
function beforeJobLines(lines: readonly string[], now: Date): string[] {
  const end = lines.findIndex((line) => findDateRanges(line, now).length > 0)
  return end < 0 ? [...lines] : lines.slice(0, end)
}

/** Labelled lines, each with the lines it wraps onto ("Tech: Meteor, Git," + "Webstorm"). */
function labelledLines(lines: readonly string[]): string[] {
  const found: string[] = []
  let open = false
  for (const line of lines) {
    if (isLabelledSkillLine(line)) found.push(line)
    else if (open) found[found.length - 1] = `${found.at(-1) ?? ''} ${line}`
    open =
      found.length > 0 && /[,&]\s*$/.test(found.at(-1) ?? '') && (open || isLabelledSkillLine(line))
  }
  return found
}

// A line that stops mid-item: after a hyphen, a slash, "&" or "and", or inside parentheses.
const OPEN_END = /(?:\p{L}-|[/&]|\band)\s*$/u
const unclosed = (line: string): boolean =>
  (line.match(/\(/g)?.length ?? 0) > (line.match(/\)/g)?.length ?? 0)

/**
 * A sentence that runs on to the next line ("Many journeys in english speaking countries,
 * including the United" / "States, the United Kingdom and Kenya."): its last piece is prose and
 * ends with no stop or comma, so the next line is the rest of it, not a list of its own.
 */
function endsInOpenSentence(line: string): boolean {
  if (/[.,;:!?)]\s*$/u.test(line)) return false
  const last = line.split(FIELD_GAP).at(-1)?.split(/[,;•]/u).at(-1) ?? ''
  return isProse(last.trim())
}

/** The rest of a sentence carries no bullet and opens with no label ("Version Control: Git"). */
const continuesSentence = (line: string): boolean =>
  stripBullet(line) === line && !/^[^:,]{1,40}:\s/u.test(line)

/**
 * A narrow column wraps an item over two lines ("Cross-" / "functional leadership", "AWS (EKS,"
 * / "S3)", "Git &" / "GitHub"): the next line is joined back on, so the item is read whole.
 */
export function joinWrappedItems(lines: readonly string[]): string[] {
  const out: string[] = []
  for (const line of lines) {
    const last = out.at(-1)
    const open = last !== undefined && (OPEN_END.test(last) || unclosed(last))
    if (last !== undefined && (open || (endsInOpenSentence(last) && continuesSentence(line)))) {
      out[out.length - 1] = /\p{L}-\s*$/u.test(last)
        ? `${last.trimEnd()}${line.trimStart()}`
        : `${last.trimEnd()} ${line.trimStart()}`
    } else out.push(line)
  }
  return out
}

export function skillLines(sections: ResumeSections, now: Date): string[] {
  const { header, summary, experience, awards, other } = sections
  const labelled = [header, summary, experience, awards, other].flatMap(labelledLines)
  const listed = joinWrappedItems(beforeJobLines(sections.skills, now))
  return [...withoutGroupNames(listed), ...labelled]
}
