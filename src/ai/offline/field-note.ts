import type { SituationCard } from './situations'
import type { Understanding } from './understand'

/**
 * Sales fields the role catalogue does not cover. "How much do medical device reps make?"
 * answered with the Account Executive range alone would pass a tech figure off as theirs.
 */
const fields: readonly (readonly [RegExp, string])[] = [
  [/ (medical device|med device|medtech|device sales)/, 'medical device'],
  [/ (pharma|pharmaceutical)/, 'pharmaceutical'],
  [/ (biotech|lab equipment|life science)/, 'life sciences'],
  [/ (insurance|insurance agent)/, 'insurance'],
  [/ (real estate|realtor)/, 'real estate'],
  [/ (car sales|car salesman|car dealership|auto sales|dealership)/, 'car'],
  [/ (mortgage|loan officer)/, 'mortgage'],
  [/ (solar)/, 'solar'],
  [/ (door to door)/, 'door-to-door'],
  [/ (freight|logistics)/, 'freight and logistics'],
  [/ (advertising sales|media sales|ad sales)/, 'media and advertising'],
  [/ (dental sales|dental)/, 'dental'],
  [/ (industrial sales|manufacturing sales)/, 'industrial'],
]

/** The field outside tech sales a message names, if any ("medical device"). */
export function outsideField(text: string): string | undefined {
  return fields.find(([pattern]) => pattern.test(text))?.[1]
}

/**
 * Said before a catalogue pay range when the person asked about a field the catalogue does not
 * cover and named no catalogue role: the figure that follows is the nearest tech role, not theirs.
 */
export function fieldCaveat(u: Understanding, card: SituationCard): string | undefined {
  const asksPay = (card.facts ?? []).some((f) => f.kind === 'salary')
  if (!asksPay || u.entities.roles.length > 0) return undefined
  const field = outsideField(u.input.text)
  if (field === undefined) return undefined
  return `I have no ${field} sales figures: the SalesPath catalogue covers tech sales roles. The nearest one is below, for comparison only; for ${field} pay, read the base and commission in live job posts and ask two or three reps in the field what the top, middle and bottom of the team earn.`
}
