import { z } from 'zod'
import { roleIds, type RoleId } from '@/domain/catalogue'
import type { CareerPlan, CoachingMemory } from '@/domain/coaching'
import { moods } from '@/domain/coaching/coaching-types'
import type {
  CareerMatch,
  CareerMatchCard,
  DiagnosticResult,
  ResumeInsights,
  RoadmapPhase,
  RoleMatchCard,
  SelectedRoadmap,
} from '@/domain/diagnostic'
import type { DashboardData } from '@/domain/insights'
import type { Journey, JourneyStep } from '@/domain/journey'

/**
 * Response schemas of the shapes the domain owns (the diagnostic's result, the journey, the
 * dashboard, the coach's memory). The domain's types stay the source; each schema is declared as a
 * `z.ZodType` of that type, so a field the schema misses or types otherwise fails the type check,
 * and the handlers' answers are checked against them at run time (mocks/handlers tests).
 */

const texts = z.array(z.string())
const roleId: z.ZodType<RoleId> = z.enum(roleIds)

export const resumeInsightsResponse: z.ZodType<ResumeInsights> = z.object({
  currentRole: z.string(),
  experience: z.number().min(0),
  skills: texts,
  achievements: texts,
  skillDetails: z
    .array(
      z.object({
        name: z.string(),
        kind: z.enum(['sales', 'tool', 'soft', 'other']),
        inferred: z.boolean(),
      }),
    )
    .optional(),
  roleSource: z.enum(['job', 'headline']).optional(),
  salesExperience: z.number().min(0).optional(),
})

const careerMatch: z.ZodType<CareerMatch> = z.object({
  role: z.string(),
  matchScore: z.number(),
  matchReason: z.string(),
  timeToRole: z.string(),
  salaryRange: z.string(),
  reasons: texts.optional(),
  roleId: z.string().optional(),
  topReasons: texts.optional(),
  isCurrentRole: z.boolean().optional(),
})

const roadmapPhase: z.ZodType<RoadmapPhase> = z.object({
  phase: z.number().int(),
  title: z.string(),
  duration: z.string(),
  description: z.string(),
  steps: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      priority: z.enum(['high', 'medium', 'low']),
      timeEstimate: z.string(),
      successMetrics: texts,
      stepId: z.number().int().optional(),
      mastered: z.boolean().optional(),
    }),
  ),
  milestones: texts,
})

const timelineFit = z.enum(['ambitious', 'realistic', 'comfortable', 'flexible'])

const selectedRoadmap: z.ZodType<SelectedRoadmap> = z.object({
  title: z.string(),
  targetRole: z.string(),
  currentState: z.string(),
  timelineAssessment: z.string(),
  skipReasons: texts,
  phases: z.array(roadmapPhase),
  roleId: z.string().optional(),
  timelineFit: timelineFit.optional(),
  timelineLabel: z.string().optional(),
})

export const diagnosticResultResponse: z.ZodType<DiagnosticResult> = z.object({
  careerMatches: z.array(careerMatch),
  beckyWelcome: z.string(),
  userEmail: z.string(),
  selectedRoadmap,
})

export const careerMatchCard: z.ZodType<CareerMatchCard> = z.object({
  roleId: z.string(),
  title: z.string(),
  summary: z.string(),
  salaryRange: z.string(),
  traits: texts,
  growthRate: z.string(),
  remoteOk: z.boolean(),
  matchPercent: z.number().min(0).max(100),
})

export const roleMatchCard: z.ZodType<RoleMatchCard> = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  badge: z.string().nullable(),
  ai_picked: z.boolean(),
  alt_label: z.string().nullable(),
  match_percentage: z.number().min(0).max(100),
  difficulty: z.enum(['easy', 'moderate', 'challenging']),
  salary_range: z.string(),
  description: z.string(),
  why_match: z.string(),
  tags: texts,
})

/** A roadmap step's status (JourneyStepStatus), in the journey and in every progress answer. */
export const stepStatus = z.enum([
  'skipped_by_resume',
  'locked',
  'available',
  'in_progress',
  'completed',
  'skipped',
])
const phaseStatus = z.enum(['completed', 'current', 'upcoming'])
const skill = z.object({ skill: z.string(), level: z.number(), target: z.number() })

const journeyStep: z.ZodType<JourneyStep> = z.object({
  stepId: z.number().int(),
  title: z.string(),
  description: z.string(),
  phase: z.number().int(),
  window: z.string(),
  status: stepStatus,
  evidence: z.string().optional(),
  checked: z.array(z.number().int()),
  totalItems: z.number().int(),
  creditCost: z.number().int(),
})

export const journeyResponse: z.ZodType<Journey> = z.object({
  targetRole: z.object({ id: roleId, title: z.string(), percent: z.number().nullable() }),
  currentRoleId: roleId.nullable(),
  timeline: z.object({
    months: z.object({ min: z.number(), max: z.number() }),
    planMonths: z.number(),
    fit: timelineFit,
    label: z.string(),
    wish: z.string().nullable(),
    text: z.string(),
    reason: z.string().nullable(),
    skippedSteps: z.number().int(),
  }),
  steps: z.array(journeyStep),
  phases: z.array(
    z.object({
      phase: z.number().int(),
      title: z.string(),
      duration: z.string(),
      description: z.string(),
      milestones: texts,
      stepIds: z.array(z.number().int()),
      status: phaseStatus,
      doneSteps: z.number().int(),
      totalSteps: z.number().int(),
    }),
  ),
  currentPhase: z.number().int().nullable(),
  nextStep: journeyStep.nullable(),
  skills: z.array(skill),
  strengths: texts,
  gaps: texts,
  progress: z.object({
    done: z.number().int(),
    completed: z.number().int(),
    skippedByResume: z.number().int(),
    total: z.number().int(),
    percent: z.number(),
  }),
  matches: z.array(
    z.object({
      roleId,
      title: z.string(),
      percent: z.number(),
      timeToRole: z.string(),
      topReasons: texts,
      allFactors: texts,
      isCurrentRole: z.boolean(),
    }),
  ),
  plan: selectedRoadmap,
})

export const dashboardResponse: z.ZodType<DashboardData> = z.object({
  currentRoadmap: z.object({
    title: z.string(),
    targetRole: z.string(),
    roleId: z.string(),
    currentPhase: z.number().int(),
    totalPhases: z.number().int(),
    completedSteps: z.number().int(),
    totalSteps: z.number().int(),
    nextStep: z
      .object({
        title: z.string(),
        description: z.string(),
        priority: z.string(),
        timeEstimate: z.string(),
        stepId: z.number().int().optional(),
        locked: z.boolean().optional(),
      })
      .nullable(),
    phases: z.array(
      z.object({
        phase: z.number().int(),
        title: z.string(),
        duration: z.string(),
        status: phaseStatus,
        completedSteps: z.number().int(),
        totalSteps: z.number().int(),
      }),
    ),
    timeline: z.string().optional(),
  }),
  careerProgress: z.object({
    confidenceLevel: z.number().min(0).max(100),
    skillsProgress: z.array(skill),
    weeklyGoals: z.array(
      z.object({ goal: z.string(), completed: z.boolean(), dueDate: z.string() }),
    ),
    weeklyActivity: z.array(
      z.object({ date: z.string(), label: z.string(), actions: z.number().int() }),
    ),
  }),
  beckyInsights: z.object({
    weeklyTip: z.string(),
    encouragement: z.string(),
    nextMilestone: z.string(),
  }),
  recentAchievements: z.array(z.object({ title: z.string(), date: z.string() })),
  source: z.enum(['progress', 'placeholder']),
})

export const coachingMemoryResponse: z.ZodType<CoachingMemory> = z.object({
  careerJourney: z.object({ intent: z.string(), currentRole: z.string(), targetRole: z.string() }),
  skillsProfile: z.object({ strengths: texts, gaps: texts, experienceLevel: z.string() }),
  roadmapProgress: z.object({
    currentPhase: z.number().int(),
    completedSteps: z.number().int(),
    totalSteps: z.number().int(),
    nextMilestone: z.string(),
  }),
  coachingHistory: z.object({ coachingStyle: z.string(), keyInsights: texts }),
  lastSession: z.object({
    mood: z.enum(moods),
    date: z.string().optional(),
  }),
})

export const careerPlan: z.ZodType<CareerPlan> = z.object({
  matches: z.array(z.object({ role: z.string(), matchScore: z.number(), timeToRole: z.string() })),
  roadmap: z.object({ phases: z.array(roadmapPhase) }),
})
