// The wizard's own modules, not the diagnostic barrel: the barrel's scoring, catalogue and schemas
// would load with the wizard's first step (issue 33), which only needs the questions.
import { questionIds, type DiagnosticAnswers } from '@/domain/diagnostic/diagnostic-types'
import {
  isStepComplete,
  wizardStepCount,
  wizardSteps,
  type ChoiceQuestionId,
  type TextQuestionId,
  type WizardStep,
} from '@/domain/diagnostic/questions'

/** What the wizard remembers of a resume the user chose to add inline. */
export interface AttachedResume {
  fileName: string
  currentRole: string
  experience: number
  skillCount: number
}

export interface WizardState {
  /** 0-based index into wizardSteps. */
  step: number
  answers: Partial<DiagnosticAnswers>
  resume: AttachedResume | null
  resumePanelOpen: boolean
  tipDismissed: boolean
}

export type WizardAction =
  | { type: 'text'; id: TextQuestionId; value: string }
  | { type: 'choose'; id: ChoiceQuestionId; value: string }
  | { type: 'toggle'; id: ChoiceQuestionId; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'open-resume' }
  | { type: 'skip-resume' }
  | { type: 'attach-resume'; resume: AttachedResume }

export const initialWizardState: WizardState = {
  step: 0,
  answers: {},
  resume: null,
  resumePanelOpen: false,
  tipDismissed: false,
}

export function currentStep(state: WizardState): WizardStep {
  const step = wizardSteps[state.step] ?? wizardSteps[0]
  if (step === undefined) throw new Error('The wizard has no steps')
  return step
}

export const isLastStep = (state: WizardState) => state.step === wizardStepCount - 1

export const canGoNext = (state: WizardState) => isStepComplete(currentStep(state), state.answers)

/** Spec section 2: the tip card appears after step 3 while no resume was added. */
export const showResumeTip = (state: WizardState) =>
  state.step >= 3 && state.resume === null && !state.resumePanelOpen && !state.tipDismissed

function toggled(list: readonly string[] | undefined, value: string): string[] {
  const current = list ?? []
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
}

function withAnswer(state: WizardState, id: string, value: string | string[]): WizardState {
  return { ...state, answers: { ...state.answers, [id]: value } }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'text':
    case 'choose':
      return withAnswer(state, action.id, action.value)
    case 'toggle': {
      const previous = state.answers[action.id]
      return withAnswer(
        state,
        action.id,
        toggled(Array.isArray(previous) ? previous : [], action.value),
      )
    }
    case 'next':
      // Next is disabled until the step is answered; the guard keeps a stray Enter from skipping it.
      if (!canGoNext(state) || isLastStep(state)) return state
      return { ...state, step: state.step + 1 }
    case 'previous':
      return { ...state, step: Math.max(0, state.step - 1) }
    case 'open-resume':
      return { ...state, resumePanelOpen: true }
    case 'skip-resume':
      return { ...state, resumePanelOpen: false, tipDismissed: true }
    case 'attach-resume':
      return { ...state, resume: action.resume, resumePanelOpen: false }
  }
}

/** A signed-in user's name and email fill step 1 when the draft has none. */
export function withAccountDefaults(
  state: WizardState,
  user: { name: string; email: string } | null,
): WizardState {
  if (user === null) return state
  const firstName = user.name.trim().split(/\s+/)[0] ?? ''
  const answers = { ...state.answers }
  if (!answers.first_name && firstName !== '') answers.first_name = firstName
  if (!answers.email) answers.email = user.email
  return { ...state, answers }
}

/**
 * "SDR Looking to Get Promoted" on /onboarding already says the current role: step 2 starts on it
 * (still changeable) instead of asking the same thing again.
 */
const roleByIntent: Readonly<Record<string, string>> = {
  grow_as_sdr: 'sdr_bdr',
  sdr_switcher: 'sdr_bdr',
}

export function withIntentDefaults(state: WizardState, intent: string | null): WizardState {
  const role = intent === null ? undefined : roleByIntent[intent]
  if (role === undefined || state.answers.current_role) return state
  return { ...state, answers: { ...state.answers, current_role: role } }
}

// ---- The draft in sessionStorage: a reload (or a crash) loses nothing, a new tab starts fresh.

export const DRAFT_KEY = 'salespath:diagnostic-draft'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

function readAnswers(value: unknown): Partial<DiagnosticAnswers> {
  if (!isRecord(value)) return {}
  const known = questionIds.flatMap((id) => {
    const answer = value[id]
    return typeof answer === 'string' || isStringList(answer) ? [[id, answer]] : []
  })
  return Object.fromEntries(known) as Partial<DiagnosticAnswers>
}

function readResume(value: unknown): AttachedResume | null {
  if (!isRecord(value)) return null
  const { fileName, currentRole, experience, skillCount } = value
  if (typeof fileName !== 'string' || typeof currentRole !== 'string') return null
  if (typeof experience !== 'number' || typeof skillCount !== 'number') return null
  return { fileName, currentRole, experience, skillCount }
}

/** Parses a stored draft defensively: anything odd falls back to a fresh wizard. */
export function parseDraft(raw: string | null): WizardState {
  if (raw === null) return initialWizardState
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return initialWizardState
  }
  if (!isRecord(value)) return initialWizardState
  const answers = readAnswers(value.answers)
  const step = typeof value.step === 'number' && Number.isInteger(value.step) ? value.step : 0
  // Never restore past the first unanswered step: the draft may be from an older wizard.
  const reachable = wizardSteps.findIndex((item) => !isStepComplete(item, answers))
  const limit = reachable === -1 ? wizardStepCount - 1 : reachable
  return {
    step: Math.min(Math.max(0, step), limit),
    answers,
    resume: readResume(value.resume),
    resumePanelOpen: false,
    tipDismissed: value.tipDismissed === true,
  }
}

export function serializeDraft(state: WizardState): string {
  const { step, answers, resume, tipDismissed } = state
  return JSON.stringify({ step, answers, resume, tipDismissed })
}
