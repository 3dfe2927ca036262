/** Insights step: sections in, ResumeInsights out. Pure; `now` is injected for 'Present'. */
import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import type { ResumeSections } from '../document-types'
import { achievements } from './achievements'
import { currentRole } from './current-role'
import { experienceYears } from './experience-years'
import { findSkills } from './skills'

export function extractInsights(sections: ResumeSections, text: string, now: Date): ResumeInsights {
  return {
    currentRole: currentRole(sections, now),
    experience: experienceYears(sections, now),
    skills: findSkills(text),
    achievements: achievements(sections, now),
  }
}
