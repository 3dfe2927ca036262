import { describe, expect, it } from 'vitest'
import { strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

/** A visitor with no diagnostic, turn after turn. */
const converse = (messages: readonly string[]) =>
  playTurns(messages, strangerContext).map((reply) => reply.text)

describe('a visitor without a diagnostic, over several turns', () => {
  const turns = converse([
    "I'm a bartender and I want to get into tech sales but I have no idea where to start",
    'what should I do this week?',
    'I did that, what next?',
  ])

  it('is invited to take the diagnostic once, not in every reply', () => {
    expect(turns.join('\n').split('Once you take the diagnostic')).toHaveLength(2)
  })

  it('credits the finished step plainly and moves on', () => {
    // The week's step was a free practice, not a roadmap step: nothing to mark, nothing to ask.
    expect(turns[2]).toMatch(/^Nice work, that counts\./)
    expect(turns[2]).not.toMatch(/Was that the step/)
    expect(turns[2]).toContain('**Next step:**')
  })

  it('does not read a card title into the week plan', () => {
    expect(turns[1]).not.toContain('moving into tech sales')
  })

  it('answers "how long will it take to get hired?" about the search, not the step', () => {
    const [, howLong] = converse([
      "I'm a bartender and I want to get into tech sales but I have no idea where to start",
      'how long will it take to get hired?',
    ])
    expect(howLong).toMatch(/hiring managers/)
    expect(howLong).not.toMatch(/first step fits in a week/)
  })
})

describe('a week plan inside a thread', () => {
  it('carries the thread’s own advice, not only the generic week routine', () => {
    const [first, week] = converse([
      'two reps on my team got laid off today',
      'what should I do this week?',
    ])
    expect(first).toMatch(/worrying about losing your job/i)
    expect(week).toContain('Here is a simple plan for this week')
    // One piece of the layoff-worry advice that the first reply did not give yet.
    expect(week).toMatch(/resume|comp plan|cash cushion|your manager|dated notes/i)
  })
})

describe('a visitor asking about pay and stating a plan', () => {
  it('shows the entry role and the role it leads to when no role is named', () => {
    const [pay] = converse(['what salary can I expect?'])
    expect(pay).toContain('**Sales Development Representative**: $')
    expect(pay).toContain('**Account Executive**: $')
  })

  it('fits the tip to the plan, not to the thread it was said in', () => {
    const [, , plan] = converse([
      'I’m a teacher and want to get into tech sales',
      'should I do a bootcamp?',
      'ok I’ll apply to 5 SDR jobs this week',
    ])
    expect(plan).toContain('Good plan: you will apply to 5 SDR jobs this week')
    expect(plan).not.toMatch(/job guarantee|income-share/i)
  })
})

describe('a visitor who says where they work, then asks about pay', () => {
  const [, work, pay] = playTurns(
    [
      'I want to get into tech sales but I have no idea where to start',
      'I work at Starbucks',
      'how much would I make?',
    ],
    strangerContext,
  )

  it('takes "I work at Starbucks" as their background', () => {
    expect(work?.situation).toBe('switcher_hospitality')
  })

  it('answers pay with the entry role’s range, shown again because it is the question', () => {
    expect(pay?.situation).toBe('salary_by_role')
    expect(pay?.text).toMatch(/\*\*Sales Development Representative\*\*: \$/)
    expect(pay?.text).not.toMatch(/\*\*Account Executive\*\*: \$/)
  })
})

describe('"tell me more" on breaking in', () => {
  it('gives more general advice, not cases nobody raised (children at home, age)', () => {
    const [, more] = playTurns(
      ['I want to get into tech sales but I have no idea where to start', 'tell me more'],
      strangerContext,
    )
    expect(more?.text).toMatch(/^More on breaking into tech sales:/)
    expect(more?.text).not.toMatch(/With kids at home|Too old or too late/)
  })
})
