import { criteriaTable } from './criteria'
import type { CriterionId, Scorecard } from './practice-types'

/** One finished call as kept in history: enough for trends, bests and the coach's reminders. */
export interface PracticeAttempt {
  id: string
  scenarioId: string
  scenarioTitle: string
  finishedAt: string
  score: number
  passed: boolean
  outcome: Scorecard['outcome']
  results: { id: CriterionId; passed: boolean }[]
}

export interface SkillTrend {
  skill: string
  attempts: number
  /** Share of this skill's criteria passed in the latest three attempts that trained it, 0-100. */
  recentRate: number
  direction: 'improving' | 'steady' | 'slipping' | 'new'
}

export interface PersonalBest {
  scenarioId: string
  scenarioTitle: string
  best: number
  attempts: number
  passed: boolean
}

const byTime = (a: PracticeAttempt, b: PracticeAttempt) => a.finishedAt.localeCompare(b.finishedAt)

function rate(rows: readonly boolean[]): number {
  return rows.length === 0 ? 0 : Math.round((rows.filter(Boolean).length / rows.length) * 100)
}

/** Per skill: the latest three attempts against the three before them. */
export function skillTrends(attempts: readonly PracticeAttempt[]): SkillTrend[] {
  const perSkill = new Map<string, boolean[][]>()
  for (const attempt of [...attempts].sort(byTime)) {
    const bySkill = new Map<string, boolean[]>()
    for (const result of attempt.results) {
      const skill = criteriaTable[result.id].skill
      bySkill.set(skill, [...(bySkill.get(skill) ?? []), result.passed])
    }
    for (const [skill, rows] of bySkill) perSkill.set(skill, [...(perSkill.get(skill) ?? []), rows])
  }
  return [...perSkill.entries()].map(([skill, rows]) => {
    const recent = rate(rows.slice(-3).flat())
    const before = rows.slice(-6, -3).flat()
    const earlier = rate(before)
    const direction =
      before.length === 0
        ? 'new'
        : recent > earlier
          ? 'improving'
          : recent < earlier
            ? 'slipping'
            : 'steady'
    return { skill, attempts: rows.length, recentRate: recent, direction }
  })
}

export function personalBests(attempts: readonly PracticeAttempt[]): PersonalBest[] {
  const best = new Map<string, PersonalBest>()
  for (const attempt of attempts) {
    const seen = best.get(attempt.scenarioId)
    best.set(attempt.scenarioId, {
      scenarioId: attempt.scenarioId,
      scenarioTitle: attempt.scenarioTitle,
      best: Math.max(seen?.best ?? 0, attempt.score),
      attempts: (seen?.attempts ?? 0) + 1,
      passed: (seen?.passed ?? false) || attempt.passed,
    })
  }
  return [...best.values()]
}

/** True when this attempt is the scenario's first pass: the one that earns credits. */
export function isFirstPass(
  attempts: readonly PracticeAttempt[],
  attempt: PracticeAttempt,
): boolean {
  return (
    attempt.passed &&
    !attempts.some((a) => a.id !== attempt.id && a.scenarioId === attempt.scenarioId && a.passed)
  )
}

/**
 * One sentence the coach can say about the latest attempt ("your last discovery call never asked
 * for a next step"), or null when there is none or nothing was missed.
 */
export function latestPracticeNote(attempts: readonly PracticeAttempt[]): string | null {
  const latest = [...attempts].sort(byTime).at(-1)
  if (!latest) return null
  const missed = latest.results.find((r) => !r.passed)
  const title = latest.scenarioTitle.toLowerCase()
  if (!missed) return `Your last ${title} practice passed every check.`
  return `Your last ${title} practice missed one check: ${criteriaTable[missed.id].label.toLowerCase()}.`
}
