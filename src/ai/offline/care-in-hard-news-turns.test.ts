import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations in distress played on 2026-12-05, second session (a layoff and a wife to tell, a
 * call torn apart in front of the team, "tired of everything", a clawback and a dark thought,
 * crying before every call block), with the shipped reader: care that listens to what was said.
 */

await withShippedReader()

describe('a layoff, three kids and a wife to tell', () => {
  const [laidOff, disappointed, first] = playTurns(
    [
      "I got laid off this morning. 3 kids. I don't know how to tell my wife",
      "she's going to be so disappointed in me",
      'what do I do first',
    ],
    mayaContext,
  )

  it('says how to tell her in the first answer', () => {
    expect(laidOff?.situation).toBe('laid_off')
    expect(laidOff?.text).toMatch(/Say it plainly \(the role was cut/)
  })

  it('meets the fear of disappointing her with care, not more layoff bullets', () => {
    expect(disappointed?.situation).toBe('distress_general')
    expect(disappointed?.text).toMatch(/Fear of how someone you love will take it/)
    expect(disappointed?.text).not.toMatch(/COBRA/)
  })

  it('gives one first thing to do after the layoff, inside care', () => {
    expect(first?.text).toMatch(/apply for unemployment benefits/)
    expect(first?.text).not.toMatch(/credits/)
  })
})

describe('tears after a manager tore a call apart in front of everyone', () => {
  const [cried, again, , what] = playTurns(
    [
      'i cried in the bathroom at work today after my manager ripped apart my call in front of everyone',
      "it's not the first time",
      "i don't know if i can keep doing this",
      'what should i even do',
    ],
    mayaContext,
  )

  it('says a public put-down is not coaching', () => {
    expect(cried?.text).toMatch(/not coaching/)
  })

  it('hears that it keeps happening and suggests dated notes', () => {
    expect(again?.text).toMatch(/dated note/)
  })

  it('answers "what should I even do" with the way forward, not a walk and an early night', () => {
    expect(what?.text).toMatch(/feedback one to one/)
    expect(what?.text).toMatch(/their manager or HR/)
  })
})

describe('tired of everything, and not about work', () => {
  const [, notWork] = playTurns(
    ["honestly i'm just tired of everything. work, life, all of it", 'not really about work'],
    mayaContext,
  )

  it('leaves work out of it instead of talking about a sales seat', () => {
    expect(notWork?.text).toMatch(/leave work out of it/)
    expect(notWork?.text).not.toMatch(/sales seat/)
  })
})

describe('a clawback spent on rent, a dark thought, "I am safe", then the paycheck', () => {
  const [, , dark, safe, paycheck] = playTurns(
    [
      'my commission got clawed back, 6k, and I already spent it on rent',
      "I can't pay it back",
      'honestly sometimes I think everyone would be better off without me',
      "no I'm not going to do anything, I'm just so tired",
      'ok can they actually take it from my paycheck',
    ],
    mayaContext,
  )

  it('names the crisis line at the dark thought', () => {
    expect(dark?.text).toMatch(/988/)
  })

  it('believes "I\'m not going to do anything" and keeps the line as a standby', () => {
    expect(safe?.text).toMatch(/I believe you/)
  })

  it('answers the paycheck on the clawback, not on burnout', () => {
    expect(paycheck?.situation).toBe('commission_clawback')
    expect(paycheck?.text).toMatch(/from your paycheck where the plan and state law allow/)
    expect(paycheck?.text).not.toMatch(/Burnout is real/)
  })
})

describe('crying every morning, and the cold calling named as the cause', () => {
  const [, cause] = playTurns(
    ['been crying every morning before work for a month', "it's the cold calling, 120 dials a day"],
    mayaContext,
  )

  it('meets the calls in care, not with "Got it, that helps"', () => {
    expect(cause?.text).toMatch(/Being hung up on all day wears anyone down/)
    expect(cause?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('a third final round lost, seven months of searching, and going back to serving', () => {
  const [, trying, savings, serving, , wereMe] = playTurns(
    [
      'i just bombed my third final round in a row',
      'honestly i dont know why i keep trying',
      'its been 7 months of searching and my savings are almost gone',
      'my girlfriend thinks i should just go back to serving',
      'maybe shes right',
      'what would you do if you were me',
    ],
    mayaContext,
  )

  it('hears "i dont know why i keep trying" as distress, not more interview tips', () => {
    expect(trying?.situation).toBe('distress_general')
    expect(trying?.text).not.toMatch(/More on preparing for sales interviews/)
  })
  it('meets savings running out with the money fear, not "Got it, that helps"', () => {
    expect(savings?.text).toMatch(/Write down the real numbers/)
    expect(savings?.text).not.toMatch(/Got it, that helps/)
  })
  it('stays in care when "go back to serving" is said: a bridge job, not the job-search card', () => {
    expect(serving?.situation).toBe('distress_general')
    expect(serving?.text).toMatch(/a bridge, not a verdict/)
  })
  it('answers "what would you do if you were me" in care, not with interview questions', () => {
    expect(wereMe?.text).toMatch(/If I were in your place/)
    expect(wereMe?.text).not.toMatch(/What they usually ask/)
  })
})

describe('seven months without a job, and it is getting dark', () => {
  const replies = playTurns(
    [
      'i got laid off in march and still nothing. 7 months of searching',
      'honestly i dont know why i keep trying',
      'nothing i do is ever enough',
      'my savings are almost gone',
      'i feel like such a failure',
    ],
    mayaContext,
  )

  it('never presumes an employer when pointing to support', () => {
    for (const reply of replies) expect(reply.text).not.toMatch(/your (employer|company) has/i)
  })
  it('still points to a doctor or counsellor', () => {
    expect(replies.map((r) => r.text).join('\n')).toMatch(
      /a doctor|a counsellor|someone you trust/i,
    )
  })
})
