import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { answerOffline } from './offline-coach'

/** Decisions at work people ask about in their own words, each answered on its own point. */
const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })

describe('decisions at work', () => {
  it('gives words for "why are you leaving?" in an interview, not objection handling', () => {
    const reply = ask('what do I say when an interviewer asks why are you leaving your job?')
    expect(reply.situation).toBe('interview_prep')
    expect(reply.text).toContain('never a complaint about your employer')
  })

  it('answers backing out of an accepted offer, not job hopping', () => {
    const reply = ask(
      'I accepted an offer last week but now my first choice company came back with one. How do I back out without burning bridges?',
    )
    expect(reply.situation).toBe('resigning')
    expect(reply.text).toMatch(/backing out of an offer you accepted/i)
  })

  it('weighs offers from a household name and a startup as startup versus big company', () => {
    const reply = ask(
      "I have job offers from Oracle & a startup. Oracle has the bigger salary package and my mother insists on it, but I'm more interested in the startup. Oracle would improve my finances. What should I do?",
    )
    expect(reply.situation).toBe('startup_vs_enterprise')
  })

  it('explains what signing an unfair review means', () => {
    const reply = ask(
      'my annual performance evaluation is unfair and full of errors. do I have to sign the review?',
    )
    expect(reply.situation).toBe('performance_review')
    expect(reply.text).toContain('confirms only that you received it')
  })

  it('says a 30-60-90 plan can still be sent after the interview', () => {
    const reply = ask(
      'I finished my 30 60 90 plan after the interview. Should I email it to them now?',
    )
    expect(reply.situation).toBe('plan_30_60_90')
    expect(reply.text).toMatch(/sending it afterwards is fine/i)
  })

  it('meets a manager’s abuse that follows the person home with care, not only with process', () => {
    const reply = ask(
      'my boss yells at me every day and the stress follows me home. what can I do?',
    )
    expect(reply.situation).toBe('manager_conflict')
    expect(reply.text).toMatch(/look after yourself/i)
  })
})

describe('pay held back, in the words people use', () => {
  it('reads an unpaid bonus, a withheld spiff and a rate below the promise as a pay dispute', () => {
    for (const message of [
      'they still haven’t paid my bonus from Q2',
      'boss says I won’t get my spiff',
      'I was promised a 10% commission but I’m only getting 5%',
    ]) {
      const reply = ask(message)
      expect(reply.situation, message).toBe('commission_dispute')
      expect(reply.clarifying, message).toBe(false)
      expect(reply.text, message).not.toMatch(/unlock|credits/i)
    }
  })

  it('answers a cancelled deal asked ahead with the clawback rules', () => {
    expect(ask('do I get paid commission if the client cancels?').situation).toBe(
      'commission_clawback',
    )
  })

  it('never lets a question frame ("is it normal") choose a point', () => {
    // "Normal" once picked the large-deal cap point, whose text says "the plan's normal rate".
    const reply = ask('is it normal to wait 3 months for commission?')
    expect(reply.situation).toBe('commission_dispute')
    expect(reply.text).not.toMatch(/windfall/)
  })
})

describe('career moves in the person’s words', () => {
  it('meets "you do not have what it takes to manage" with what to ask back', () => {
    const reply = ask(
      'I want to become a sales manager but my boss says I don’t have what it takes to manage. What do I do?',
    )
    expect(reply.situation).toBe('move_to_sales_management')
    expect(reply.text).toMatch(/ask what specifically is missing/i)
  })

  it('answers a mid-career switcher put off by the image of salespeople, ruling out what they ruled out', () => {
    const reply = ask(
      "I'm 50 and thinking about professional sales (not retail), but the image of salespeople puts me off. Thoughts?",
    )
    expect(reply.situation).toBe('switcher_general')
    expect(reply.text).toMatch(/stereotype/)
  })
})

describe('"what if she says I’m not ready?" after planning the promotion ask', () => {
  it('answers the no, not the opening advice again', () => {
    const [, notReady] = playTurns(
      [
        'I want to ask my manager for the AE promotion next week',
        'what if she says I’m not ready?',
      ],
      mayaContext,
    )
    expect(notReady?.situation).toBe('promotion_ask')
    expect(notReady?.text).toMatch(/ask what exactly is missing/)
  })
})

describe('passed over again', () => {
  it('answers "someone with less tenure got it" and keeps "before I leave" off the practice clock', () => {
    const [, tenure, , , leave] = playTurns(
      [
        'i got passed over for the ae promotion again',
        'they gave it to someone with less tenure',
        'my manager said i need to work on my discovery',
        'how do i get better at discovery',
        'how long should i give it before i leave',
      ],
      mayaContext,
    )
    expect(tenure?.situation).toBe('passed_over_promotion')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(tenure?.text).not.toMatch(/As I said/)
    expect((tenure?.text ?? '').trim()).not.toBe('')
    expect(leave?.text).not.toMatch(/The first step fits in a week/)
  })
})
