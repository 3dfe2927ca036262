import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysBetween,
  isCalendarDate,
  localCalendarDate,
} from './calendar-dates'

describe('calendar dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1)
  })

  it('adds months keeping the day, clamped to the end of shorter months', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addMonths('2026-05-31', 18)).toBe('2027-11-30')
  })

  it('refuses strings that are not calendar dates', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('5 March')).toBe(false)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(() => addDays('not a date', 1)).toThrow(RangeError)
  })

  it('reads today as the local calendar date', () => {
    expect(localCalendarDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
