import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would on 2026-12-05, second round (a demo after a death
 * in the family, a nurse's pay, an AE taking an SDR's meetings, a first deal, a negotiation feared,
 * a layoff at 45), with the shipped reader. Each turn tested here got a wrong card, a stock line or
 * a reply that missed the question before.
 */

await withShippedReader()

describe('a demo on Monday, a week after a death in the family', () => {
  const [loss, , handOver] = playTurns(
    [
      'my dad died last week and I have a demo with our biggest prospect on monday',
      "I can't focus at all",
      'should I ask someone else to run it',
    ],
    mayaContext,
  )

  it('answers the demo too, not only leave and the manager', () => {
    expect(loss?.text).toMatch(/hand it to a colleague/)
  })
  it('says handing it over is fine', () => {
    expect(handOver?.text).toMatch(/fine to hand it to a colleague/)
  })
})

describe('a nurse on 95k weighing the move', () => {
  const [, sell, , back] = playTurns(
    [
      "I'm a nurse, 8 years in the ER, I want out. is tech sales realistic",
      'what would I even sell',
      "I'm scared of taking a pay cut, I make 95k",
      'how long would it take to get back to 95k',
    ],
    mayaContext,
  )

  it('names what a nurse could sell, not more on pay', () => {
    expect(sell?.text).toMatch(/clinical knowledge counts/)
  })
  it('sets today’s 95k against the roles, not the time to get hired', () => {
    expect(back?.text).toMatch(/against your \$95K today/)
    expect(back?.text).not.toMatch(/hiring managers and SDRs you talk to/)
  })
})

describe('an AE taking credit for the meetings an SDR booked', () => {
  const [, pay, first, words] = playTurns(
    [
      'my AE keeps taking credit for meetings I set, he marks them as his own source in salesforce',
      "I'm an SDR so my commission depends on it",
      'should I go to my manager or talk to him first',
      'what do I actually say to him',
    ],
    mayaContext,
  )

  it('keeps the commission on the credit story, not a comp plan dispute', () => {
    expect(pay?.situation).toBe('lead_stealing')
    expect(pay?.text).toMatch(/pay, not pride/)
  })
  it('weighs talking to him first against the manager, not manager trouble', () => {
    expect(first?.situation).toBe('lead_stealing')
    expect(first?.text).toMatch(/a short private word first/)
  })
  it('gives words for the AE, not for a one-to-one with the manager', () => {
    expect(words?.text).toMatch(/To the AE, in private/)
  })
})

describe('a first deal, small and still a win', () => {
  const [won, small, momentum] = playTurns(
    [
      'I closed my first deal today!!!',
      'it was only 12k but still',
      'what should I do now to keep the momentum',
    ],
    mayaContext,
  )

  it('congratulates without the answers to questions not asked yet', () => {
    expect(won?.text).toMatch(/congratulations/i)
    expect(won?.text).not.toMatch(/keeping the momentum|only" a small one/i)
  })
  it('answers "only 12k" and the momentum, not holding lines', () => {
    expect(small?.text).toMatch(/a small one\? It still proves/)
    expect(momentum?.text).toMatch(/keeping the momentum\? Book/i)
    expect(`${small?.text ?? ''}${momentum?.text ?? ''}`).not.toMatch(
      /which part would you like|repeat myself/,
    )
  })
})

describe('an offer to negotiate, with the fear it is pulled', () => {
  const [scared, figures] = playTurns(
    [
      "I want to negotiate my offer but I'm scared they'll pull it",
      "it's 60k base 100k OTE for an AE role at a series B",
    ],
    mayaContext,
  )

  it('treats the fear as a worry the answer meets, not distress', () => {
    expect(scared?.text).toMatch(/rarely loses an offer/)
    expect(scared?.text).not.toMatch(/I'm sorry you are going through this|assistance/)
  })
  it('counters with a modest step above the offer, not the top of the range', () => {
    expect(figures?.text).toMatch(/a counter toward \$110K OTE/)
  })
})

describe('laid off at 45 after twenty years in print advertising sales', () => {
  const [, ageist, sdr, resume] = playTurns(
    [
      "I'm 45 and got laid off from a 20 year career in print advertising sales",
      'is tech sales ageist',
      'should I take an SDR role at my age',
      'my resume is 3 pages, is that too long',
    ],
    mayaContext,
  )

  it('answers the age question', () => {
    expect(ageist?.text.split('\n\n')[0]).toMatch(/experienced sellers do get hired/)
  })
  it('weighs an SDR seat for an experienced seller rather than asking which topic', () => {
    expect(sdr?.clarifying).toBe(false)
    expect(sdr?.text).toMatch(/a step too far back/)
  })
  it('answers the resume length, not a summary of the menu before it', () => {
    expect(resume?.situation).toBe('resume_sales')
    expect(resume?.text).toMatch(/Keep it to one page/)
    expect(resume?.text).not.toMatch(/In short/)
  })
})
