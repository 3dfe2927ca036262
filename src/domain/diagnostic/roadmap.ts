import { roles, type RoadmapStep, type RoleId } from '../catalogue'
import type {
  DiagnosticAnswers,
  ResumeInsights,
  RoadmapPhase,
  RoadmapPlanStep,
  SelectedRoadmap,
} from './diagnostic-types'
import { experienceText } from './experience-text'
import { findMasteredSteps, type MasteredStep } from './mastery'
import type { ScoringInput } from './scoring-rules'
import { phaseWindows, stepWindows, windowLabel, type CalendarWindow } from './plan-calendar'
import { planTimeline } from './plan-timeline'
import { choiceOptions, optionLabel } from './questions'
import { phaseMilestones, phaseTemplates } from './roadmap-content'

/** Builds the phased plan for the top match from the catalogue role's roadmap steps. */

/** First this many steps still to do are high priority; the rest medium; mastered ones low. */
const highPrioritySteps = 2

/** Splits n steps into three phases, extra steps going to the earlier phases (6 -> 2/2/2, 5 -> 2/2/1). */
export function phaseSizes(stepCount: number): [number, number, number] {
  const base = Math.floor(stepCount / 3)
  const extra = stepCount % 3
  return [base + (extra > 0 ? 1 : 0), base + (extra > 1 ? 1 : 0), base]
}

function successMetrics(step: RoadmapStep, mastered: boolean): string[] {
  if (mastered) return ['Confirmed by your resume', 'A quick skim of the checklist to refresh it']
  const metrics = [...(step.goal === undefined ? [] : [step.goal]), ...step.checklist]
  const fallbacks = [
    `You can explain what '${step.title}' covers in two minutes`,
    `Every checklist item for '${step.title}' ticked off`,
  ]
  return [...new Set([...metrics, ...fallbacks])].slice(0, Math.max(2, Math.min(4, metrics.length)))
}

interface StepMarks {
  mastered: ReadonlySet<number>
  high: ReadonlySet<number>
}

function planSteps(
  steps: readonly RoadmapStep[],
  phase: CalendarWindow,
  marks: StepMarks,
): RoadmapPlanStep[] {
  const todo = steps.filter((step) => !marks.mastered.has(step.id))
  const windows = stepWindows(phase, todo.length)
  return steps.map((step) => {
    const mastered = marks.mastered.has(step.id)
    const window = windows[todo.indexOf(step)]
    return {
      stepId: step.id,
      title: step.title,
      description: step.description,
      priority: mastered ? 'low' : marks.high.has(step.id) ? 'high' : 'medium',
      timeEstimate: mastered || window === undefined ? 'Already done' : windowLabel(window),
      successMetrics: successMetrics(step, mastered),
      mastered,
    }
  })
}

function buildPhases(
  roleId: RoleId,
  mastered: readonly MasteredStep[],
  totalMonths: number,
): RoadmapPhase[] {
  const role = roles[roleId]
  const sizes = phaseSizes(role.roadmapSteps.length)
  const windows = phaseWindows(totalMonths)
  const masteredIds = new Set(mastered.map((step) => step.stepId))
  const todo = role.roadmapSteps.filter((step) => !masteredIds.has(step.id))
  const marks = {
    mastered: masteredIds,
    high: new Set(todo.slice(0, highPrioritySteps).map((step) => step.id)),
  }
  let offset = 0
  return phaseTemplates.map((template, index) => {
    const steps = role.roadmapSteps.slice(offset, offset + (sizes[index] ?? 0))
    offset += steps.length
    const window = windows[index] ?? { unit: 'Month', start: 1, end: totalMonths }
    return {
      phase: index + 1,
      title: template.title,
      duration: windowLabel(window),
      description: template.description(role.title),
      steps: planSteps(steps, window, marks),
      milestones: [...(phaseMilestones[roleId][index] ?? [])],
    }
  })
}

function currentState(answers: DiagnosticAnswers, insights: ResumeInsights | null): string {
  const from = optionLabel('current_role', answers.current_role)
  const experience =
    insights !== null && insights.experience > 0 ? ` with ${experienceText(insights)}` : ''
  const listed = choiceOptions.strengths
    .filter((option) => answers.strengths.includes(option.value))
    .map((option) => option.label)
    .slice(0, 3)
  return listed.length === 0
    ? `${from}${experience}.`
    : `${from}${experience}. Strengths: ${listed.join(', ')}.`
}

/**
 * The plan for one role. `mastered` defaults to what the resume proves; the journey passes the
 * account's own list (a user can say 'I haven't done this'), so the timeline follows it.
 */
export function buildRoadmap(
  input: ScoringInput,
  roleId: RoleId,
  mastered: readonly MasteredStep[] = findMasteredSteps(roles[roleId], input.evidence),
): SelectedRoadmap {
  const { answers, insights } = input
  const role = roles[roleId]
  const timeline = planTimeline(
    answers.current_role,
    answers.target_timeline,
    roleId,
    mastered.length,
  )
  return {
    title: `Your path to ${role.title}`,
    targetRole: role.title,
    roleId,
    currentState: currentState(answers, insights),
    timelineAssessment: timeline.text,
    timelineFit: timeline.fit,
    timelineLabel: timeline.label,
    skipReasons: mastered.map((step) => step.reason),
    phases: buildPhases(roleId, mastered, timeline.planMonths),
  }
}
