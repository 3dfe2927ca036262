import { describe, expect, it } from 'vitest'
import { experienceText, yearsText } from './experience-text'

describe('experience in words', () => {
  it('says year or years', () => {
    expect(yearsText(1)).toBe('1 year')
    expect(yearsText(0)).toBe('0 years')
    expect(yearsText(11.3)).toBe('11.3 years')
  })

  it('labels the total and the sales-relevant years', () => {
    // The teacher with retail summers: every job counts in the total, none of them is sales.
    expect(experienceText({ experience: 11.3, salesExperience: 0 })).toBe(
      '11.3 years of work in total, 0 years in sales roles',
    )
    expect(experienceText({ experience: 4, salesExperience: 1 })).toBe(
      '4 years of work in total, 1 year in sales roles',
    )
  })

  it('says only the labelled total when the sales-relevant years are unknown', () => {
    expect(experienceText({ experience: 2 })).toBe('2 years of work in total')
  })
})
