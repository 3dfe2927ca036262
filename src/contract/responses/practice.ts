import { z } from 'zod'
import type {
  CriterionId,
  PersonalBest,
  PracticeAttempt,
  Scorecard,
  SkillTrend,
  TranscriptLine,
} from '@/domain/practice'
import { criteriaTable } from '@/domain/practice/criteria'
import {
  textFormats,
  type ReviewCriterionId,
  type TextReview,
} from '@/domain/practice/review/review-types'

/**
 * The practice room's responses. Scorecards, attempts and reviews are the domain's types (each
 * schema is a `z.ZodType` of one); the scenario card, the session view and the history are the
 * contract's own and their types are these schemas' (src/contract/practice.ts).
 */

const texts = z.array(z.string())
const criterionId = z.enum(Object.keys(criteriaTable) as [CriterionId, ...CriterionId[]])
const callOutcome = z.enum([
  'in_progress',
  'goal_reached',
  'hung_up',
  'turn_limit',
  'ended_by_user',
  'ended_by_prospect',
])
const percent = z.number().min(0).max(100)

const transcriptLine: z.ZodType<TranscriptLine> = z.object({
  speaker: z.enum(['user', 'prospect']),
  text: z.string(),
  objection: z.boolean().optional(),
})

const scorecard: z.ZodType<Scorecard> = z.object({
  scenarioId: z.string(),
  outcome: callOutcome,
  score: percent,
  passed: z.boolean(),
  cap: z.object({ score: percent, reason: z.string() }).optional(),
  criteria: z.array(
    z.object({
      id: criterionId,
      label: z.string(),
      passed: z.boolean(),
      quote: z.string().optional(),
      missing: z.string().optional(),
      alternative: z.string().optional(),
    }),
  ),
  metrics: z.object({
    userTurns: z.number(),
    userWords: z.number(),
    wordsPerTurn: z.number(),
    longestMonologue: z.number(),
    questions: z.number(),
    openQuestions: z.number(),
    closedQuestions: z.number(),
    questionRate: z.number(),
    fillerWords: z.number(),
    talkShare: percent,
  }),
  revealedFacts: texts,
})

const reviewCriterionId = z.custom<ReviewCriterionId>((value) => typeof value === 'string')

/** A call, an interview or a pasted-text review as history keeps it (a review has no scorecard). */
const attempt: z.ZodType<PracticeAttempt> = z.object({
  id: z.string(),
  kind: z.enum(['call', 'interview', 'review']).optional(),
  scenarioId: z.string(),
  scenarioTitle: z.string(),
  finishedAt: z.string(),
  score: percent,
  passed: z.boolean(),
  outcome: z.union([callOutcome, z.literal('reviewed')]),
  results: z.array(
    z.object({ id: z.union([criterionId, reviewCriterionId]), passed: z.boolean() }),
  ),
})

const skillTrend: z.ZodType<SkillTrend> = z.object({
  skill: z.string(),
  attempts: z.number().int(),
  recentRate: percent,
  direction: z.enum(['improving', 'steady', 'slipping', 'new']),
})

const personalBest: z.ZodType<PersonalBest> = z.object({
  scenarioId: z.string(),
  scenarioTitle: z.string(),
  best: percent,
  attempts: z.number().int(),
  passed: z.boolean(),
})

const textReview: z.ZodType<TextReview> = z.object({
  format: z.enum(textFormats),
  formatLabel: z.string(),
  detected: z.boolean(),
  score: percent,
  met: z.number().int(),
  total: z.number().int(),
  words: z.number().int(),
  seconds: z.number(),
  criteria: z.array(
    z.object({
      id: reviewCriterionId,
      label: z.string(),
      met: z.boolean(),
      quote: z.string(),
      note: z.string(),
      alternative: z.string().optional(),
    }),
  ),
})

export const reviewTextResponse = z.object({
  review: textReview,
  /** The review as history keeps it (score and checks, never the text). */
  attempt,
  /** Credits added by this review (first pass of its format, signed-in users only). */
  creditsEarned: z.number().int(),
  /** False for visitors: nothing of theirs is stored. */
  saved: z.boolean(),
})

/** A scenario as the picker shows it: the card without the hidden facts. */
export const practiceScenarioSummary = z.object({
  id: z.string(),
  title: z.string(),
  setting: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  turnLimit: z.number().int(),
  goal: z.string(),
  persona: z.object({
    name: z.string(),
    role: z.string(),
    company: z.string(),
    pains: texts,
    objections: texts,
  }),
  /** Names of the criteria the call is scored on. */
  criteria: texts,
})

export const practiceScenariosResponse = z.object({ scenarios: z.array(practiceScenarioSummary) })

export const practiceSessionView = z.object({
  sessionId: z.string(),
  scenarioId: z.string(),
  transcript: z.array(transcriptLine),
  outcome: callOutcome,
  turnsLeft: z.number().int(),
})

export const practiceFinishResponse = z.object({
  scorecard,
  attempt,
  /** Credits added by this call (first pass of the scenario, signed-in users only). */
  creditsEarned: z.number().int(),
  /** False for visitors: their history lives only in this browser session until they sign up. */
  saved: z.boolean(),
})

export const practiceHistoryResponse = z.object({
  attempts: z.array(z.intersection(attempt, z.object({ scorecard: scorecard.optional() }))),
  trends: z.array(skillTrend),
  bests: z.array(personalBest),
  note: z.string().nullable(),
  saved: z.boolean(),
})
