import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-05 (eleventh session): an HR meeting on Friday and a husband
 * not told, a manager who takes the credit for the rep's deals. Played whole with the shipped
 * reader.
 */

await withShippedReader()

describe('an HR meeting on Friday, and a husband who does not know', () => {
  const [, husband, bring] = playTurns(
    [
      'i think im going to get fired on friday. my manager scheduled a meeting with hr and didnt say why',
      'i havent told my husband anything',
      'what should i bring to the meeting',
    ],
    mayaContext,
  )

  it('opens on the partner not told, not on a warning from the manager', () => {
    expect(husband?.text).toMatch(/^Maya, not told your husband, wife or partner yet/)
  })
  it('says what to bring to the meeting before anything about rent', () => {
    expect(bring?.text).toMatch(/what to bring to the HR meeting\? A notepad/i)
    expect(bring?.text.indexOf('A notepad')).toBeLessThan(
      bring?.text.includes('landlord') ? bring.text.indexOf('landlord') : Infinity,
    )
  })
})

describe('a manager who takes the credit for the rep’s deals', () => {
  const [credit, again, boss, words] = playTurns(
    [
      'my manager keeps taking credit for my deals in the forecast meeting',
      'he did it again today with the acme renewal',
      'should i go to his boss',
      'what do i say exactly',
    ],
    mayaContext,
  )

  it('answers for a manager taking the credit, not a colleague to talk to first', () => {
    expect(credit?.text).toMatch(/manager passing your work off as theirs/i)
  })
  it('hears "he did it again" as the manager again, never as a step the rep finished', () => {
    expect(again?.situation).not.toBe('progress_update')
    expect(again?.text).not.toMatch(/nice work/i)
  })
  it('answers going to his boss, then gives the words for that meeting', () => {
    expect(boss?.text).toMatch(/going to his boss, or hers\?/i)
    expect(words?.text).toMatch(/To your manager's manager/)
  })
})
