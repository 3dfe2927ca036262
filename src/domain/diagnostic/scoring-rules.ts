import { roleIds, type RoleId } from '../catalogue'
import {
  confidencePoints,
  currentRolePoints,
  goalPoints,
  industryPoints,
  learningStylePoints,
  strengthPoints,
  workPreferencePoints,
  type RolePoints,
} from './answer-affinities'
import type { DiagnosticAnswers, ResumeInsights } from './diagnostic-types'
import { experienceText } from './experience-text'
import { optionLabel, type ChoiceQuestionId } from './questions'
import {
  resumeSignals,
  seasonedPoints,
  seasonedYears,
  type ResumeSignal,
} from './resume-signal-table'
import { readResume, signalEvidence, type ResumeEvidence } from './resume-signals'
import { realisticEstimate, timelineFit, timelineWindow } from './timeline'

/**
 * The scoring table: every way an answer or a resume can move a role's score, one row per
 * (cause, role). Rows are generated from the point tables so the numbers live in one place and
 * each fired row explains itself in one line.
 */

export interface ScoringInput {
  answers: DiagnosticAnswers
  insights: ResumeInsights | null
  /** What the resume proves, read once (see resume-signals.ts). */
  evidence: ResumeEvidence
}

export function scoringInput(
  answers: DiagnosticAnswers,
  insights: ResumeInsights | null,
): ScoringInput {
  return { answers, insights, evidence: readResume(insights) }
}

export type RuleSource = ChoiceQuestionId | 'resume'

export interface ScoringRule {
  id: string
  source: RuleSource
  role: RoleId
  /** Points added when the rule fires (multi-select picks are diluted past 5 picks, see score.ts). */
  weight: number
  when: (input: ScoringInput) => boolean
  /** Why, starting lower-case ('you chose ...'); score.ts appends ': +12 Account Executive'. */
  reason: (input: ScoringInput) => string
}

const causes: Record<ChoiceQuestionId, (label: string) => string> = {
  current_role: (label) => `your starting point is '${label}'`,
  biggest_career_goal: (label) => `you chose '${label}' as your goal`,
  work_preferences: (label) => `you enjoy '${label}'`,
  strengths: (label) => `you picked '${label}' as a strength`,
  target_timeline: (label) => `your timeline is '${label}'`,
  learning_style: (label) => `you learn best with '${label}'`,
  industry_preference: (label) => `you are drawn to '${label}'`,
  confidence_level: (label) => `you feel '${label}'`,
}

function rolesIn(points: RolePoints): { role: RoleId; weight: number }[] {
  return roleIds.flatMap((role) => {
    const weight = points[role]
    return weight === undefined ? [] : [{ role, weight }]
  })
}

function answered(
  answers: DiagnosticAnswers,
  questionId: ChoiceQuestionId,
  value: string,
): boolean {
  const answer = answers[questionId]
  return Array.isArray(answer) ? answer.includes(value) : answer === value
}

function answerRules(source: ChoiceQuestionId, table: Record<string, RolePoints>): ScoringRule[] {
  const cause = causes[source]
  return Object.entries(table).flatMap(([value, points]) =>
    rolesIn(points).map(({ role, weight }) => ({
      id: `${source}:${value}:${role}`,
      source,
      role,
      weight,
      when: ({ answers }: ScoringInput) => answered(answers, source, value),
      reason: () => cause(optionLabel(source, value)),
    })),
  )
}

/** A short deadline helps roles that are close to the user's starting point and hurts far ones. */
function timelineRules(role: RoleId): ScoringRule[] {
  const label = ({ answers }: ScoringInput) =>
    optionLabel('target_timeline', answers.target_timeline)
  const estimate = ({ answers }: ScoringInput) => realisticEstimate(answers.current_role, role)
  const window = ({ answers }: ScoringInput) => timelineWindow(answers.target_timeline)
  return [
    {
      id: `target_timeline:fits:${role}`,
      source: 'target_timeline',
      role,
      weight: 4,
      // The same test as the plan's timeline: a wish that only touches the start of the usual
      // range is 'ambitious' there, so it must not read as a fit here ('3-6 months fits' beside
      // a '6-12 months' plan).
      when: (input) => {
        const wanted = window(input)
        return (
          wanted !== null && wanted.max <= 6 && timelineFit(wanted, estimate(input)) !== 'ambitious'
        )
      },
      reason: (input) => `your '${label(input)}' timeline fits this move from where you are`,
    },
    {
      id: `target_timeline:stretch:${role}`,
      source: 'target_timeline',
      role,
      weight: -4,
      when: (input) => {
        const wanted = window(input)
        return wanted !== null && wanted.max <= 3 && estimate(input).min > 6
      },
      reason: (input) => `your '${label(input)}' timeline is short for this move`,
    },
  ]
}

function signalRules(signal: ResumeSignal): ScoringRule[] {
  return rolesIn(signal.points).map(({ role, weight }) => ({
    id: `resume:${signal.id}:${role}`,
    source: 'resume',
    role,
    weight,
    when: ({ evidence }: ScoringInput) => evidence.has(signal.id),
    reason: ({ evidence }: ScoringInput) =>
      `your resume shows ${signalEvidence(signal, evidence.get(signal.id) ?? '')}`,
  }))
}

function experienceRules(): ScoringRule[] {
  return rolesIn(seasonedPoints).map(({ role, weight }) => ({
    id: `resume:seasoned:${role}`,
    source: 'resume',
    role,
    weight,
    when: ({ insights }: ScoringInput) => insights !== null && insights.experience >= seasonedYears,
    // The rule weighs the total (every dated job); the reason names the sales-relevant years too.
    reason: ({ insights }: ScoringInput) =>
      `your resume shows ${experienceText(insights ?? { experience: seasonedYears })}`,
  }))
}

export const scoringRules: readonly ScoringRule[] = [
  ...answerRules('current_role', currentRolePoints),
  ...answerRules('biggest_career_goal', goalPoints),
  ...answerRules('work_preferences', workPreferencePoints),
  ...answerRules('strengths', strengthPoints),
  ...roleIds.flatMap(timelineRules),
  ...answerRules('learning_style', learningStylePoints),
  ...answerRules('industry_preference', industryPoints),
  ...answerRules('confidence_level', confidencePoints),
  ...resumeSignals.flatMap(signalRules),
  ...experienceRules(),
]
