/** Insights step: sections in, ResumeInsights out. Pure; `now` is injected for 'Present'. */
import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import type { ResumeSections } from '../document-types'
import { achievements } from './achievements'
import { currentRole } from './current-role'
import { experienceYears } from './experience-years'
import { readSkills } from './skills'

export function extractInsights(sections: ResumeSections, text: string, now: Date): ResumeInsights {
  const skillDetails = readSkills(sections, text, now)
  const role = currentRole(sections, now)
  return {
    currentRole: role.role,
    roleSource: role.source,
    experience: experienceYears(sections, now),
    skills: skillDetails.map((skill) => skill.name),
    achievements: achievements(sections, now),
    skillDetails,
  }
}
