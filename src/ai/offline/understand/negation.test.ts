import { describe, expect, it } from 'vitest'
import { understand } from './index'
import { withoutNegated } from './negation'

/** A topic named only to rule it out does not choose the card. */
describe('topics ruled out in the message', () => {
  it('takes a non-compete the person never signed out of the text', () => {
    expect(withoutNegated(' i never signed a non compete so ')).not.toContain('non compete')
    expect(withoutNegated(' there is no noncompete in my contract ')).not.toContain('noncompete')
    expect(withoutNegated(' i signed a non compete last year ')).toContain('non compete')
  })

  it('reads resigning to join a competitor, with no non-compete signed, as resigning', () => {
    const u = understand(
      'I got an offer from a competitor and I never signed a non-compete. What is the most ' +
        'graceful way to resign and what do I say when my boss asks where I am going?',
    )
    expect(u.card?.id).toBe('resigning')
  })

  it('does not read "I can’t call it discrimination" as a discrimination report', () => {
    const u = understand(
      'They hired someone from outside instead of promoting me, after I trained for the job for ' +
        'two years. I can’t call it discrimination because she is my age. What do I do now?',
    )
    expect(u.card?.id).toBe('passed_over_promotion')
  })

  it('keeps a household budget away from the prospect’s "no budget" objection', () => {
    const u = understand(
      'I just started a commission only sales job and money swings every month. How do we ' +
        'live on a budget when we never know what our income will be?',
    )
    expect(u.card?.id).not.toBe('objection_budget')
    expect(u.card?.id).toBe('pay_structure')
  })
})
