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
 * rehearse, so "what is a good cold call opener?" gets advice without a detour.
 */
export function practiceOfferFor(text: string): PracticeOffer | null {
  if (!rehearseCue.test(text)) return null
  const id = practiceScenarioFor(text)
  const scenario = id === null ? undefined : getScenario(id)
  return scenario
    ? { scenarioId: scenario.id, title: scenario.title }
    : { title: 'the practice room' }
}
