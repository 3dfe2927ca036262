/** Sections step: lines are filed under the last heading seen; lines before any go to 'header'. */
import { sectionHeadings } from '../data/section-headings'
import { sectionKinds, type ResumeSections, type SectionKind } from '../document-types'

const MAX_HEADING_CHARS = 40

const aliasToKind = new Map<string, SectionKind>(
  Object.entries(sectionHeadings).flatMap(([kind, aliases]) =>
    aliases.map((alias) => [alias, kind as SectionKind] as const),
  ),
)

/** "E X P E R I E N C E", "Work Experience:", "SKILLS & TOOLS" all normalise to an alias. */
export function normalizeHeading(line: string): string {
  let text = line.trim()
  if (/^(\S ){3,}\S$/.test(text)) text = text.replace(/ /g, '')
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function headingKind(line: string): SectionKind | undefined {
  if (line.length > MAX_HEADING_CHARS) return undefined
  return aliasToKind.get(normalizeHeading(line))
}

export function emptySections(): ResumeSections {
  return Object.fromEntries(sectionKinds.map((kind) => [kind, []])) as unknown as ResumeSections
}

export function splitSections(lines: readonly string[]): ResumeSections {
  const sections = emptySections()
  let current: SectionKind = 'header'
  for (const line of lines) {
    const kind = headingKind(line)
    if (kind) current = kind
    else sections[current].push(line)
  }
  return sections
}
