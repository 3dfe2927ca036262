import type { RoleId } from '../catalogue'
import type { CareerMatch, RoadmapPhase, SelectedRoadmap } from '../diagnostic/diagnostic-types'
import type { PlanTimeline } from '../diagnostic/plan-timeline'

/**
 * A roadmap step's status, the one definition every layer uses. `skipped` is the user's own
 * choice (not progress); `skipped_by_resume` means the resume proved the step done.
 */
export type JourneyStepStatus =
  'skipped_by_resume' | 'locked' | 'available' | 'in_progress' | 'completed' | 'skipped'

/** A stored step state: what the account says about one step (the step-states table). */
export type StoredStepStatus = 'in_progress' | 'completed' | 'skipped' | 'skipped_by_resume'

/** The account's progress on the target role; null for a guest (nothing stored yet). */
export interface JourneyProgress {
  /** Step ids unlocked with credits; free steps need no entry. */
  unlockedStepIds: readonly number[]
  states: readonly { stepId: number; status: StoredStepStatus }[]
  /** Ticked checklist items. */
  ticks: readonly { stepId: number; itemIndex: number }[]
}

export interface JourneyStep {
  stepId: number
  title: string
  description: string
  phase: number
  /** The step's slice of the one timeline, e.g. 'Months 2-3'. */
  window: string
  status: JourneyStepStatus
  /** Why the resume shows this step is done; present while the resume could vouch for it. */
  evidence?: string
  checked: readonly number[]
  totalItems: number
  creditCost: number
}

export type JourneyPhaseStatus = 'completed' | 'current' | 'upcoming'

export interface JourneyPhase extends Omit<RoadmapPhase, 'steps'> {
  stepIds: readonly number[]
  status: JourneyPhaseStatus
  doneSteps: number
  totalSteps: number
}

export interface JourneySkill {
  skill: string
  /** 1..target */
  level: number
  target: number
}

export interface JourneyMatch {
  roleId: RoleId
  title: string
  /** The one match percent for these answers, on every screen. */
  percent: number
  timeToRole: string
  topReasons: readonly string[]
  allFactors: readonly string[]
  isCurrentRole: boolean
}

export interface Journey {
  /** `percent`: the target's entry in `matches`, so a screen never looks a percent up elsewhere. */
  targetRole: { id: RoleId; title: string; percent: number | null }
  /** The catalogue role the user already holds, if any ('your current role'). */
  currentRoleId: RoleId | null
  timeline: PlanTimeline
  steps: readonly JourneyStep[]
  phases: readonly JourneyPhase[]
  /** The phase holding the next step; null once everything is done. */
  currentPhase: number | null
  /** Never a completed or skipped step. */
  nextStep: JourneyStep | null
  skills: readonly JourneySkill[]
  strengths: readonly string[]
  /** Weakest first; the first is the main gap. */
  gaps: readonly string[]
  progress: {
    /** Completed plus done-by-resume. */
    done: number
    completed: number
    skippedByResume: number
    total: number
    percent: number
  }
  matches: readonly JourneyMatch[]
  /** The same plan in the diagnostic's shape (phases with success metrics), for the results page. */
  plan: SelectedRoadmap
}

export type { CareerMatch }
