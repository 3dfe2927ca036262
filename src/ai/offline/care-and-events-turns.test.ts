import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * An event told in the middle of distress (a PIP after nights of crying) and the question of
 * what happens if it fails: both got care alone, as if nothing had been said.
 */

await withShippedReader()

describe('crying every night, then a PIP, then "what happens if I fail"', () => {
  const [, pip, , fail] = playTurns(
    [
      "I've been crying every night this week because of work",
      'my manager put me on a PIP on Monday',
      "I don't think I can pass it",
      'what happens if I fail',
    ],
    mayaContext,
  )

  it('takes up the PIP with care around it, and no paid step', () => {
    expect(pip?.situation).toBe('pip')
    expect(pip?.text).toMatch(/PIP is stressful/)
    expect(pip?.text).toMatch(/written targets/)
    expect(pip?.text).not.toMatch(/credits/)
  })
  it('says what happens if the PIP fails, still gently', () => {
    expect(fail?.situation).toBe('pip')
    expect(fail?.text).toMatch(/unemployment/)
    expect(fail?.text).not.toMatch(/credits/)
  })
})
