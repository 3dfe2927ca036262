import type { ResumeInsights } from '@/domain/diagnostic'

/** The editable copy of what the parser found; years stay text while the user types. */
export interface InsightsForm {
  currentRole: string
  years: string
  skills: string[]
  achievements: string[]
}

export const MAX_YEARS = 60

export function formFromInsights(insights: ResumeInsights): InsightsForm {
  return {
    currentRole: insights.currentRole,
    years: String(insights.experience),
    skills: [...insights.skills],
    achievements: [...insights.achievements],
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

export function isChanged(form: InsightsForm, saved: ResumeInsights): boolean {
  const current = insightsFromForm(form)
  return current === null || JSON.stringify(current) !== JSON.stringify(saved)
}
