import { describe, expect, it } from 'vitest'
import { realisticEstimate, timeToRole, timelineFit, timelineWindow } from './timeline'

describe('realisticEstimate', () => {
  it('takes longer the further the starting point is from the role', () => {
    const fromSdr = realisticEstimate('sdr_bdr', 'ae')
    const fromSchool = realisticEstimate('student_new_grad', 'ae')
    expect(fromSchool.min).toBeGreaterThan(fromSdr.min)
  })

  it('shortens with each mastered step, by at most 30%', () => {
    const base = realisticEstimate('sdr_bdr', 'ae')
    const two = realisticEstimate('sdr_bdr', 'ae', 2)
    const ten = realisticEstimate('sdr_bdr', 'ae', 10)
    expect(two.max).toBeLessThan(base.max)
    expect(ten.max).toBe(Math.round(base.max * 0.7))
  })

  it('falls back to a middle estimate for an unknown starting point', () => {
    expect(realisticEstimate('astronaut', 'csm')).toEqual({ min: 6, max: 12 })
  })
})

describe('timelineFit', () => {
  const estimate = { min: 9, max: 18 }
  it('is ambitious when the whole window ends before the realistic range starts', () => {
    expect(timelineFit(timelineWindow('asap'), estimate)).toBe('ambitious')
    expect(timelineFit(timelineWindow('soon'), estimate)).toBe('ambitious')
  })
  it('is realistic when they overlap and comfortable when the window starts after it', () => {
    expect(timelineFit(timelineWindow('this_year'), estimate)).toBe('realistic')
    expect(timelineFit(timelineWindow('long_term'), { min: 3, max: 6 })).toBe('comfortable')
  })
  it('is flexible when the user chose no window', () => {
    expect(timelineFit(timelineWindow('flexible'), estimate)).toBe('flexible')
  })
})

describe('timeToRole', () => {
  it('shows the realistic range the plan is paced over, whatever the wish', () => {
    expect(timeToRole({ min: 9, max: 18 })).toBe('9-18 months')
    expect(timeToRole({ min: 6, max: 6 })).toBe('About 6 months')
  })
  it('says up to the range end when the user already does most of the work', () => {
    expect(timeToRole({ min: 0, max: 3 })).toBe('Up to 3 months')
  })
})

describe('timelineFit at the edge', () => {
  it("calls a wish that only touches the start of the usual range ambitious ('3-6' vs '6-13')", () => {
    expect(timelineFit(timelineWindow('soon'), { min: 6, max: 13 })).toBe('ambitious')
  })
})
