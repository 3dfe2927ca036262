import { describe, expect, it } from 'vitest'
import { firstReply } from './play-turns'

/** A message and the situation a careful reader gives it. */
export type SituationCase = readonly [message: string, situation: string]

/** One test per message: the coach's first reply to it is on that situation. */
export function describeSituations(title: string, cases: readonly SituationCase[]): void {
  describe(title, () => {
    it.each(cases)('reads "%s" as %s', (message, situation) => {
      expect(firstReply(message)?.situation).toBe(situation)
    })
  })
}
