import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)

describe('asked by a manager to lie to a prospect', () => {
  const [ask, pressure, fired, sayNo] = converse([
    'my manager told me to tell a prospect we have soc2 when we dont',
    'he said everyone does it and i need to close this deal to hit quota',
    'what if he fires me for not doing it?',
    'how do i say no without making him mad',
  ])

  it('reads a false claim about the product as an ask to mislead, with no paid step', () => {
    expect(ask?.situation).toBe('asked_to_mislead')
    expect(ask?.clarifying).toBe(false)
    expect(ask?.text).not.toMatch(/credits|unlock/i)
  })

  it('keeps the story going when the manager is quoted, not a quota lesson', () => {
    expect(pressure?.situation).toBe('asked_to_mislead')
  })

  it('meets the fear of being fired for refusing with what protects the person', () => {
    expect(fired?.situation).toBe('asked_to_mislead')
    expect(fired?.text).toMatch(/unlawful retaliation/)
    expect(fired?.text).toMatch(/Say no in writing/)
  })

  it('gives words for saying no to the manager', () => {
    expect(sayNo?.situation).toBe('asked_to_mislead')
    expect(sayNo?.text).toMatch(/not comfortable telling the customer/)
  })
})

describe('a firing feared inside other problems', () => {
  it('reads "what if they fire me?" inside a PIP as the PIP’s way out, not a firing', () => {
    const [, what] = converse(['i got put on a pip', 'what if they fire me?'])
    expect(what?.situation).toBe('pip')
    expect(what?.text).toMatch(/you will still have options/)
  })

  it('reads "what if my boss fires me?" alone as the worry it is', () => {
    const [reply] = converse(['what if my boss fires me?'])
    expect(reply?.situation).toBe('job_security')
  })
})
