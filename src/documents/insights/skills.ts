/**
 * Skills as the person wrote them. Lines come from the skills section(s) (skill-lines.ts); each is
 * split into items ("Tools: a, b", "a • b", tags set apart by wide gaps, one per line). The
 * dictionary only renames a known item to its usual spelling and classifies it. Only a resume
 * with no skills section at all gets skills searched for in its text, and those are marked
 * inferred.
 */
import type { SkillDetail } from '@/domain/diagnostic/diagnostic-types'
import {
  bareGroupLabels,
  bareNonSkillLabels,
  documentTitles,
  languageAbilityWords,
  levelWords,
  MAX_LABEL_WORDS,
  MAX_LIST_LINE_WORDS,
  MAX_SKILL_WORDS,
  nonSkillLabels,
  proficiencyPrefixes,
  softSkills,
  spokenLanguages,
} from '../data/skill-labels'
import { skillsTable, type SkillEntry } from '../data/skills-table'
import { FIELD_GAP } from '../layout/group-lines'
import type { ResumeSections } from '../document-types'
import { stripBullet, wordCount } from './line-shapes'
import { isProse, isStatement } from './prose'
import { isKnown, splitKnownPair } from './skill-pairs'
import { isLevelOnly, skillLines } from './skill-lines'
import { escape, findSkills } from './skill-search'

// Two spaces or more: a field gap or a tag gap (group-lines.ts), never a word space.
// Icon-font glyphs come out as a stray digit, private-use or lower-case letter: "0 Git", "t Blaze",
// or a lone backtick or quote between two names ("Terminal ` Inkscape \" Blender").
const ITEM_SEPARATORS = /\s*(?:[,;•·|●▪◦∙]|\s{2,}|\t|\s[0-9\p{Co}`"]\s(?=\p{Lu}))\s*/u
// Sticky: tried at one position, so splitting stays linear on a hostile one-line file.
const ITEM_SEPARATOR_AT = new RegExp(ITEM_SEPARATORS.source, 'uy')
const ICON_PREFIX = /^(?:[0-9\p{Co}]|\p{Ll})\s(?=\p{Lu})/u
const LABEL = /^([^:]{1,40}):\s*(.*)$/u
// A label with no colon is known by the list after it: commas or bars ("Tech Stack Tableau | ...").
const BARE_LABEL = new RegExp(
  `^(?:${bareGroupLabels.map(escape).join('|')})\\s+(?=\\S.*[,|])`,
  'iu',
)
const BARE_NON_SKILL = new RegExp(
  `^(?:${bareNonSkillLabels.map(escape).join('|')})\\s+(?=\\S.*[,|])`,
  'iu',
)
/** "French Native", "English Very good   Many journeys...": the language alone. */
const LANGUAGE_LEVEL = new RegExp(
  `^(${spokenLanguages.map(escape).join('|')})\\s+(?:${levelWords.map(escape).join('|')})(?![\\p{L}])`,
  'iu',
)
/** "Spanish Understand Well, Speak Reasonably": a language with how well it is used, whole line. */
const LANGUAGE_ABILITIES = new RegExp(
  `^(${spokenLanguages.map(escape).join('|')})\\s+(?:${languageAbilityWords.map(escape).join('|')})(?![\\p{L}])`,
  'iu',
)
/** A web address without its scheme ("git.io/vVSYL", "example.com/cv"). */
const BARE_ADDRESS = /\b[\w-]+\.(?:io|com|org|net|dev|me|co)\/\S/u
const PREFIX = new RegExp(`^(?:${proficiencyPrefixes.map(escape).join('|')})\\s+`, 'iu')
const LEVEL_WORD = `(?:${levelWords.map(escape).join('|')})`
/** Levels and ratings after a skill: "(native)", "(18/24)", "- fluent", "5+ yrs", "○ ○ ○". */
const LEVEL = new RegExp(
  `\\s*(?:\\((?:${LEVEL_WORD})[^)]*\\)|\\((?:[^)\\p{L}]*)\\)|\\(\\s*\\d+\\+?\\s*(?:yrs?|years?)[^)]*\\)|[-–:]\\s*${LEVEL_WORD}|\\d+\\+?\\s*(?:yrs?|years?)|[○●★☆◯⬤\\s]+)\\s*$`,
  'iu',
)
const EDGE_NOISE = /^[\p{P}\p{S}\s]+|[\s.;:,]+$/gu

type Kind = SkillDetail['kind']
const kindOf = (entry: SkillEntry): Kind =>
  entry.category === 'method' || entry.category === 'skill' ? 'sales' : 'tool'

const byAlias = new Map<string, SkillEntry>()
const byExact = new Map<string, SkillEntry>()
for (const entry of skillsTable) {
  byAlias.set(entry.name.toLowerCase(), entry)
  for (const alias of entry.aliases ?? []) byAlias.set(alias.toLowerCase(), entry)
  for (const alias of entry.exact ?? []) byExact.set(alias, entry)
}
const soft = new Set(softSkills)

/**
 * The kind of a whole item from the dictionary, and its spelling when the item is only another
 * spelling of the name ("sfdc", "apollo.io", "pipeline generation"). A phrase alias keeps the
 * person's words: "Discovery calls" stays "Discovery calls", classified as a sales skill.
 */
function normalise(item: string, inferred: boolean): SkillDetail {
  const entry = byExact.get(item) ?? byAlias.get(item.toLowerCase())
  if (entry) {
    const respelled = !/\s/.test(item) || item.toLowerCase() === entry.name.toLowerCase()
    return { name: respelled ? entry.name : item, kind: kindOf(entry), inferred }
  }
  return { name: item, kind: soft.has(item.toLowerCase()) ? 'soft' : 'other', inferred }
}

/** "Bash: known at an intermediate level", "php: website design and implementation": the name. */
const EXPLAINED = /^(\S+):\s+(\p{Ll}.*)$/u

function withoutExplanation(item: string): string {
  const [, name = '', clause = ''] = EXPLAINED.exec(item.trim()) ?? []
  const explains = wordCount(clause) >= 3 || (wordCount(clause) >= 2 && isProse(`a ${clause}`))
  return name && explains ? name : item
}

function cleanItem(raw: string): string | undefined {
  const named = withoutExplanation(raw)
  if (isProse(named.trim())) return undefined
  let item = named.replace(EDGE_NOISE, '').replace(ICON_PREFIX, '')
  item = item.replace(LANGUAGE_LEVEL, '$1')
  // A level set apart as a tag of its own ("Near-native"), before "-native" is cut as a level.
  if (isLevelOnly(item)) return undefined
  for (let i = 0; i < 3 && LEVEL.test(item); i++) item = item.replace(LEVEL, '')
  item = item.replace(PREFIX, '').replace(EDGE_NOISE, '')
  if (!/\p{L}/u.test(item) || wordCount(item) > MAX_SKILL_WORDS) return undefined
  if (/https?:|www\.|@/.test(item) || BARE_ADDRESS.test(item)) return undefined
  if (bareGroupLabels.includes(item.toLowerCase())) return undefined
  // A level set apart from its skill ("English   Native speaker", a chip reading "Advanced").
  if (isLevelOnly(item)) return undefined
  return item
}

/**
 * "AWS (Dynamo, EKS, S3)": a one-word name with a list in parentheses is the name and each item.
 * "CRM tools (Salesforce, HubSpot)" and "CRM (Salesforce)" stay whole: the person's words.
 */
function expandSubList(item: string): string[] {
  const match = /^(\S+)\s*\(([^()]*,[^()]*)\)$/u.exec(item.trim())
  if (match) return [match[1] ?? '', ...(match[2] ?? '').split(',')]
  // "Python (Pandas/Numpy)": names joined by a slash; "Networking (TCP/IP)" stays whole.
  const slashed = /^(\S+)\s*\(((?:\p{Lu}\p{Ll}{2,}\/)+\p{Lu}\p{Ll}{2,})\)$/u.exec(item.trim())
  if (slashed) return [slashed[1] ?? '', ...(slashed[2] ?? '').split('/')]
  // "SQLite (SQLAlchemy)", "GCP (AI Platform)": a known tool and the one it names inside; not a
  // level ("Excel (Advanced)") and not a category ("CRM (Salesforce)" stays whole).
  const named = /^(\S+)\s*\((\p{Lu}[^()]*)\)\.?$/u.exec(item.trim())
  const [, tool = '', inner = ''] = named ?? []
  return named && isKnown(tool) && !isLevelOnly(inner) && !/\d/u.test(inner)
    ? [tool, inner]
    : [item]
}

/** "R, Shiny, SQL and Metabase": the last item of a list of three or more joins two names. */
function splitLastAnd(items: string[]): string[] {
  const last = items.at(-1) ?? ''
  const pair = /^(\S+) and (\S+)$/u.exec(last.trim())
  if (items.length < 3 || !pair) return items
  return [...items.slice(0, -1), pair[1] ?? '', pair[2] ?? '']
}

/** Splits at separators outside parentheses: "CRM tools (Salesforce, HubSpot)" is one item. */
function splitOutsideParentheses(text: string): string[] {
  const items: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '(' || ch === '[') depth++
    else if ((ch === ')' || ch === ']') && depth > 0) depth--
    else if (depth === 0) {
      ITEM_SEPARATOR_AT.lastIndex = i
      const separator = ITEM_SEPARATOR_AT.exec(text)
      if (separator?.[0]) {
        items.push(text.slice(start, i))
        i += separator[0].length - 1
        start = i + 1
      }
    }
  }
  items.push(text.slice(start))
  return items
}

/**
 * A long field ending in a full stop is prose, unless it is a comma list of short items; so is a
 * short one that is the tail of a sentence ("mics, with a good legal education.").
 */
function isSentence(text: string): boolean {
  if (!/\.\s*$/.test(text)) return false
  const pieces = text.split(',')
  const tail = /^\p{Ll}/u.test(text.trim()) && pieces.some((piece) => isProse(piece.trim()))
  if (wordCount(text) <= MAX_LIST_LINE_WORDS && !tail) return false
  return pieces.length < 4 || wordCount(text) / pieces.length > 3
}

/**
 * Fields and bullets that are each one sentence go; the rest of the line is still a list
 * ("Dutch Near-native   Primary education degree obtained in a dutch college (...).").
 */
function withoutStatements(text: string): string {
  return text
    .split(FIELD_GAP)
    .filter((field) => !isSentence(field))
    .map((field) =>
      field
        .split(/\s*[•●▪]\s*/u)
        .filter((segment) => !isStatement(segment))
        .join(' • '),
    )
    .filter((field) => field.trim() !== '')
    .join(FIELD_GAP)
}

const DOCUMENT_TITLES = new Set(documentTitles)
/** "John Doe   Curriculum vitae": a running footer read into the last section. */
const isRunningTitle = (line: string): boolean =>
  line.split(FIELD_GAP).some((field) => DOCUMENT_TITLES.has(field.trim().toLowerCase()))

function withoutFieldLabel(field: string): string {
  const labelled = LABEL.exec(field.trim())
  const label = labelled?.[1]?.trim() ?? ''
  const isLabel = label !== '' && !label.includes(',') && wordCount(label) <= MAX_LABEL_WORDS
  return labelled && isLabel ? (labelled[2] ?? '') : field
}

/** One line to its items: label dropped, split at separators. */
export function splitSkillLine(line: string): string[] {
  let rest = stripBullet(line).trim()
  if (isRunningTitle(rest)) return []
  const language = LANGUAGE_ABILITIES.exec(rest)?.[1]
  if (language) return [language]
  if (BARE_NON_SKILL.test(rest)) return []
  const labelled = LABEL.exec(rest)
  const label = labelled?.[1]?.trim().toLowerCase() ?? ''
  if (nonSkillLabels.includes(label)) return []
  if (labelled && wordCount(label) <= MAX_LABEL_WORDS) rest = labelled[2] ?? ''
  // A group label may open every field of a two-column skills table, not just the line, with or
  // without its colon ("C++, Java,   Hardware Tools: Lab Equipment, I2C").
  rest = rest
    .split(FIELD_GAP)
    .map((field, i) => (i > 0 ? withoutFieldLabel(field) : field).replace(BARE_LABEL, ''))
    .join(FIELD_GAP)
  rest = withoutStatements(rest)
  return splitLastAnd(splitOutsideParentheses(rest))
    .flatMap(expandSubList)
    .map(cleanItem)
    .filter((item): item is string => item !== undefined)
    .flatMap(splitKnownPair)
}

function unique(details: SkillDetail[]): SkillDetail[] {
  const seen = new Set<string>()
  return details.filter((d) => {
    const key = d.name.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export function readSkills(sections: ResumeSections, text: string, now: Date): SkillDetail[] {
  const listed = skillLines(sections, now).flatMap(splitSkillLine)
  if (listed.length) return unique(listed.map((item) => normalise(item, false)))
  return unique(findSkills(text).map((name) => normalise(name, true)))
}
