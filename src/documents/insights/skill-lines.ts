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

export function skillLines(sections: ResumeSections, now: Date): string[] {
  const { header, summary, experience, awards, other } = sections
  const labelled = [...header, ...summary, ...experience, ...awards, ...other].filter(
    isLabelledSkillLine,
  )
  return [...beforeJobLines(sections.skills, now), ...labelled]
}
