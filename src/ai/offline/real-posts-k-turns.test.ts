import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Turns from whole conversations played on 2026-12-06 (eleventh session): the two sets of the
 * session before, played again, and a fifth set built from public posts. Each turn tested here
 * was wrong before.
 */

await withShippedReader()

describe('a short fact answering a question asked turns earlier', () => {
  it('reads "60 days" as the length of the PIP, four turns of care after the question', () => {
    const replies = playTurns(
      [
        'my manager put me on a pip again. second time in 2 years. last year i missed 2 months in a row and got one, clawed my way off it. and now last week here we go again. i havent slept properly since he told me',
        'i just lie there doing math. rent in california is insane and if this goes bad i have maybe 2 months of savings. my stomach has been in knots all week',
        'sorry i know thats alot to dump on you',
        'yeah its software. and its not just me, like half the floor is behind, the whole industry has been slow for months',
        'honestly i think hes doing it to light a fire under my ass. which feels so disrespectful after 3 years',
        '60 days',
      ],
      mayaContext,
    )
    const last = replies.at(-1)
    expect(replies[0]?.text).toContain('What exactly does the PIP ask you to hit, and by when?')
    expect(last?.clarifying).toBe(false)
    expect(last?.situation).toBe('pip')
    expect(last?.text).not.toMatch(/988/)
  })
})
