import type { Scenario } from './practice-types'
import {
  callScenarios,
  careerScenarios,
  interviewScenarios,
  objectionScenarios,
} from './data/scenarios'
import { hasAnyCue, normaliseLine } from './normalise'

/** In the order the practice room lists them (data/scenarios/*.json). */
export const scenarios: readonly Scenario[] = [
  ...callScenarios,
  ...objectionScenarios,
  ...careerScenarios,
  ...interviewScenarios,
]

export function getScenario(id: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id)
}

/**
 * The scenario a message asks to rehearse ("let's practise a cold call"), for the coach to offer a
 * link; null when the message names no call the room has. The scenario whose matching topic is the
 * longest phrase wins ("send me an email" beats "email"; "a mock cold call in my interview" is the
 * cold call, not an interview drill), and on a tie the earlier one in the list.
 */
export function practiceScenarioFor(text: string): string | null {
  const normalised = normaliseLine(text)
  let best: { id: string; words: number } | null = null
  for (const scenario of scenarios) {
    const matched = scenario.topics.filter((topic) => hasAnyCue(normalised, [topic]))
    const words = Math.max(0, ...matched.map((topic) => topic.split(' ').length))
    if (words > 0 && (best === null || words > best.words)) best = { id: scenario.id, words }
  }
  return best?.id ?? null
}

/**
 * Roadmap steps that train a call skill or end in interviews, by what their title is about
 * ("Practise this" links). The first match wins.
 */
const stepScenarios: readonly [RegExp, string][] = [
  [/cold call/i, 'cold-call-opener'],
  [/discovery/i, 'discovery-call'],
  [/\bdemo/i, 'ae-mock-pitch'],
  [/\bland the sdr role\b/i, 'interview-sdr-screen'],
  [/\bwin the ae role\b/i, 'interview-deal-walkthrough'],
  [/\b(land|win) the .+ role\b/i, 'interview-questions-for-us'],
]

export function practiceScenarioForStep(stepTitle: string): string | null {
  return stepScenarios.find(([pattern]) => pattern.test(stepTitle))?.[1] ?? null
}
