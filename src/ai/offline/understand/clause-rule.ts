/**
 * One who-did-what rule: an actor and an action in the same sentence point at a card (a negative
 * weight points away from it).
 */
export interface ClauseRule {
  readonly card: string
  readonly actors: readonly string[]
  readonly actions: readonly string[]
  readonly weight: number
}
