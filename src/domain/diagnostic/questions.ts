import type { DiagnosticAnswers, QuestionId } from './diagnostic-types'
import {
  careerGoalOptions,
  confidenceOptions,
  currentRoleOptions,
  industryOptions,
  learningStyleOptions,
  strengthOptions,
  timelineOptions,
  workPreferenceOptions,
  type WizardOption,
} from './question-options'
import { looksLikeEmail } from './text-checks'

/** The wizard as data (spec section 2: 9 steps, one question per step, step 1 asks name + email). */

export type StepKind = 'text' | 'single' | 'multi'
export type TextQuestionId = 'first_name' | 'email'
export type ChoiceQuestionId = Exclude<QuestionId, TextQuestionId>

export interface TextField {
  id: TextQuestionId
  label: string
  inputType: 'text' | 'email'
  placeholder: string
  autoComplete: 'given-name' | 'email'
  /** The longest answer the API takes (src/contract/onboarding.ts); the input stops there. */
  maxLength: number
}

interface StepBase {
  /** 1-based position shown as 'Step n of 9'. */
  number: number
  title: string
  prompt: string
  required: boolean
}

export interface TextStep extends StepBase {
  kind: 'text'
  id: 'about_you'
  fields: readonly TextField[]
}

export interface ChoiceStep extends StepBase {
  kind: 'single' | 'multi'
  id: ChoiceQuestionId
  options: readonly WizardOption[]
}

export type WizardStep = TextStep | ChoiceStep

export const choiceOptions: Record<ChoiceQuestionId, readonly WizardOption[]> = {
  current_role: currentRoleOptions,
  biggest_career_goal: careerGoalOptions,
  work_preferences: workPreferenceOptions,
  strengths: strengthOptions,
  target_timeline: timelineOptions,
  learning_style: learningStyleOptions,
  industry_preference: industryOptions,
  confidence_level: confidenceOptions,
}

function choice(
  number: number,
  id: ChoiceQuestionId,
  kind: 'single' | 'multi',
  title: string,
  prompt: string,
  required = true,
): ChoiceStep {
  return { number, id, kind, title, prompt, required, options: choiceOptions[id] }
}

export const wizardSteps: readonly WizardStep[] = [
  {
    number: 1,
    id: 'about_you',
    kind: 'text',
    title: "Let's get to know you",
    prompt: 'What should Becky call you, and where should we send your roadmap?',
    required: true,
    fields: [
      {
        id: 'first_name',
        label: 'First name',
        inputType: 'text',
        placeholder: 'e.g. Jordan',
        autoComplete: 'given-name',
        maxLength: 80,
      },
      {
        id: 'email',
        label: 'Email',
        inputType: 'email',
        placeholder: 'you@example.com',
        autoComplete: 'email',
        maxLength: 254,
      },
    ],
  },
  choice(
    2,
    'current_role',
    'single',
    'Where are you today?',
    'Which best describes your current role?',
  ),
  choice(
    3,
    'biggest_career_goal',
    'single',
    'Your biggest goal',
    'What is your biggest career goal right now?',
  ),
  choice(
    4,
    'work_preferences',
    'multi',
    'How you like to work',
    'Which of these energise you? Select all that apply.',
  ),
  choice(5, 'strengths', 'multi', 'Your strengths', 'Select your top 3-5 strengths.'),
  choice(
    6,
    'target_timeline',
    'single',
    'Your timeline',
    'When do you want to be in your next role?',
  ),
  choice(7, 'learning_style', 'single', 'How you learn', 'How do you learn best?'),
  choice(
    8,
    'industry_preference',
    'single',
    'Industry',
    'Is there an industry you are drawn to? This one is optional.',
    false,
  ),
  choice(
    9,
    'confidence_level',
    'single',
    'Your confidence',
    'How confident do you feel about your next career move?',
  ),
]

export const wizardStepCount = wizardSteps.length

/** The label a user saw for an answer value; unknown values come back as they are. */
export function optionLabel(questionId: ChoiceQuestionId, value: string): string {
  return choiceOptions[questionId].find((option) => option.value === value)?.label ?? value
}

export function isKnownOption(questionId: ChoiceQuestionId, value: string): boolean {
  return choiceOptions[questionId].some((option) => option.value === value)
}

function isTextAnswered(field: TextField, answers: Partial<DiagnosticAnswers>): boolean {
  const value = (answers[field.id] ?? '').trim()
  if (value.length > field.maxLength) return false
  return field.id === 'email' ? looksLikeEmail(value) : value.length > 0
}

function isChoiceAnswered(step: ChoiceStep, answers: Partial<DiagnosticAnswers>): boolean {
  const value = answers[step.id]
  if (step.kind === 'multi') {
    return Array.isArray(value) && value.some((item) => isKnownOption(step.id, item))
  }
  return typeof value === 'string' && isKnownOption(step.id, value)
}

/** Whether Next may be pressed: optional steps are always complete (spec section 5). */
export function isStepComplete(step: WizardStep, answers: Partial<DiagnosticAnswers>): boolean {
  if (!step.required) return true
  if (step.kind === 'text') return step.fields.every((field) => isTextAnswered(field, answers))
  return isChoiceAnswered(step, answers)
}
