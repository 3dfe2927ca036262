import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would (the pay of roles the catalogue does not price, a
 * pay question inside burnout, not caring after a death, age said in distress, the counter
 * email after an offer), with the shipped reader. Each turn got another card's answer before.
 */

await withShippedReader()

describe('the pay of a role outside the catalogue', () => {
  const [se, manager] = playTurns(['what does an SE make'], mayaContext).concat(
    playTurns(['what does a sales manager make'], mayaContext),
  )

  it('answers for sales engineers, not with the Account Executive range', () => {
    expect(se?.situation).toBe('move_to_sales_engineer')
    expect(se?.text).toMatch(/70\/30/)
    expect(se?.text).not.toMatch(/\$80K-\$150K/)
  })
  it('says how a sales manager is paid, and that the catalogue has no range for it', () => {
    expect(manager?.situation).toBe('move_to_sales_management')
    expect(manager?.text).toMatch(/more of it in base/)
    expect(manager?.text).toMatch(/no range for managers/)
  })
})

describe('burned out, then a question about customer success pay', () => {
  const [, pay] = playTurns(
    [
      "I'm completely burned out as an AE, I dread every Monday",
      'would customer success pay less?',
    ],
    mayaContext,
  )

  it('answers the pay of customer success rather than more of burnout', () => {
    expect(pay?.situation).toBe('move_to_csm')
    expect(pay?.text).toMatch(/Customer Success Manager|CSM/)
    expect(pay?.text).not.toMatch(/job or sales itself/)
  })
})

describe('not caring about the job after a death', () => {
  const [, numb] = playTurns(
    ['my dad passed away last month', "I don't even care about the job anymore"],
    mayaContext,
  )

  it('meets it as grief, not as burnout', () => {
    expect(numb?.situation).toBe('family_or_health')
    expect(numb?.text).toMatch(/part of grief/)
    expect(numb?.text).not.toMatch(/Burnout is real/)
  })
})

describe('age, said in distress', () => {
  const [, age] = playTurns(
    ['I feel like a failure, I missed quota again', "everyone in sales is like 25, I'm 41"],
    mayaContext,
  )

  it('answers the age in care, not with care alone', () => {
    expect(age?.situation).toBe('distress_general')
    expect(age?.text).toMatch(/older than most of the floor/)
  })
})

describe('an offer, a counter, and the email for it', () => {
  const [, , , email] = playTurns(
    [
      'I got an AE offer, 70k base and 140k OTE',
      'should I counter?',
      'what if they say no',
      'ok can you write the email',
    ],
    mayaContext,
  )

  it('writes the counter, not a follow-up to a prospect', () => {
    expect(email?.situation).toBe('offer_negotiation')
    expect(email?.text).toMatch(/I was hoping for \[one number\]/)
    expect(email?.text).not.toMatch(/thanks again for \[the call/)
  })
})
