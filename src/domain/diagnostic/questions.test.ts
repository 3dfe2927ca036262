import { describe, expect, it } from 'vitest'
import { choiceOptions, isStepComplete, wizardSteps, type WizardStep } from './questions'
import { personaAnswers } from './sample-personas'
import { validateAnswers } from './validate-answers'

function step(number: number): WizardStep {
  const found = wizardSteps.find((candidate) => candidate.number === number)
  if (found === undefined) throw new Error(`no step ${number}`)
  return found
}

describe('wizard steps', () => {
  it('has nine steps numbered 1 to 9, name and email first', () => {
    expect(wizardSteps.map((candidate) => candidate.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const first = step(1)
    expect(first.kind).toBe('text')
    if (first.kind !== 'text') return
    expect(first.fields.map((field) => [field.id, field.inputType])).toEqual([
      ['first_name', 'text'],
      ['email', 'email'],
    ])
    expect(first.fields.every((field) => field.label.length > 0)).toBe(true)
  })

  it('offers the option counts of spec section 9', () => {
    const counts = Object.fromEntries(
      Object.entries(choiceOptions).map(([id, options]) => [id, options.length]),
    )
    expect(counts).toEqual({
      current_role: 10,
      biggest_career_goal: 10,
      work_preferences: 10,
      strengths: 15,
      target_timeline: 6,
      learning_style: 8,
      industry_preference: 10,
      confidence_level: 7,
    })
  })

  it('lists the six timeline choices in order', () => {
    expect(choiceOptions.target_timeline.map((option) => option.label)).toEqual([
      'ASAP (1-3 months)',
      'Soon (3-6 months)',
      'This year (6-12 months)',
      'Steady growth (12-18 months)',
      'Long-term (18+ months)',
      'Flexible',
    ])
  })

  it('uses unique snake_case values and non-empty labels in every question', () => {
    for (const options of Object.values(choiceOptions)) {
      const values = options.map((option) => option.value)
      expect(new Set(values).size).toBe(values.length)
      for (const option of options) {
        expect(option.value).toMatch(/^[a-z]+(_[a-z]+)*$/)
        expect(option.label.trim()).not.toBe('')
      }
    }
  })

  it('makes work preferences and strengths multi-select and the strengths prompt ask for 3-5', () => {
    const kinds = Object.fromEntries(wizardSteps.map((candidate) => [candidate.id, candidate.kind]))
    expect(kinds).toMatchObject({
      work_preferences: 'multi',
      strengths: 'multi',
      current_role: 'single',
    })
    expect(step(5).prompt).toContain('top 3-5')
  })

  it('requires every step except the industry', () => {
    const optional = wizardSteps
      .filter((candidate) => !candidate.required)
      .map((candidate) => candidate.id)
    expect(optional).toEqual(['industry_preference'])
  })
})

describe('isStepComplete', () => {
  it('keeps Next disabled on step 1 until a name and an email-shaped address are given', () => {
    expect(isStepComplete(step(1), {})).toBe(false)
    expect(isStepComplete(step(1), { first_name: '  ', email: 'a@b.co' })).toBe(false)
    expect(isStepComplete(step(1), { first_name: 'Ana', email: 'not an email' })).toBe(false)
    expect(isStepComplete(step(1), { first_name: 'Ana', email: 'ana@example.com' })).toBe(true)
  })

  it('needs a known option on single-choice steps', () => {
    expect(isStepComplete(step(2), {})).toBe(false)
    expect(isStepComplete(step(2), { current_role: 'astronaut' })).toBe(false)
    expect(isStepComplete(step(2), { current_role: 'sdr_bdr' })).toBe(true)
  })

  it('needs at least one pick on multi-select steps but enforces no 3-5 count', () => {
    expect(isStepComplete(step(5), { strengths: [] })).toBe(false)
    expect(isStepComplete(step(5), { strengths: ['empathy'] })).toBe(true)
    const all = choiceOptions.strengths.map((option) => option.value)
    expect(isStepComplete(step(5), { strengths: all })).toBe(true)
  })

  it('lets the optional industry step pass unanswered', () => {
    expect(isStepComplete(step(8), {})).toBe(true)
  })
})

describe('validateAnswers', () => {
  it('accepts a complete persona and keeps multi-selects in option order without duplicates', () => {
    const answers = personaAnswers('helper')
    const result = validateAnswers({
      ...answers,
      first_name: '  Priya ',
      strengths: ['teaching_coaching', 'empathy', 'empathy'],
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.answers.first_name).toBe('Priya')
    expect(result.answers.strengths).toEqual(['empathy', 'teaching_coaching'])
  })

  it('treats industry as optional and omits it when blank', () => {
    const answers = personaAnswers('helper')
    const result = validateAnswers({ ...answers, industry_preference: '' })
    expect(result.ok && !('industry_preference' in result.answers)).toBe(true)
  })

  it('reports every missing required answer, in wizard order', () => {
    const result = validateAnswers({ first_name: 'Ana' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((issue) => issue.questionId)).toEqual([
      'email',
      'current_role',
      'biggest_career_goal',
      'work_preferences',
      'strengths',
      'target_timeline',
      'learning_style',
      'confidence_level',
    ])
  })

  it('rejects values that are not among the options', () => {
    const result = validateAnswers({
      ...personaAnswers('creative'),
      strengths: ['writing', 'juggling'],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([{ questionId: 'strengths', message: 'Not an option: juggling' }])
  })

  it('rejects input that is not an object', () => {
    expect(validateAnswers(null).ok).toBe(false)
    expect(validateAnswers('answers').ok).toBe(false)
  })
})
