import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would type them, with the shipped reader: a manager who
 * screams, then tears, then whether to go to HR; three missed quarters kept from a wife; follow-ups
 * whose words are too common to find their point.
 */

await withShippedReader()

const screamed = [
  'my manager screamed at me in front of the whole floor today for missing my dials',
  "i went to the bathroom and cried. i'm 24 and i feel pathetic",
  'should i report him to hr?',
  'what if he finds out it was me',
]

describe('a manager who screams, then tears', () => {
  const [first, , report, found] = playTurns(screamed, mayaContext)

  it('gives no sub-case nobody raised (weekend messages) to someone shouted at', () => {
    expect(first?.situation).toBe('manager_conflict')
    expect(first?.text).not.toMatch(/weekends|Thanksgiving/)
    expect(first?.text).toMatch(/screamed at or put down in front of the team/)
  })
  it('answers "should I report him to HR?" after the tears on the manager, not with a menu', () => {
    expect(report?.clarifying).toBe(false)
    expect(report?.situation).toBe('manager_conflict')
    expect(report?.text).toMatch(/after one outburst/)
    expect(report?.text).not.toMatch(/credits|unlock/)
  })
  it('meets the fear of being found out with what protects the person', () => {
    expect(found?.situation).toBe('manager_conflict')
    expect(found?.text).toMatch(/good faith/)
    expect(found?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('missed quota kept from home', () => {
  const [, bonus, , tell, leaves] = playTurns(
    [
      "i haven't hit quota in 3 quarters and my wife doesn't know how bad it is",
      "she thinks the bonus is coming. it's not",
      "i feel like a fraud. i can't sleep, i lie awake doing the math",
      'how do i tell her',
      'what if she leaves',
    ],
    mayaContext,
  )

  it('never answers with a roadmap step alone', () => {
    expect(bonus?.text).not.toMatch(/^\*\*Next step:\*\*/)
    expect(bonus?.text).not.toMatch(/roadmap/)
  })
  it('gives words for telling her at home, not for telling a manager', () => {
    expect(tell?.situation).toBe('distress_general')
    expect(tell?.text).toMatch(/Telling someone at home/)
    expect(tell?.text).not.toMatch(/If you tell your manager/)
  })
  it('meets "what if she leaves" with care about her, not the quota card', () => {
    expect(leaves?.situation).toBe('distress_general')
    expect(leaves?.text).toMatch(/someone you love/)
  })
})

describe('follow-ups whose words are common', () => {
  it('answers "what will they ask" with the questions interviewers ask', () => {
    const [, asked] = playTurns(
      ['I have my first SDR interview on thursday', 'what will they ask'],
      mayaContext,
    )
    expect(asked?.text).toMatch(/tell me about yourself, why sales/)
  })
  it('answers "what should I put in writing" in a pay dispute with words to send', () => {
    const [, , writing] = playTurns(
      [
        'they stopped paying my commissions. my supervisor says theres no money right now',
        'i found out the people on salary are still getting paid. im not',
        'what should i put in writing to my supervisor',
      ],
      mayaContext,
    )
    expect(writing?.situation).toBe('commission_dispute')
    expect(writing?.text).toMatch(/\[amount\]/)
  })
})

describe('a meeting with HR tomorrow', () => {
  it('answers "what do I do if they fire me" on a firing, not on a PIP nobody mentioned', () => {
    const [, , fire] = playTurns(
      [
        "i think i'm going to get fired tomorrow. my manager set up a meeting with hr",
        "i can't stop shaking",
        'what do i do if they fire me',
      ],
      mayaContext,
    )
    expect(fire?.situation).toBe('fired')
    expect(fire?.text).not.toMatch(/\bPIP\b/)
  })
})

describe('a clawback after a customer churned', () => {
  const [, , paid, legal, push] = playTurns(
    [
      'my commission check was short by 4k this month',
      "payroll says it's a clawback because a customer churned",
      'the customer paid for 6 months before cancelling',
      'is that even legal',
      "how do i push back without getting on my manager's bad side",
    ],
    mayaContext,
  )

  it('checks the clawback window against six months paid', () => {
    expect(paid?.text).toMatch(/Check the window/)
  })
  it('answers whether it is legal on the clawback, not a deal stuck in legal review', () => {
    expect(legal?.situation).toBe('commission_clawback')
    expect(legal?.text).toMatch(/labour department/)
  })
  it('gives words for pushing back', () => {
    expect(push?.text).toMatch(/point me to the clause/)
  })
})
