import { isRoleId } from '../catalogue/role-types'
import personasFile from './data/sample-personas.json' with { type: 'json' }
import type { DiagnosticAnswers, ResumeInsights } from './diagnostic-types'
import { validateAnswers } from './validate-answers'

/**
 * Representative wizard answers for tests, the benchmark and demos (data/sample-personas.json).
 * Each one describes a person the product is for; the expected top match is written next to it so
 * a reader can judge the ranking.
 */

export interface SamplePersona {
  expectedTopRole: string
  answers: DiagnosticAnswers
}

export type PersonaName = keyof typeof personasFile.personas

/** A persona as the wizard would take it: answers the diagnostic rejects fail at load, not in a test. */
function checkedPersona(name: string, persona: { expectedTopRole: string; answers: unknown }) {
  const result = validateAnswers(persona.answers)
  if (!result.ok)
    throw new Error(`sample persona ${name}: ${result.issues.map((i) => i.questionId).join(', ')}`)
  if (!isRoleId(persona.expectedTopRole))
    throw new Error(`sample persona ${name}: no role ${persona.expectedTopRole}`)
  // Checked above; the file's own order of choices is kept (validation sorts them into option order).
  return { expectedTopRole: persona.expectedTopRole, answers: persona.answers as DiagnosticAnswers }
}

export const samplePersonas = Object.fromEntries(
  Object.entries(personasFile.personas).map(([name, persona]) => [
    name,
    checkedPersona(name, persona),
  ]),
) as Record<PersonaName, SamplePersona>

/** A resume of a two-year SDR who already works in Salesforce and books meetings. */
export const sampleSdrResume: ResumeInsights = {
  currentRole: 'Sales Development Representative',
  experience: 2,
  skills: ['Salesforce', 'Outreach', 'Cold calling', 'MEDDICC', 'Negotiation'],
  achievements: ['Booked 45 meetings per quarter; 130% of quota for 4 quarters'],
}

export const personaNames = Object.keys(samplePersonas) as PersonaName[]

/** A fresh, mutable copy of a persona's answers. */
export function personaAnswers(name: PersonaName): DiagnosticAnswers {
  const { answers } = samplePersonas[name]
  return {
    ...answers,
    work_preferences: [...answers.work_preferences],
    strengths: [...answers.strengths],
  }
}
