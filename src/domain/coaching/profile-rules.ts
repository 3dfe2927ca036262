import type { RoleSkill } from '../catalogue/role-types'
import type { DiagnosticAnswers, ResumeInsights } from '../diagnostic/diagnostic-types'
import { experienceText } from '../diagnostic/experience-text'
import type { UserIntent } from './coach-intents'
import { cues, hasCue, normalizeText, type WeightedCue } from './text-match'

const sdrCues = ['sdr', 'bdr', 'sales development', 'business development']

/**
 * Career intent from the diagnostic (answers are option values such as 'sdr_bdr' or labels).
 * First matching rule wins; a rule matches when each cue list it has finds a cue
 * (roleCues in current_role, goalCues in biggest_career_goal).
 */
const careerIntentRules: readonly {
  intent: UserIntent
  roleCues?: readonly string[]
  goalCues?: readonly string[]
}[] = [
  {
    intent: 'sdr_switcher',
    roleCues: sdrCues,
    goalCues: [
      'switch*',
      'leave',
      'out of sales',
      'change*',
      'pivot*',
      'data',
      'systems',
      'campaign*',
      'content',
      'work life',
    ],
  },
  { intent: 'grow_as_sdr', roleCues: sdrCues },
  {
    intent: 'break_into_sdr',
    goalCues: ['break into', 'get into', 'first sales', 'land*', 'new to'],
  },
  {
    intent: 'break_into_sdr',
    roleCues: ['student*', 'new grad', 'switcher*', 'switching', 'teach*', 'retail', 'hospitality'],
  },
  {
    intent: 'non_sdr_tech_sales',
    roleCues: [
      'account executive',
      'account manager',
      'customer success',
      'sales ops',
      'revenue',
      'marketing',
      'other',
    ],
  },
]

function anyCue(text: string, list: readonly string[] | undefined): boolean {
  if (list === undefined) return true
  const normalized = normalizeText(text)
  return list.some((cue) => hasCue(normalized, cue))
}

export function careerIntentFromAnswers(answers: DiagnosticAnswers): UserIntent {
  const rule = careerIntentRules.find(
    (r) =>
      anyCue(answers.current_role, r.roleCues) && anyCue(answers.biggest_career_goal, r.goalCues),
  )
  return rule?.intent ?? 'just_exploring'
}

/** Experience bands by years found in the resume: [below this many years, label]. */
const experienceBands: readonly [number, string][] = [
  [1, 'entry level'],
  [3, 'early career (1-3 years)'],
  [6, 'mid-level (3-6 years)'],
  [Number.POSITIVE_INFINITY, 'senior (6+ years)'],
]

/** Without a resume, the current role hints at the level. */
const experienceFromRole: readonly { cues: readonly string[]; level: string }[] = [
  { cues: ['student', 'graduate', 'intern*', 'new to'], level: 'entry level' },
  { cues: ['director', 'vp', 'head of', 'manager', 'lead*'], level: 'senior (6+ years)' },
  { cues: sdrCues, level: 'early career (1-3 years)' },
  { cues: ['switcher*', 'switching'], level: 'new to sales, experienced elsewhere' },
]

export function experienceLevelFrom(
  resume: ResumeInsights | null | undefined,
  currentRole: string,
): string | null {
  if (resume && resume.experience > 0) {
    // With the sales-relevant years known, the level is the sales level (a teacher with retail
    // summers is not 'senior' in sales) and both figures are said, each labelled.
    const years = resume.salesExperience ?? resume.experience
    const band = experienceBands.find(([below]) => years < below)?.[1] ?? null
    return band !== null && resume.salesExperience !== undefined
      ? `${band} (${experienceText(resume)})`
      : band
  }
  return experienceFromRole.find((row) => anyCue(currentRole, row.cues))?.level ?? null
}

/** How Becky pitches advice, from the wizard's learning-style answer. First match wins. */
const coachingStyleRules: readonly { cues: readonly WeightedCue[]; style: string }[] = [
  {
    cues: cues(1, 'hands*', 'practic*', 'doing', 'role play', 'roleplay'),
    style: 'hands-on: practice drills and quick wins',
  },
  {
    cues: cues(1, 'video*', 'visual*', 'watch*'),
    style: 'visual: short videos and worked examples',
  },
  {
    cues: cues(1, 'read*', 'book*', 'article*', 'written'),
    style: 'reading: concise guides and checklists',
  },
  {
    cues: cues(1, 'mentor*', 'coach*', 'feedback', '1 on 1', 'one on one'),
    style: 'conversational: feedback and accountability',
  },
  {
    cues: cues(1, 'course*', 'structur*', 'step by step', 'class*', 'certif*'),
    style: 'structured: step-by-step plans with milestones',
  },
  {
    cues: cues(1, 'peer*', 'group*', 'community', 'team*'),
    style: 'social: learn with peers and communities',
  },
  {
    cues: cues(1, 'shadow*', 'observ*'),
    style: 'observational: watch people in the role, then try it',
  },
]

export const defaultCoachingStyle = 'balanced: short explanations with one practical step'

export function coachingStyleFrom(learningStyle: string): string | null {
  const normalized = normalizeText(learningStyle)
  return (
    coachingStyleRules.find((r) => r.cues.some((c) => hasCue(normalized, c.cue)))?.style ?? null
  )
}

const maxStrengths = 8
const maxGaps = 5

/** Stored answers are option values ('relationship_building'); show them as words. */
export function humanize(value: string): string {
  const trimmed = value.trim()
  if (!/^[a-z0-9_]+$/.test(trimmed)) return trimmed
  const words = trimmed.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Diagnostic strengths first, then resume skills; case-insensitive dedupe. */
export function strengthsFrom(
  answers: DiagnosticAnswers | null | undefined,
  resume: ResumeInsights | null | undefined,
): string[] {
  const all = [...(answers?.strengths ?? []), ...(resume?.skills ?? [])]
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of all) {
    const item = humanize(raw)
    const key = item.toLowerCase()
    if (item === '' || seen.has(key)) continue
    seen.add(key)
    result.push(item)
  }
  return result.slice(0, maxStrengths)
}

const stopWords = new Set(['and', 'the', 'with', 'for', 'skills', 'skill', 'management'])

/** Significant word stems: 'Relationship Building' and 'building relationships' share them. */
function stems(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .trim()
      .split(' ')
      .filter((w) => w.length >= 4 && !stopWords.has(w))
      .map((w) => w.slice(0, 5)),
  )
}

function covers(strength: Set<string>, skill: Set<string>): boolean {
  for (const stem of skill) if (strength.has(stem)) return true
  return false
}

/** Target-role skills no strength covers, core skills first. */
export function gapsFor(skills: readonly RoleSkill[], strengths: readonly string[]): string[] {
  const strengthStems = strengths.map(stems)
  const ordered = [...skills].sort((a, b) => (a.type === b.type ? 0 : a.type === 'core' ? -1 : 1))
  return ordered
    .filter((skill) => !strengthStems.some((s) => covers(s, stems(skill.name))))
    .map((skill) => skill.name)
    .slice(0, maxGaps)
}
