import { currentRoleLabel } from '../diagnostic/question-options'
import { getRole, roleIdFromTitle } from '../catalogue'
import type { Role } from '../catalogue/role-types'
import { isRoleId } from '../catalogue/role-types'
import type {
  DiagnosticAnswers,
  DiagnosticResult,
  ResumeInsights,
} from '../diagnostic/diagnostic-types'
import {
  careerIntentFromSituation,
  careerIntentFromTopic,
  coachIntentLabels,
  isCoachIntent,
  smallTalkIntents,
} from './coach-intents'
import type { Journey } from '../journey/journey-types'
import type { CoachingMemory, RoadmapProgressInput } from './coaching-types'
import { detectMood } from './mood-rules'
import {
  careerIntentFromAnswers,
  coachingStyleFrom,
  defaultCoachingStyle,
  experienceLevelFrom,
  gapsFor,
  strengthsFrom,
} from './profile-rules'
import { wordCount } from './text-match'

export interface MemoryUpdate {
  message: string
  /** Becky's reply; an empty reply (a failed turn) records no insight. */
  reply: string
  diagnostic: DiagnosticResult | null
  answers?: DiagnosticAnswers | null
  resume?: ResumeInsights | null
  roadmapProgress?: RoadmapProgressInput | null
  /** The one journey: when given, skills and roadmap progress are read from it, not re-derived. */
  journey?: Journey | null
  /** The coach's detected topic (a CoachIntent id), for callers without situations. */
  intent?: string
  /** The coach's situation id for the turn (SITUATIONS.md); sets the career intent once. */
  situation?: string
  /**
   * What the coach learned this turn (situation, goal, plan, mood), already worded. When given,
   * these replace the topic-label insight.
   */
  insights?: readonly string[]
  now: Date
}

export const maxKeyInsights = 10
const defaultPhaseCount = 3
const minInsightWords = 4
const maxExcerptChars = 80
const unknownLevel = 'not yet known'
const defaultCareerIntent = 'just_exploring'

export function emptyMemory(): CoachingMemory {
  return {
    careerJourney: { intent: defaultCareerIntent, currentRole: '', targetRole: '' },
    skillsProfile: { strengths: [], gaps: [], experienceLevel: unknownLevel },
    roadmapProgress: { currentPhase: 1, completedSteps: 0, totalSteps: 0, nextMilestone: '' },
    coachingHistory: { coachingStyle: defaultCoachingStyle, keyInsights: [] },
    lastSession: { mood: 'neutral' },
  }
}

/** The role the diagnostic points at: its top match's id, else its roadmap's target title. */
export function targetRoleOf(diagnostic: DiagnosticResult | null, title: string): Role | undefined {
  const matchId = diagnostic?.careerMatches[0]?.roleId
  if (matchId !== undefined && isRoleId(matchId)) return getRole(matchId)
  return title === '' ? undefined : getRole(roleIdFromTitle(title))
}

function careerJourneyOf(prev: CoachingMemory, u: MemoryUpdate): CoachingMemory['careerJourney'] {
  const topicIntent =
    (u.situation === undefined ? undefined : careerIntentFromSituation[u.situation]) ??
    (u.intent !== undefined && isCoachIntent(u.intent)
      ? careerIntentFromTopic[u.intent]
      : undefined)
  const prevIntent =
    prev.careerJourney.intent === defaultCareerIntent ? undefined : prev.careerJourney.intent
  const intent =
    (u.answers ? careerIntentFromAnswers(u.answers) : undefined) ??
    prevIntent ??
    topicIntent ??
    defaultCareerIntent
  const currentRole = currentRoleLabel(
    u.resume?.currentRole || u.answers?.current_role || prev.careerJourney.currentRole,
  )
  const targetRole =
    u.diagnostic?.selectedRoadmap.targetRole ||
    u.diagnostic?.careerMatches[0]?.role ||
    prev.careerJourney.targetRole
  return { intent, currentRole, targetRole }
}

function skillsProfileOf(
  prev: CoachingMemory,
  u: MemoryUpdate,
  journey: CoachingMemory['careerJourney'],
): CoachingMemory['skillsProfile'] {
  const fresh = strengthsFrom(u.answers, u.resume)
  const picked = fresh.length > 0 ? fresh : prev.skillsProfile.strengths
  // The journey's strong skills and gaps are the skills tab's: Becky never names a 5/5 skill a gap.
  const strengths = u.journey ? [...new Set([...u.journey.strengths, ...picked])] : picked
  const role = targetRoleOf(u.diagnostic, journey.targetRole)
  const gaps = u.journey
    ? [...u.journey.gaps]
    : role
      ? gapsFor(role.skills, strengths)
      : prev.skillsProfile.gaps
  const experienceLevel =
    experienceLevelFrom(u.resume, journey.currentRole) ?? prev.skillsProfile.experienceLevel
  return { strengths, gaps, experienceLevel }
}

/** The phase a share of completed steps falls in, 1-based, with the last phase at 100%. */
export function phaseFor(completed: number, total: number, phaseCount: number): number {
  if (total <= 0 || phaseCount <= 0) return 1
  const done = Math.min(Math.max(completed, 0), total)
  // Integer maths: (2 / 6) * 3 is 0.999... in floating point.
  return Math.min(phaseCount, Math.floor((done * phaseCount) / total) + 1)
}

function roadmapProgressOf(
  prev: CoachingMemory,
  u: MemoryUpdate,
): CoachingMemory['roadmapProgress'] {
  const progress = u.roadmapProgress
  const phases = u.diagnostic?.selectedRoadmap.phases ?? []
  const plan = u.journey
  if (plan && progress) {
    const current = plan.phases.find((phase) => phase.phase === plan.currentPhase)
    return {
      currentPhase: plan.currentPhase ?? plan.phases.length,
      completedSteps: plan.progress.done,
      totalSteps: plan.progress.total,
      nextMilestone: plan.nextStep?.title ?? current?.milestones[0] ?? '',
    }
  }
  if (!progress) {
    const milestone = prev.roadmapProgress.nextMilestone || (phases[0]?.milestones[0] ?? '')
    return { ...prev.roadmapProgress, nextMilestone: milestone }
  }
  const currentPhase = phaseFor(
    progress.completedSteps,
    progress.totalSteps,
    phases.length || defaultPhaseCount,
  )
  const nextMilestone =
    progress.nextStepTitle ??
    phases[currentPhase - 1]?.milestones[0] ??
    prev.roadmapProgress.nextMilestone
  return {
    currentPhase,
    completedSteps: progress.completedSteps,
    totalSteps: progress.totalSteps,
    nextMilestone,
  }
}

/** The message's first sentence, cut at a word boundary. */
export function excerpt(message: string, maxChars = maxExcerptChars): string {
  const flat = message.replace(/\s+/g, ' ').trim()
  const sentence = /^(.+?[.?!])(\s|$)/.exec(flat)?.[1] ?? flat
  if (sentence.length <= maxChars) return sentence
  const cut = sentence.slice(0, maxChars)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trim()}…`
}

/** A short insight for a substantive turn, or null for small talk, short or failed turns. */
export function insightFor(
  message: string,
  reply: string,
  intent: string | undefined,
): string | null {
  const topic = intent !== undefined && isCoachIntent(intent) ? intent : 'unknown'
  if (smallTalkIntents.includes(topic)) return null
  // An unknown topic teaches nothing; echoing the question is not an insight.
  if (topic === 'unknown') return null
  if (wordCount(message) < minInsightWords || reply.trim() === '') return null
  return `${coachIntentLabels[topic]}: "${excerpt(message)}"`
}

function coachingHistoryOf(
  prev: CoachingMemory,
  u: MemoryUpdate,
): CoachingMemory['coachingHistory'] {
  const coachingStyle =
    (u.answers ? coachingStyleFrom(u.answers.learning_style) : null) ??
    prev.coachingHistory.coachingStyle
  const fresh =
    u.reply.trim() === ''
      ? []
      : u.insights !== undefined
        ? [...new Set(u.insights)]
        : [insightFor(u.message, u.reply, u.intent)].filter((i): i is string => i !== null)
  const kept = prev.coachingHistory.keyInsights.filter((i) => !fresh.includes(i))
  const keyInsights = [...kept, ...fresh]
  return { coachingStyle, keyInsights: keyInsights.slice(-maxKeyInsights) }
}

/** Memory after one coaching turn. Pure: the same inputs always give the same memory. */
export function updateMemory(prev: CoachingMemory | null, update: MemoryUpdate): CoachingMemory {
  const base = prev ?? emptyMemory()
  const careerJourney = careerJourneyOf(base, update)
  return {
    careerJourney,
    skillsProfile: skillsProfileOf(base, update, careerJourney),
    roadmapProgress: roadmapProgressOf(base, update),
    coachingHistory: coachingHistoryOf(base, update),
    lastSession: { mood: detectMood(update.message), date: update.now.toISOString() },
  }
}
