import type { Scenario } from './practice-types'
import { getScenario, practiceScenarioFor } from './scenarios'

/** Words that ask to rehearse rather than to learn about a topic. */
const rehearseCue =
  /\b(practi[cs]e|practi[cs]ing|role[- ]?play|roleplay|rehears\w*|run through|mock (?:cold |discovery |sales )?(call|pitch|interview)|drill)\b/i

export interface PracticeOffer {
  /** The scenario the message names, or undefined for the room's picker. */
  scenarioId?: string
  title: string
}

/**
 * What the coach's chat offers when someone asks to practise ("let's practise a cold call"): the
 * matching call in the practice room, or the room itself. Null when the message does not ask to
 * rehearse, so "what is a good cold call opener?" gets advice without a detour. `earlier` are the
 * person's earlier messages, newest first, for an ask that names no call ("practise it with me").
 */
export function practiceOfferFor(
  text: string,
  earlier: readonly string[] = [],
): PracticeOffer | null {
  if (!rehearseCue.test(text)) return interviewOfferFor(text)
  const scenario = scenarioNamedIn([text, ...earlier])
  return scenario
    ? { scenarioId: scenario.id, title: scenario.title }
    : { title: 'the practice room' }
}

/**
 * The call the first of these texts to name one is about: "can you practise it with me?" names
 * none, so the conversation before it ("they want me to do a mock cold call") decides, newest
 * first. The chat's link and Becky's words use it, so both name the same call.
 */
export function scenarioNamedIn(texts: readonly string[]): Scenario | undefined {
  for (const text of texts) {
    const id = practiceScenarioFor(text)
    const scenario = id === null ? undefined : getScenario(id)
    if (scenario) return scenario
  }
  return undefined
}

/**
 * An interview question asked of the coach ("how do I answer 'sell me this pen'?") is one tap from
 * rehearsing it: the interview scenario it names is offered without being asked, since switchers
 * fear the interview most and the room is where it can be tried out loud.
 */
function interviewOfferFor(text: string): PracticeOffer | null {
  if (!/\binterview/i.test(text) && !/sell me (this|a) pen/i.test(text)) return null
  const scenario = scenarioNamedIn([text])
  return scenario?.kind === 'interview' ? { scenarioId: scenario.id, title: scenario.title } : null
}
