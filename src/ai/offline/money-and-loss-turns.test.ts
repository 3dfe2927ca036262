import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would (a layoff and the search after it, a clawback
 * that takes half the rent, a PIP after a father's death, a teacher asking what an SDR makes),
 * with the shipped reader, where a later turn got a stock line instead of an answer.
 */

await withShippedReader()

describe('thanks, then a question, after a layoff', () => {
  const [, next] = playTurns(
    ['I got laid off last week from my SDR job', 'thanks. how do I even start looking again?'],
    mayaContext,
  )

  it('answers the question, with the job search, instead of "happy to help"', () => {
    expect(next?.situation).toBe('job_search')
    expect(next?.text).not.toMatch(/happy to help|glad it helped/i)
    expect(next?.text).toMatch(/LinkedIn|network|interview/)
  })
})

describe('a clawback that is half the rent', () => {
  const [, rent] = playTurns(
    [
      'my company wants to claw back $4,000 in commission because the customer churned',
      'thats half my rent',
    ],
    mayaContext,
  )

  it('offers repaying in instalments rather than the email about the clause again', () => {
    expect(rent?.situation).toBe('commission_clawback')
    expect(rent?.text).toMatch(/instalments/)
  })
  it('offers it at once to someone who says they cannot afford it', () => {
    const [reply] = playTurns(
      ['they want 2 grand back from my paycheck for a deal that cancelled, I cant afford that'],
      mayaContext,
    )
    expect(reply?.text).toMatch(/instalments/)
  })
})

describe('a PIP after a father died', () => {
  const [first, , , stay] = playTurns(
    [
      'my dad died a couple months ago and today my boss called me in and put me on a PIP',
      'i have three months. part of me wants to beat it just to prove i can',
      'can i ask HR for some bereavement time without it looking like an excuse',
      'honestly even if i beat it i dont think i want to stay with people who didnt have my back',
    ],
    mayaContext,
  )

  it('names bereavement leave and HR in the first answer', () => {
    expect(first?.situation).toBe('pip')
    expect(first?.text).toMatch(/bereavement or family leave/)
  })
  it('meets "I don\'t want to stay" with a plan to leave, not "Got it, that helps"', () => {
    expect(stay?.text).toMatch(/search your main job/)
    expect(stay?.text).not.toMatch(/Got it, that helps/)
  })
  it('also knows a parent in hospice', () => {
    const [reply] = playTurns(['my mom is in hospice and now they put me on a PIP'], mayaContext)
    expect(reply?.text).toMatch(/bereavement or family leave/)
  })
})

describe('"what\'s the first step" after a pay answer', () => {
  const [pay, first] = playTurns(
    ['what would I even make as an SDR?', "ok what's the first step"],
    mayaContext,
  )

  it('gives a step, not the pay figures again', () => {
    expect(pay?.text).toMatch(/\$45K-\$75K/)
    expect(first?.text).not.toMatch(/\$45K-\$75K/)
    expect(first?.text).toMatch(/Next step/)
  })
})

describe('a promotion to AE next quarter', () => {
  const [promoted, prepare, quota, pay] = playTurns(
    [
      "my manager said I'm getting promoted to AE next quarter",
      'how do I prepare',
      'what will my quota be like',
      'will my pay go up',
    ],
    mayaContext,
  )

  it('prepares for the new role, not "being passed over hurts"', () => {
    expect(promoted?.situation).toBe('first_90_days')
    expect(promoted?.text).not.toMatch(/passed over|afraid you will fail/i)
  })
  it('answers "how do I prepare" with points not given yet, not "I do not want to repeat myself"', () => {
    const bullets = (prepare?.text ?? '').split('\n').filter((line) => line.startsWith('- '))
    expect(bullets.length).toBeGreaterThan(0)
    for (const bullet of bullets) expect(promoted?.text).not.toContain(bullet)
    expect(prepare?.text).not.toMatch(/repeat myself/)
  })
  it('answers the quota question with the ramp of the new role, not "I do not want to repeat myself"', () => {
    expect(quota?.situation).toBe('ramp_and_draw')
    expect(quota?.text).toMatch(/Ramp for Account Executive/)
    expect(quota?.text).not.toMatch(/repeat myself|behind on quota/)
  })
  it('answers "will my pay go up" with the pay of the role', () => {
    expect(pay?.situation).toBe('salary_by_role')
    expect(pay?.text).toMatch(/Account Executive/)
  })
})
