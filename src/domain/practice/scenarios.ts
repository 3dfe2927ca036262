import type { Scenario } from './practice-types'
import { aeMockPitch, promotionAsk, tellMeAboutYourself } from './scenarios-career'
import { coldCallOpener, discoveryCall, gatekeeper } from './scenarios-calls'
import { competitor, noBudget, notPriority, sendEmail } from './scenarios-objections'
import { hasAnyCue, normaliseLine } from './normalise'

export const scenarios: readonly Scenario[] = [
  coldCallOpener,
  gatekeeper,
  discoveryCall,
  noBudget,
  sendEmail,
  competitor,
  notPriority,
  promotionAsk,
  aeMockPitch,
  tellMeAboutYourself,
]

export function getScenario(id: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id)
}

/**
 * The scenario a message asks to rehearse ("let's practise a cold call"), for the coach to offer a
 * link; null when the message names no call the room has. The first scenario whose topics match wins,
 * so the more specific objection drills are checked before the generic calls.
 */
export function practiceScenarioFor(text: string): string | null {
  const normalised = normaliseLine(text)
  const ordered = [...scenarios].sort((a, b) => specificity(b) - specificity(a))
  return ordered.find((scenario) => hasAnyCue(normalised, scenario.topics))?.id ?? null
}

/** Longer topic phrases are more specific: "send me an email" beats "email". */
function specificity(scenario: Scenario): number {
  return Math.max(...scenario.topics.map((topic) => topic.split(' ').length))
}

/** Roadmap steps that train a call skill, by what their title is about ("Practise this" links). */
const stepScenarios: readonly [RegExp, string][] = [
  [/cold call/i, 'cold-call-opener'],
  [/discovery/i, 'discovery-call'],
  [/\bdemo/i, 'ae-mock-pitch'],
]

export function practiceScenarioForStep(stepTitle: string): string | null {
  return stepScenarios.find(([pattern]) => pattern.test(stepTitle))?.[1] ?? null
}
