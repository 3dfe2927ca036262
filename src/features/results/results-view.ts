import type { RoadmapPhase, RoadmapPlanStep } from '@/domain/diagnostic'

/** Spec section 2: the results page shows the first 3 steps per phase, 2 metrics per step. */
export const STEPS_PER_PHASE = 3
export const METRICS_PER_STEP = 2

export interface PhasePreview {
  steps: RoadmapPlanStep[]
  /** Steps past the first three, waiting in the full roadmap. */
  moreSteps: number
}

export function phasePreview(phase: RoadmapPhase): PhasePreview {
  return {
    steps: phase.steps.slice(0, STEPS_PER_PHASE).map((step) => ({
      ...step,
      successMetrics: step.successMetrics.slice(0, METRICS_PER_STEP),
    })),
    moreSteps: Math.max(0, phase.steps.length - STEPS_PER_PHASE),
  }
}

export interface ResultsQuery {
  enhanced: boolean
  userId: string | null
}

/** Re-run from stored answers only with both enhanced=true and a userId (spec section 2). */
export const shouldRerun = (query: ResultsQuery) => query.enhanced && query.userId !== null
