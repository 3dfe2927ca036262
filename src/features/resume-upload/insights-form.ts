import { experienceText, type ResumeInsights } from '@/domain/diagnostic'

/** The editable copy of what the parser found; years stay text while the user types. */
export interface InsightsForm {
  currentRole: string
  years: string
  skills: string[]
  achievements: string[]
  /** Years in sales-relevant jobs as the reader found them: shown, not typed, kept on save. */
  salesYears: number | null
}

export const MAX_YEARS = 60

export function formFromInsights(insights: ResumeInsights): InsightsForm {
  return {
    currentRole: insights.currentRole,
    years: String(insights.experience),
    skills: [...insights.skills],
    achievements: [...insights.achievements],
    salesYears: insights.salesExperience ?? null,
  }
}

/** Years as a number, or an error a person can act on (the endpoint allows 0 to 60). */
export function readYears(
  text: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: 0 }
  const value = Number(trimmed)
  if (!Number.isFinite(value) || value < 0 || value > MAX_YEARS) {
    return { ok: false, error: `Enter a number of years from 0 to ${String(MAX_YEARS)}` }
  }
  return { ok: true, value: Math.round(value * 10) / 10 }
}

export function insightsFromForm(form: InsightsForm): ResumeInsights | null {
  const years = readYears(form.years)
  if (!years.ok) return null
  return {
    currentRole: form.currentRole.trim(),
    experience: years.value,
    skills: form.skills,
    achievements: form.achievements,
    ...(form.salesYears === null ? {} : { salesExperience: form.salesYears }),
  }
}

/** Adds a trimmed item unless it is empty or already there (case-insensitive). */
export function addItem(list: readonly string[], raw: string): string[] {
  const value = raw.trim().replace(/\s+/g, ' ')
  if (value === '') return [...list]
  const exists = list.some((item) => item.toLowerCase() === value.toLowerCase())
  return exists ? [...list] : [...list, value]
}

export function removeItem(list: readonly string[], index: number): string[] {
  return list.filter((_, position) => position !== index)
}

/**
 * The fields a person can correct, in a fixed order: the server's copy lists its keys in the
 * schema's order (and carries the reader's skill details), so whole objects never compare equal.
 */
const editable = (insights: ResumeInsights) =>
  JSON.stringify([
    insights.currentRole,
    insights.experience,
    insights.salesExperience ?? null,
    insights.skills,
    insights.achievements,
  ])

export function isChanged(form: InsightsForm, saved: ResumeInsights): boolean {
  const current = insightsFromForm(form)
  return current === null || editable(current) !== editable(saved)
}

/** What the on-device model added to the parse (fields it filled, list items it found). */
export interface ModelSuggestion {
  insights: ResumeInsights
  suggested: { fields: (keyof ResumeInsights)[]; skills: string[]; achievements: string[] }
}

/**
 * The user's form with the model's suggestions added, never overwriting what the user typed:
 * an empty role or zero years takes the model's value, suggested list items are appended.
 */
export function withSuggestions(form: InsightsForm, suggestion: ModelSuggestion): InsightsForm {
  const { insights, suggested } = suggestion
  const roleEmpty = form.currentRole.trim() === ''
  const yearsEmpty = Number(form.years.trim() || '0') === 0
  let skills = form.skills
  for (const skill of suggested.skills) skills = addItem(skills, skill)
  let achievements = form.achievements
  for (const item of suggested.achievements) achievements = addItem(achievements, item)
  return {
    currentRole:
      roleEmpty && suggested.fields.includes('currentRole')
        ? insights.currentRole
        : form.currentRole,
    years:
      yearsEmpty && suggested.fields.includes('experience')
        ? String(insights.experience)
        : form.years,
    skills,
    achievements,
    salesYears: form.salesYears,
  }
}

/** "a role, 4 years of work in total, 3 skills" for the suggestion panel. */
export function describeSuggestion({ insights, suggested }: ModelSuggestion): string {
  const parts: string[] = []
  if (suggested.fields.includes('currentRole')) parts.push(`the role "${insights.currentRole}"`)
  if (suggested.fields.includes('experience')) {
    parts.push(experienceText({ experience: insights.experience }))
  }
  const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`
  if (suggested.skills.length > 0) parts.push(count(suggested.skills.length, 'skill', 'skills'))
  if (suggested.achievements.length > 0) {
    parts.push(count(suggested.achievements.length, 'achievement', 'achievements'))
  }
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`
}
