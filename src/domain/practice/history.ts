import { criteriaTable } from './criteria'
import type { CriterionId, Scenario, Scorecard } from './practice-types'
import { reviewLabel, reviewSkills } from './review/review-skills'
import type { ReviewCriterionId } from './review/review-types'

/** What was practised: a sales call, a mock interview or a review of a pasted text. */
export type AttemptKind = 'call' | 'interview' | 'review'

export type AttemptCriterionId = CriterionId | ReviewCriterionId

/** One finished call, interview or review as kept in history: trends, bests, the coach's reminders. */
export interface PracticeAttempt {
  id: string
  /** Absent on attempts stored before reviews joined history: a call or an interview. */
  kind?: AttemptKind
  /** A scenario id, or 'review-<format>' for a review (review/review-attempt.ts). */
  scenarioId: string
  scenarioTitle: string
  finishedAt: string
  score: number
  passed: boolean
  outcome: Scorecard['outcome'] | 'reviewed'
  results: { id: AttemptCriterionId; passed: boolean }[]
}

/** A mock interview (the AE discovery exercise too, played as a buyer) or a sales call. */
export const attemptKindOf = (scenario: Scenario): AttemptKind =>
  scenario.kind === 'interview' || scenario.interview || scenario.id.startsWith('interview-')
    ? 'interview'
    : 'call'

const isCallCriterion = (id: AttemptCriterionId): id is CriterionId =>
  Object.hasOwn(criteriaTable, id)

/** A call criterion's skill; a review check's when only a review has it ('personalised' is both). */
function skillOf(id: AttemptCriterionId): string {
  return isCallCriterion(id) ? criteriaTable[id].skill : reviewSkills[id]
}

const isReviewCriterion = (id: AttemptCriterionId): id is ReviewCriterionId =>
  Object.hasOwn(reviewSkills, id)

/** A review's checks in the review's words, a call's in the scorecard's. */
function labelOf(attempt: PracticeAttempt, id: AttemptCriterionId): string {
  if (isReviewCriterion(id) && (attempt.kind === 'review' || !isCallCriterion(id)))
    return reviewLabel(id)
  return isCallCriterion(id) ? criteriaTable[id].label : id
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
      const skill = skillOf(result.id)
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
  const what =
    latest.kind === 'review'
      ? `${latest.scenarioTitle.replace(/^Review: /, '').toLowerCase()} review`
      : `${latest.scenarioTitle.toLowerCase()} practice`
  if (!missed) return `Your last ${what} passed every check.`
  return `Your last ${what} missed one check: ${labelOf(latest, missed.id).toLowerCase()}.`
}
