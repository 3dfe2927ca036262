/**
 * Skills step 1: the lines that list skills. Every line of a skills section (any heading meaning
 * skills, tools, technologies, competencies, languages), plus lines elsewhere that open with a
 * skills label ("Techs: Meteor, Git" in a header block).
 */
import { skillLineLabels } from '../data/skill-labels'
import type { ResumeSections } from '../document-types'
import { findDateRanges } from './date-ranges'
import { stripBullet } from './line-shapes'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LABELLED = new RegExp(`^\\s*(?:${skillLineLabels.map(escape).join('|')})\\s*:\\s*\\S`, 'iu')

export const isLabelledSkillLine = (line: string): boolean => LABELLED.test(stripBullet(line))

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

export function skillLines(sections: ResumeSections, now: Date): string[] {
  const { header, summary, experience, awards, other } = sections
  const labelled = [header, summary, experience, awards, other].flatMap(labelledLines)
  return [...beforeJobLines(sections.skills, now), ...labelled]
}
