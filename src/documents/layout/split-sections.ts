/** Sections step: lines are filed under the last heading seen; lines before any go to 'header'. */
import {
  headingKeywords,
  jobSubheadings,
  MAX_KEYWORD_HEADING_WORDS,
  sectionHeadings,
} from '../data/section-headings'
import { titleWords } from '../data/role-words'
import { POINT, PRESENT, SEPARATOR } from '../insights/date-ranges'
import { sectionKinds, type ResumeSections, type SectionKind } from '../document-types'

const MAX_HEADING_CHARS = 40
const ICON_GLYPH = /^[^\p{L}\p{N}\s]{1,2}\s+(?=\p{L})/u

const aliasToKind = new Map<string, SectionKind>(
  Object.entries(sectionHeadings).flatMap(([kind, aliases]) =>
    aliases.map((alias) => [alias, kind as SectionKind] as const),
  ),
)

/** "E X P E R I E N C E", "Work Experience:", "SKILLS & TOOLS" all normalise to an alias. */
export function normalizeHeading(line: string): string {
  // An icon font read without its font leaves a stray symbol before the words ("& EXPERIENCES").
  let text = line.trim().replace(ICON_GLYPH, '')
  if (/^(\S ){3,}\S$/.test(text)) text = text.replace(/ /g, '')
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Capitals or every word capitalised, a colon at most at the end: how a heading is typed. Digits
 * or list punctuation make it content ("Languages Korean, English", "Technologies include:").
 */
function looksLikeHeading(line: string): boolean {
  const text = line.trim().replace(/:$/, '')
  if (/[\d,;|•:]/.test(text)) return false
  if (text === text.toUpperCase()) return true
  return text.split(/\s+/).every((word) => /^(?:\p{Lu}|&|and|of|\/)/u.test(word))
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// "Project Manager", "Research Assistant", "Training Coordinator" are job titles, not headings.
const TITLE_WORD = new RegExp(`\\b(?:${titleWords.map(escape).join('|')})\\b`, 'u')

function keywordKind(line: string): SectionKind | undefined {
  const normal = normalizeHeading(line)
  if (!looksLikeHeading(line) || normal.split(' ').length > MAX_KEYWORD_HEADING_WORDS) {
    return undefined
  }
  if (TITLE_WORD.test(normal)) return undefined
  return headingKeywords.find((rule) => rule.words.test(normal))?.kind
}

const aliasWithoutSpaces = new Map(
  [...aliasToKind].map(([alias, kind]) => [alias.replace(/ /g, ''), kind] as const),
)
/** Tokens of a heading set letter by letter; pdf.js may keep a pair ("E D U C AT I O N"). */
const MIN_LETTER_TOKENS = 4
const MAX_SPACED_LINE_CHARS = 60

/**
 * "W O R K E X P E R I E N C E", "AWA R D S": letter spacing that lost the word gap too. Most
 * tokens are single letters; joined, the letters spell an alias without its spaces.
 */
function letterSpacedKind(line: string): SectionKind | undefined {
  const tokens = line.trim().split(/\s+/)
  if (tokens.length < MIN_LETTER_TOKENS || line.length > MAX_SPACED_LINE_CHARS) return undefined
  if (!tokens.every((token) => /^\p{L}+$/u.test(token))) return undefined
  const singles = tokens.filter((token) => token.length === 1).length
  if (singles / tokens.length < 0.75) return undefined
  return aliasWithoutSpaces.get(tokens.join('').toLowerCase())
}

export function headingKind(line: string): SectionKind | undefined {
  if (line.length > MAX_SPACED_LINE_CHARS) return undefined
  const spaced = letterSpacedKind(line)
  if (spaced) return spaced
  if (line.length > MAX_HEADING_CHARS) return undefined
  return (
    aliasToKind.get(normalizeHeading(line)) ??
    keywordKind(line) ??
    listedKind(line) ??
    spacedKind(line)
  )
}

const MAX_SPACED_HEADING_CHARS = 20
/**
 * Decorative letter spacing that pdf.js reads as a few words: "edu cation", "exp erience", "int
 * erests" (Twenty Seconds CV). Two or three pieces of letters only, joined into a one-word alias.
 */
function spacedKind(line: string): SectionKind | undefined {
  const pieces = line.trim().split(/\s+/)
  if (pieces.length < 2 || pieces.length > 3 || line.length > MAX_SPACED_HEADING_CHARS) {
    return undefined
  }
  if (!pieces.every((piece) => /^\p{L}+$/u.test(piece))) return undefined
  return aliasToKind.get(pieces.join('').toLowerCase())
}

/** "SKILLS, LANGUAGES, INTERESTS": capitals, every part a heading; the first part names it. */
function listedKind(line: string): SectionKind | undefined {
  const parts = line.trim().split(/\s*,\s*/)
  if (parts.length < 2 || line !== line.toUpperCase()) return undefined
  const kinds = parts.map((part) => aliasToKind.get(normalizeHeading(part)) ?? keywordKind(part))
  return kinds.every((kind) => kind !== undefined) ? kinds[0] : undefined
}

export function emptySections(): ResumeSections {
  return Object.fromEntries(sectionKinds.map((kind) => [kind, []])) as unknown as ResumeSections
}

/** Only a heading alias, as typed in any case: no keyword guess. */
export function exactHeadingKind(line: string): SectionKind | undefined {
  return line.length > MAX_HEADING_CHARS ? undefined : aliasToKind.get(normalizeHeading(line))
}

/** A job's header row: "DevOps engineer   Jan 15 - Sep 15". */
const DATED = new RegExp(`(?:${POINT})${SEPARATOR}(?:${POINT}|${PRESENT})`, 'iu')

/**
 * The line under a dated job names its company or department ("Research and Development"): only
 * an exact heading starts a section there, never a keyword guess.
 */
function kindAfter(previous: string | undefined, line: string): SectionKind | undefined {
  if (previous !== undefined && DATED.test(previous)) {
    return exactHeadingKind(line)
  }
  return headingKind(line)
}

/** "Experience at Yandex 2005-Present (15 years)": a heading that is also the job's dated row. */
const DATED_EXPERIENCE_HEADING = /^(?:work\s+|professional\s+)?experiences?\b/iu
const isJobSubheading = (line: string): boolean => jobSubheadings.includes(normalizeHeading(line))

export function splitSections(lines: readonly string[]): ResumeSections {
  const sections = emptySections()
  let current: SectionKind = 'header'
  let previous: string | undefined
  for (const line of lines) {
    const kind = kindAfter(previous, line)
    if (current === 'experience' && isJobSubheading(line)) {
      // "Highlights" above a job's bullets: still the job.
    } else if (DATED_EXPERIENCE_HEADING.test(line) && DATED.test(line)) {
      current = 'experience'
      sections.experience.push(line)
    } else if (kind) current = kind
    else sections[current].push(line)
    previous = line
  }
  return sections
}

/** Sections of several streams (main text, sidebars) as one: each kind's lines in stream order. */
export function mergeSections(parts: readonly ResumeSections[]): ResumeSections {
  const merged = emptySections()
  for (const part of parts) for (const kind of sectionKinds) merged[kind].push(...part[kind])
  return merged
}
