import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)

describe('harassment by a top performer', () => {
  const [, topPerformer, whom, nothing] = converse([
    'a senior ae on my team keeps making comments about my body',
    'he’s the top performer so i dont think anyone will do anything',
    'should i tell my manager or go straight to hr',
    'what if hr does nothing',
  ])

  it('hears "anyone will do anything" as doubt, not a promise to do the step', () => {
    expect(topPerformer?.text).not.toMatch(/I’ll remember that you plan/)
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(topPerformer?.text).not.toMatch(/As I said/)
    expect((topPerformer?.text ?? '').trim()).not.toBe('')
  })

  it('says when to go straight to HR', () => {
    expect(whom?.situation).toBe('discrimination_harassment')
    expect(whom?.text).toMatch(/Go straight to HR, in writing, when your manager is involved/)
  })

  it('gives the next level when HR does nothing', () => {
    expect(nothing?.text).toMatch(/EEOC/)
    expect(nothing?.text).toMatch(/take it one level up/)
  })

  it('still takes "will do" as a plan', () => {
    const [, plan] = converse(['how do I ask for a promotion?', 'ok will do'])
    expect(plan?.text).toMatch(/I’ll remember that you plan/)
  })
})

describe('leads taken by a coworker, with proof', () => {
  const [, proof, hr] = playTurns(
    [
      'my coworker keeps stealing my leads and my manager does nothing',
      'i have proof in the crm',
      'should i go to hr',
    ],
    mayaContext,
  )

  it('keeps "I have proof in the CRM" on the dispute, not on CRM tools', () => {
    expect(proof?.situation).toBe('lead_stealing')
    expect(hr?.situation).toBe('lead_stealing')
  })

  it('answers "should I go to HR?" with when HR is the next step', () => {
    expect(hr?.text.split('\n')[0]).toMatch(
      /go to your manager first, with the records; HR is the next step/,
    )
    expect(hr?.text).not.toMatch(/credits|unlock|Salesforce/i)
  })
})

describe('fear of payback inside a dispute', () => {
  const [, payback, wording] = playTurns(
    [
      "A peer on my team keeps taking inbound leads that were routed to me. He logs into the CRM and reassigns them to himself before I can call. I've talked to him twice and he just laughs. My manager likes him because he's a top performer. I have screenshots from the CRM history. What should I do?",
      'what if they retaliate against me for complaining?',
      "ok. how do I bring it up with my manager without sounding like I'm whining?",
    ],
    mayaContext,
  )

  it('answers retaliation for raising the lead dispute on the dispute, not as a harassment report', () => {
    expect(payback?.situation).toBe('lead_stealing')
    expect(payback?.text.split('\n')[0]).toMatch(/retaliation for complaining/)
    expect(payback?.text).not.toMatch(/not your fault|Do you feel safe/)
  })

  it('gives the words for the manager on the lead dispute, not the promotion script', () => {
    expect(wording?.situation).toBe('lead_stealing')
    expect(wording?.text).toMatch(/rule for who owns an account/)
  })

  it('still reads retaliation with harassment words of its own as harassment', () => {
    const [, report] = playTurns(
      [
        'my coworker keeps stealing my leads',
        'he also makes sexual comments and I fear he will retaliate if I report him',
      ],
      mayaContext,
    )
    expect(report?.situation).toBe('discrimination_harassment')
  })

  it('keeps a commission dispute on the pay when payback is feared', () => {
    const [, pay] = playTurns(
      [
        'my company refuses to pay my commission on a deal I closed',
        'will they punish me if I push?',
      ],
      mayaContext,
    )
    expect(pay?.situation).toBe('commission_dispute')
  })
})
