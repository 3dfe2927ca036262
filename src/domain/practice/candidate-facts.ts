/**
 * What a mock interview may know about the candidate (issue 31, item 3): their own facts from the
 * diagnostic and the parsed resume, so the interviewer asks about their story and the scorecard's
 * stronger lines are built from it. Every field is optional: without a resume the room still works
 * and simply says less about the person.
 */
export interface CandidateFacts {
  firstName?: string
  /** The role they are aiming at, as the journey names it ('Account Executive'). */
  targetRole?: string
  /** The job they hold now, as a noun that reads after "as a" ('Teacher', 'SDR'). */
  currentRole?: string
  /** Whole years of experience, from the resume's date ranges. */
  years?: number
  /** One achievement line from the resume, a measured one when there is one (at most 20 words). */
  achievement?: string
  /** One skill from the resume, a sales skill when there is one. */
  skill?: string
}

/** The resume's parsed insights, as far as the room reads them (structurally, no import). */
export interface ResumeFactsInput {
  currentRole: string
  experience: number
  skills: readonly string[]
  achievements: readonly string[]
  skillDetails?: readonly { name: string; kind: string; inferred: boolean }[]
}

export interface CandidateFactsInput {
  firstName?: string | undefined
  /** The diagnostic's `current_role` answer (an option value such as 'switcher_teaching'). */
  currentRoleAnswer?: string | undefined
  targetRole?: string | undefined
  resume?: ResumeFactsInput | null | undefined
}

/** The diagnostic's current-role answers as nouns; a student or "other" has no job to name. */
const roleNounByAnswer: Record<string, string> = {
  sdr_bdr: 'SDR',
  account_executive: 'Account Executive',
  customer_success: 'Customer Success Manager',
  account_manager: 'Account Manager',
  sales_ops: 'Sales Operations analyst',
  marketing: 'marketer',
  switcher_retail_hospitality: 'retail and hospitality worker',
  switcher_teaching: 'teacher',
}

const ACHIEVEMENT_WORDS = 20

const clean = (text: string | undefined): string | undefined => {
  const trimmed = text
    ?.replace(/^[\s\-–—•*·]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,:]+$/, '')
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

/** A measured achievement first (it carries a number), shorter ones before long ones. */
function pickAchievement(lines: readonly string[]): string | undefined {
  const usable = lines.map(clean).filter((l): l is string => l !== undefined && l.length >= 12)
  const measured = usable.filter((l) => /\d/.test(l))
  const chosen = measured[0] ?? usable[0]
  if (chosen === undefined) return undefined
  const words = chosen.split(' ')
  return words.length <= ACHIEVEMENT_WORDS
    ? chosen
    : `${words.slice(0, ACHIEVEMENT_WORDS).join(' ')}…`
}

function pickSkill(resume: ResumeFactsInput): string | undefined {
  const details = resume.skillDetails ?? []
  const sales = details.find((d) => d.kind === 'sales' && !d.inferred) ?? details[0]
  return clean(sales?.name ?? resume.skills[0])
}

/** Drops an employer after the title ('Teacher at Riverside High' -> 'Teacher'). */
const titleOnly = (role: string | undefined) => clean(role?.split(/\s+(?:at|@|-|–|—|,)\s+/)[0])

export function candidateFactsFrom(input: CandidateFactsInput): CandidateFacts {
  const resume = input.resume ?? undefined
  const facts: CandidateFacts = {}
  const firstName = clean(input.firstName)?.split(' ')[0]
  const currentRole =
    titleOnly(resume?.currentRole) ?? roleNounByAnswer[input.currentRoleAnswer ?? '']
  const years = resume ? Math.round(resume.experience) : 0
  const achievement = resume ? pickAchievement(resume.achievements) : undefined
  const skill = resume ? pickSkill(resume) : undefined
  const targetRole = clean(input.targetRole)
  if (firstName) facts.firstName = firstName
  if (targetRole) facts.targetRole = targetRole
  if (currentRole) facts.currentRole = currentRole
  if (years >= 1) facts.years = years
  if (achievement) facts.achievement = achievement
  if (skill) facts.skill = skill
  return facts
}

/** 'an SDR', 'an Account Executive', 'a teacher': an acronym is read letter by letter. */
const article = (noun: string) =>
  /^[AEIOU]/i.test(noun) || /^[FHLMNRSX][A-Z]{1,4}\b/.test(noun) ? 'an' : 'a'

/** The placeholders a template may use, each present only when the fact is known. */
function placeholders(facts: CandidateFacts): Record<string, string | undefined> {
  const role = facts.currentRole
  return {
    name: facts.firstName,
    target: facts.targetRole,
    currentRole: role,
    aCurrentRole: role === undefined ? undefined : `${article(role)} ${role}`,
    years:
      facts.years === undefined
        ? undefined
        : `${String(facts.years)} ${facts.years === 1 ? 'year' : 'years'}`,
    achievement: facts.achievement,
    skill: facts.skill,
  }
}

const factPattern = /\{(name|target|currentRole|aCurrentRole|years|achievement|skill)\}/g

/**
 * Fills a template's fact placeholders ({name}, {target}, {currentRole}, {aCurrentRole}, {years},
 * {achievement}, {skill}); null when any of them is unknown, so the caller falls back to the
 * generic wording instead of saying "[unknown]" to the person. Other braces are left alone.
 */
export function fillFacts(template: string, facts: CandidateFacts | undefined): string | null {
  const values = placeholders(facts ?? {})
  const named = [...template.matchAll(factPattern)].map((m) => m[1] ?? '')
  if (named.some((key) => values[key] === undefined)) return null
  return template.replace(factPattern, (_all, key: string) => values[key] ?? '')
}

/** The first template the facts can fill, or null. */
export function firstFilled(
  templates: readonly string[] | undefined,
  facts: CandidateFacts | undefined,
): string | null {
  for (const template of templates ?? []) {
    const filled = fillFacts(template, facts)
    if (filled !== null) return filled
  }
  return null
}
