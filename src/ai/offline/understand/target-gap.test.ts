import { describe, expect, it } from 'vitest'
import { entitiesOf } from './entities'
import { normalise } from './normalise'
import { attainmentGapOf, attainmentProgressOf, targetGapOf } from './target-gap'

const gap = (message: string) => {
  const text = normalise(message).text
  return targetGapOf(text, entitiesOf(text))
}

describe('targetGapOf', () => {
  it('sets a target against what the person does now, over the same period', () => {
    expect(gap('its 30 days, 12 meetings booked, i usually do 5 a month')).toEqual({
      target: 12,
      unit: 'meeting',
      current: 5,
      ratio: 2.4,
    })
  })

  it('brings a weekly figure to the target’s window', () => {
    const found = gap('12 meetings in 60 days, I book about 1 a week')
    expect(found?.ratio).toBeCloseTo(6 / (52 / 12), 5)
  })

  it('takes two figures without periods to cover the same one', () => {
    expect(gap('pip says 15 sqls in 30 days, ive been doing 8')?.ratio).toBeCloseTo(15 / 8, 5)
  })

  it('finds nothing without both a target and a figure for now', () => {
    expect(gap('my pip asks for 12 meetings in 30 days')).toBeUndefined()
    expect(gap('I usually do 5 a month')).toBeUndefined()
  })
})

describe('attainment gap', () => {
  it('sets the plan’s attainment against the person’s', () => {
    expect(attainmentGapOf(' hit 100% of quota when ive been at 60% all year ')?.ratio).toBeCloseTo(
      100 / 60,
    )
  })

  it('finds none when the person is already there or gives one figure', () => {
    expect(attainmentGapOf(' hit 100% of quota im at 110% ')).toBeUndefined()
    expect(attainmentGapOf(' hit 100% of quota ')).toBeUndefined()
  })
})

describe('attainmentProgressOf', () => {
  const plan = 'I need to hit 100% of quota in 30 days'

  it('sets what is left in the days left against the pace so far', () => {
    const progress = attainmentProgressOf(normalise("12 days left and I'm at 40%").text, plan)
    // 60% in 12 days against 40% in 18 days: 5% a day against 2.2% a day.
    expect(progress?.ratio).toBeCloseTo(2.25, 2)
    expect(progress?.daysLeft).toBe(12)
  })
  it('needs the days left, and a plan given before', () => {
    expect(attainmentProgressOf(normalise("I'm at 40%").text, plan)).toBeUndefined()
    expect(attainmentProgressOf(normalise("12 days left, I'm at 40%").text, 'hi')).toBeUndefined()
  })
  it('has nothing to judge once the target is met', () => {
    expect(
      attainmentProgressOf(normalise("3 days left and I'm at 100%").text, plan),
    ).toBeUndefined()
  })
})
