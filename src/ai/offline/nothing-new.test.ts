import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

describe('when the thread has nothing new to say', () => {
  it('hears out something the person told, instead of saying it will not repeat itself', () => {
    const replies = playTurns(
      [
        'i just told my boss im leaving and now they want to counter',
        'they offered 15k more base',
        'but my manager is the reason im leaving',
      ],
      mayaContext,
    )
    const told = replies[2]?.text ?? ''
    expect(replies[2]?.situation).toBe('counteroffer')
    expect(told).not.toMatch(/repeat myself/i)
    expect(told).toMatch(/\?/)
  })
})
