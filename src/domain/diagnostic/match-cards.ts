import { roles, type Role, type RoleId } from '../catalogue'
import type { CareerMatch, DiagnosticAnswers, DiagnosticResult } from './diagnostic-types'
import type { CareerMatchCard, RoleMatchCard } from './match-card-types'
import { currentRoleIdOf } from './match-reasons'
import { optionLabel } from './questions'

/** Card content for the two matches pages: tables first, then small pure builders. */

/** A representative kind of employer for each role, when the user named no industry. */
export const companyTypes: Readonly<Record<RoleId, string>> = {
  sdr: 'B2B SaaS scale-ups',
  ae: 'Mid-market SaaS companies',
  csm: 'Subscription software companies',
  am: 'Established software vendors',
  revops: 'Venture-backed SaaS companies',
  marketing: 'Product-led startups',
}

/** Industry answers that name no particular industry. */
const broadIndustries = new Set(['open_to_anything', 'saas_software'])

/** The strengths (wizard values) each role leans on most, in order of weight. */
export const roleTraits: Readonly<Record<RoleId, readonly string[]>> = {
  sdr: ['resilience', 'communication', 'competitiveness', 'curiosity'],
  ae: ['persuasion', 'presenting', 'competitiveness', 'problem_solving'],
  csm: ['empathy', 'relationship_building', 'problem_solving', 'teaching_coaching'],
  am: ['relationship_building', 'persuasion', 'organization', 'empathy'],
  revops: ['analytical_thinking', 'organization', 'technical_aptitude', 'problem_solving'],
  marketing: ['creativity', 'writing', 'analytical_thinking', 'curiosity'],
}

/** How a strength reads as a trait on a card. */
export const traitLabels: Readonly<Record<string, string>> = {
  communication: 'Clear communicator',
  persuasion: 'Persuasive',
  resilience: 'Resilient',
  relationship_building: 'Relationship builder',
  empathy: 'Empathetic listener',
  problem_solving: 'Problem solver',
  analytical_thinking: 'Analytical',
  organization: 'Organised',
  technical_aptitude: 'Tech-savvy',
  writing: 'Strong writer',
  creativity: 'Creative',
  curiosity: 'Curious',
  competitiveness: 'Competitive',
  presenting: 'Storyteller',
  teaching_coaching: 'Natural teacher',
}

const CARD_LIST_LIMIT = 3
const AI_PICK_LABEL = 'Best overall fit'

/** The role's key traits, the ones the user picked as strengths first. */
export function traitsFor(roleId: RoleId, strengths: readonly string[]): string[] {
  const picked = new Set(strengths)
  const ordered = [...roleTraits[roleId]].sort(
    (a, b) => Number(picked.has(b)) - Number(picked.has(a)),
  )
  return ordered.slice(0, CARD_LIST_LIMIT).map((value) => traitLabels[value] ?? value)
}

export function companyFor(roleId: RoleId, answers: DiagnosticAnswers): string {
  const industry = answers.industry_preference
  if (industry === undefined || industry === '' || broadIndustries.has(industry)) {
    return companyTypes[roleId]
  }
  return `${optionLabel('industry_preference', industry)} companies`
}

/** Badge rules, first match wins: where the user stands relative to the role. */
export function badgeFor(role: Role, answers: DiagnosticAnswers): string | null {
  const current = currentRoleIdOf(answers.current_role)
  if (current === role.id) return 'Your current role'
  if (current !== null && roles[current].nextRoles.includes(role.id)) return 'Natural next step'
  return role.demand === 'High' ? 'High demand' : null
}

/** 'Strong but cyclical: hiring follows...' reads 'Strong but cyclical' on a card. */
export function growthRateOf(role: Role): string {
  return role.stats.jobGrowth.split(':')[0]?.trim() ?? role.stats.jobGrowth
}

/** Remote OK only where remote work is the norm, not merely possible. */
export function remoteOkOf(role: Role): boolean {
  return role.remote && role.stats.remoteAvailability.startsWith('High')
}

function roleOf(match: CareerMatch): Role | undefined {
  return match.roleId === undefined ? undefined : roles[match.roleId as RoleId]
}

/** Matches best first, the role the user already holds last: it is theirs, not a match. */
function heldLast(result: DiagnosticResult): CareerMatch[] {
  const held = result.careerMatches.filter((match) => match.isCurrentRole === true)
  return [...result.careerMatches.filter((match) => match.isCurrentRole !== true), ...held]
}

export function careerCards(result: DiagnosticResult, answers: DiagnosticAnswers) {
  return result.careerMatches.flatMap((match): CareerMatchCard[] => {
    const role = roleOf(match)
    if (role === undefined || match.isCurrentRole === true) return []
    return [
      {
        roleId: role.id,
        title: role.title,
        summary: role.description,
        salaryRange: role.salary,
        traits: traitsFor(role.id, answers.strengths),
        growthRate: growthRateOf(role),
        remoteOk: remoteOkOf(role),
        matchPercent: match.matchScore,
      },
    ]
  })
}

export function roleCards(result: DiagnosticResult, answers: DiagnosticAnswers) {
  return heldLast(result).flatMap((match, index): RoleMatchCard[] => {
    const role = roleOf(match)
    if (role === undefined) return []
    return [
      {
        id: role.id,
        title: role.title,
        company: companyFor(role.id, answers),
        badge: badgeFor(role, answers),
        ai_picked: index === 0,
        alt_label: index === 0 ? AI_PICK_LABEL : null,
        match_percentage: match.matchScore,
        difficulty: role.difficulty,
        salary_range: role.salary,
        description: role.description,
        why_match: match.matchReason,
        tags: role.skills
          .filter((skill) => skill.type === 'core')
          .slice(0, CARD_LIST_LIMIT)
          .map((skill) => skill.name),
      },
    ]
  })
}
