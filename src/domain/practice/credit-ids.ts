import { textFormats } from './review/review-types'
import { reviewScenarioId } from './review/review-attempt'
import { scenarios } from './scenarios'

/**
 * Every id whose first pass pays practice credits: each call and interview scenario, and each
 * format of a pasted-text review. An imported account's `earn:practice:<id>` entries must name one,
 * so an edited export cannot mint credits under made-up ids.
 */
export function isPracticeCreditId(id: string): boolean {
  return (
    scenarios.some((scenario) => scenario.id === id) ||
    textFormats.some((format) => reviewScenarioId(format) === id)
  )
}
