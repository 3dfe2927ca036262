import { describe, expect, it } from 'vitest'
import { wizardStepCount, wizardSteps } from '@/domain/diagnostic'
import {
  canGoNext,
  currentStep,
  initialWizardState,
  withIntentDefaults,
  isLastStep,
  parseDraft,
  serializeDraft,
  showResumeTip,
  withAccountDefaults,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state'

const run = (actions: WizardAction[], from: WizardState = initialWizardState) =>
  actions.reduce(wizardReducer, from)

/** Answers every step with its first option (or name and email), pressing Next after each. */
function answerThrough(count: number): WizardState {
  let state = initialWizardState
  for (let index = 0; index < count; index++) {
    const step = currentStep(state)
    if (step.kind === 'text') {
      state = run(
        [
          { type: 'text', id: 'first_name', value: 'Maya' },
          { type: 'text', id: 'email', value: 'maya@example.com' },
        ],
        state,
      )
    } else {
      const value = step.options[0]!.value
      state = wizardReducer(state, {
        type: step.kind === 'multi' ? 'toggle' : 'choose',
        id: step.id,
        value,
      })
    }
    state = wizardReducer(state, { type: 'next' })
  }
  return state
}

describe('wizard navigation', () => {
  it('will not leave step 1 until a name and a plausible email are given', () => {
    expect(canGoNext(initialWizardState)).toBe(false)
    const nameOnly = run([{ type: 'text', id: 'first_name', value: 'Maya' }, { type: 'next' }])
    expect(nameOnly.step).toBe(0)
    const badEmail = run([{ type: 'text', id: 'email', value: 'maya' }, { type: 'next' }], nameOnly)
    expect(badEmail.step).toBe(0)
    const ok = run(
      [{ type: 'text', id: 'email', value: 'maya@example.com' }, { type: 'next' }],
      nameOnly,
    )
    expect(ok.step).toBe(1)
  })

  it('never goes before step 1 or past step 9', () => {
    expect(wizardReducer(initialWizardState, { type: 'previous' }).step).toBe(0)
    const end = answerThrough(wizardStepCount)
    expect(end.step).toBe(wizardStepCount - 1)
    expect(isLastStep(end)).toBe(true)
  })

  it('keeps every answer when going back', () => {
    const atFour = answerThrough(3)
    expect(atFour.step).toBe(3)
    const back = run([{ type: 'previous' }, { type: 'previous' }], atFour)
    expect(currentStep(back).id).toBe('current_role')
    expect(back.answers).toEqual(atFour.answers)
    expect(canGoNext(back)).toBe(true)
  })

  it('toggles multi-choice answers on and off', () => {
    const on = run([
      { type: 'toggle', id: 'strengths', value: 'empathy' },
      { type: 'toggle', id: 'strengths', value: 'writing' },
    ])
    expect(on.answers.strengths).toEqual(['empathy', 'writing'])
    const off = wizardReducer(on, { type: 'toggle', id: 'strengths', value: 'empathy' })
    expect(off.answers.strengths).toEqual(['writing'])
  })

  it('lets the optional industry step pass unanswered', () => {
    const industry = wizardSteps.findIndex((step) => step.id === 'industry_preference')
    const state = answerThrough(industry)
    expect(currentStep(state).id).toBe('industry_preference')
    expect(
      canGoNext({ ...state, answers: { ...state.answers, industry_preference: undefined } }),
    ).toBe(true)
  })
})

describe('resume tip and panel', () => {
  it('shows the tip only after step 3 while no resume was added', () => {
    expect(showResumeTip(answerThrough(2))).toBe(false)
    const atFour = answerThrough(3)
    expect(showResumeTip(atFour)).toBe(true)
    const opened = wizardReducer(atFour, { type: 'open-resume' })
    expect(showResumeTip(opened)).toBe(false)
    expect(showResumeTip(wizardReducer(opened, { type: 'skip-resume' }))).toBe(false)
    const attached = wizardReducer(opened, {
      type: 'attach-resume',
      resume: { fileName: 'cv.pdf', currentRole: 'SDR', experience: 2, skillCount: 5 },
    })
    expect(attached.resumePanelOpen).toBe(false)
    expect(showResumeTip(attached)).toBe(false)
  })
})

describe('draft in sessionStorage', () => {
  it('restores the step, answers and added resume after a reload', () => {
    const state = wizardReducer(answerThrough(5), {
      type: 'attach-resume',
      resume: { fileName: 'cv.pdf', currentRole: 'SDR', experience: 2, skillCount: 5 },
    })
    const restored = parseDraft(serializeDraft(state))
    expect(restored.step).toBe(5)
    expect(restored.answers).toEqual(state.answers)
    expect(restored.resume?.fileName).toBe('cv.pdf')
  })

  it('starts fresh from a missing or broken draft and drops unknown or mistyped answers', () => {
    expect(parseDraft(null)).toEqual(initialWizardState)
    expect(parseDraft('{"step": 4, "answers": ')).toEqual(initialWizardState)
    expect(parseDraft('[1,2]')).toEqual(initialWizardState)
    const odd = parseDraft(
      JSON.stringify({ step: 2, answers: { first_name: 'Maya', evil: '<b>', strengths: [1] } }),
    )
    expect(odd.answers).toEqual({ first_name: 'Maya' })
  })

  it('never restores past the first unanswered step', () => {
    const draft = JSON.stringify({ step: 7, answers: { first_name: 'Maya', email: 'm@x.io' } })
    expect(parseDraft(draft).step).toBe(1)
  })
})

describe('signed-in defaults', () => {
  it("fills step 1 from the account but never overwrites the user's own answers", () => {
    const account = { name: '  Ada   Lovelace ', email: 'ada@example.com' }
    expect(withAccountDefaults(initialWizardState, account).answers).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
    })
    const typed = run([{ type: 'text', id: 'first_name', value: 'Addie' }])
    expect(withAccountDefaults(typed, account).answers.first_name).toBe('Addie')
    expect(withAccountDefaults(typed, null)).toBe(typed)
  })
})

describe('the reason given on /onboarding', () => {
  it('starts the current-role question on SDR for an SDR who wants promotion', () => {
    expect(withIntentDefaults(initialWizardState, 'grow_as_sdr').answers.current_role).toBe(
      'sdr_bdr',
    )
  })

  it('never overrides a role already answered, and leaves other reasons blank', () => {
    const answered = {
      ...initialWizardState,
      answers: { ...initialWizardState.answers, current_role: 'marketing' },
    }
    expect(withIntentDefaults(answered, 'grow_as_sdr').answers.current_role).toBe('marketing')
    expect(withIntentDefaults(initialWizardState, 'just_exploring')).toBe(initialWizardState)
    expect(withIntentDefaults(initialWizardState, null)).toBe(initialWizardState)
  })
})
