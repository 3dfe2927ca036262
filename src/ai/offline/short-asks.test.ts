import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

const first = (message: string) => playTurns([message], mayaContext)[0]

describe('short questions typed on a phone', () => {
  it('reads a dated ultimatum as a PIP without the paperwork, with no paid step', () => {
    const reply = first("they gave me 30 days to hit 100% or I'm out. realistic?")
    expect(reply?.situation).toBe('pip')
    expect(reply?.text).not.toMatch(/credits|unlock/i)
  })

  it('reads a deadline on an offer as part of negotiating it, not as resigning', () => {
    expect(
      first('They gave me 24 hours to accept an offer. Can I ask for more time?')?.situation,
    ).toBe('offer_negotiation')
  })

  it('reads "every call feels like a chore, I used to love sales" as burnout', () => {
    expect(first('Every call feels like a chore now, I used to love sales')?.situation).toBe(
      'burnout',
    )
  })
})
