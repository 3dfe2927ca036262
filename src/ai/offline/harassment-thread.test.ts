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
    expect(topPerformer?.text).toMatch(/duty to act does not depend on their numbers/)
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
