/**
 * Skills step 1: the lines that list skills. Every line of a skills section (any heading meaning
 * skills, tools, technologies, competencies, languages), plus lines elsewhere that open with a
 * skills label ("Techs: Meteor, Git" in a header block).
 */
import { skillLineLabels } from '../data/skill-labels'
import type { ResumeSections } from '../document-types'
import { stripBullet } from './line-shapes'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LABELLED = new RegExp(`^\\s*(?:${skillLineLabels.map(escape).join('|')})\\s*:\\s*\\S`, 'iu')

export const isLabelledSkillLine = (line: string): boolean => LABELLED.test(stripBullet(line))

export function skillLines(sections: ResumeSections): string[] {
  const { header, summary, experience, awards, other } = sections
  const labelled = [...header, ...summary, ...experience, ...awards, ...other].filter(
    isLabelledSkillLine,
  )
  return [...sections.skills, ...labelled]
}
