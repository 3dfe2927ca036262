import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would on 2026-12-05, second session (a move into sales
 * engineering, a warning of a firing, four missed quarters, a cold email with no answer), with the
 * shipped reader. Each turn tested here got a menu, a wrong card, a wrong role's pay or an empty
 * reply before.
 */

await withShippedReader()

describe('a move into sales engineering', () => {
  const [about, pay] = playTurns(
    ['I am thinking about sales engineering', 'how much do they make'],
    mayaContext,
  )

  it('answers on the sales engineering card, not a menu with switchers and leaving sales', () => {
    expect(about?.clarifying).toBe(false)
    expect(about?.situation).toBe('move_to_sales_engineer')
  })

  it('gives what sales engineers are paid, not the Account Executive range', () => {
    expect(pay?.situation).toBe('move_to_sales_engineer')
    expect(pay?.text).toMatch(/sales engineers are usually paid/)
    expect(pay?.text).not.toMatch(/Account Executive\*\*: \$/)
  })
})

describe('a manager who said the person might be let go', () => {
  const [warned] = playTurns(['my manager said I might be let go'], mayaContext)

  it('is a job at risk, not a firing that happened', () => {
    expect(warned?.situation).toBe('job_security')
    expect(warned?.text).not.toMatch(/being fired from a sales job is common/i)
  })
})

describe('"what should I do" after four missed quarters and a feared firing', () => {
  const [, next] = playTurns(
    [
      "I've missed quota 4 quarters in a row and I think I'm about to be let go",
      'what should I do',
    ],
    mayaContext,
  )

  it('says something to do, not only where the roadmap stands', () => {
    const body = (next?.text ?? '').replace(/You’re working towards[^\n]*/, '').trim()
    expect(body.length).toBeGreaterThan(120)
    expect(next?.text).not.toMatch(/^[^\n]*here is the next thing to do\.\s*You’re working/)
  })
})

describe('a cold email with no answer', () => {
  const [, silence] = playTurns(
    ["I'm about to send a cold email to a VP", "what if they don't answer"],
    mayaContext,
  )

  it('says silence is usual and how to follow up, not deliverability', () => {
    expect(silence?.text).toMatch(/silence is the usual first result/)
    expect(silence?.text).not.toMatch(/deliverability/)
  })
})
