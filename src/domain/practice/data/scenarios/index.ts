import type { Scenario } from '../../practice-types'
import calls from './calls.json' with { type: 'json' }
import career from './career.json' with { type: 'json' }
import interviews from './interviews.json' with { type: 'json' }
import objections from './objections.json' with { type: 'json' }
import { scenarioFileSchema, scenarioSchema } from './scenario-schema'

/** The scenarios of one file, each checked whole after its file's shared fields are filled in. */
export function scenariosFrom(file: unknown): readonly Scenario[] {
  const { shared, scenarios } = scenarioFileSchema.parse(file)
  return scenarios.map((record) => scenarioSchema.parse({ ...shared, ...record }))
}

/** The scenario files as data; scenario-schema.ts checks each one as it loads. */
export const scenarioFiles = { calls, objections, career, interviews } as const

export const callScenarios = scenariosFrom(calls)
export const objectionScenarios = scenariosFrom(objections)
export const careerScenarios = scenariosFrom(career)
export const interviewScenarios = scenariosFrom(interviews)
