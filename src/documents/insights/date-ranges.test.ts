import { describe, expect, it } from 'vitest'
import { coveredMonths, findDateRanges, openStart } from './date-ranges'

const now = new Date('2025-01-01T00:00:00Z')
const months = (line: string): number => coveredMonths(findDateRanges(line, now))

describe('findDateRanges', () => {
  it("counts 'Jan 2021 - Present' up to the injected now", () => {
    expect(months('Jan 2021 - Present')).toBe(48)
    expect(
      coveredMonths(findDateRanges('Jan 2021 - Present', new Date('2026-01-01T00:00:00Z'))),
    ).toBe(60)
    expect(findDateRanges('Jan 2021 - Present', now)[0]?.ongoing).toBe(true)
  })

  it.each([
    ['2019-2022', 36],
    ['03/2020 – 06/2023', 40],
    ['Sept. 2020 to Current', 52],
    ['March 2018 — December 2018', 10],
    ['(May 2021 – Aug 2022)', 16],
    ['June, 2022 through now', 31],
  ])('reads the common spelling %j as %i months', (line, covered) => {
    expect(months(line)).toBe(covered)
  })

  it.each([
    // Awesome-CV joins its dates with a soft hyphen, which pdf.js drops: only a space is left.
    ['Mar. 2010 Aug. 2017', 90],
    ['Mar. 2010\u00ad Aug. 2017', 90],
    ['Sep. 2023 – Mar. 2024', 7],
    ['09/2023 - 11/2023', 3],
    ['2016/09 - now', 100],
    ['year 2012--2014', 24],
    ['Sep 15 - NOW', 112],
    ['Summer 2022', 3],
    ['Fall 2013 – Spring 2014', 9],
    ['Nov. 2011 PRESENT', 158],
  ])('reads the LaTeX, Typst or web template style %j as %i months', (line, covered) => {
    expect(months(line)).toBe(covered)
  })

  it('reads ISO year-months as JSON Resume themes print them', () => {
    expect(months('2024-04 — 2024-07')).toBe(4)
    expect(months('2021-08 - 2022-07')).toBe(12)
    expect(openStart('2024-08 —', now)?.ongoing).toBe(true)
  })

  it("reads 'since <date>' at the head of a field as running to now", () => {
    expect(months('since January 2016')).toBe(108)
    expect(findDateRanges('since January 2016', now)[0]?.ongoing).toBe(true)
    expect(months('Frontend Developer   Since 2019')).toBe(66)
    expect(months('Acme Corp | since 03/2020')).toBe(58)
    expect(months('Frontend Developer at Acme since January 2016')).toBe(108)
    // In a bullet or a sentence it is no date range.
    expect(findDateRanges('• Closed our largest deal since 2008', now)).toEqual([])
    expect(
      findDateRanges('Grew the book of business by a third, the best year since 2008', now),
    ).toEqual([])
  })

  it('takes a lone month-precise start opening a line as running to now', () => {
    expect(openStart('2016 / 09   Fullstack Javascript Engineer', now)?.ongoing).toBe(true)
    expect(openStart('2016 / 09 - University of Bremen', now)).toBeDefined()
    expect(openStart('2016 - 2018 Consultant', now)).toBeUndefined()
    expect(openStart('Joined in 2016', now)).toBeUndefined()
  })

  it('ignores numbers that are not date ranges', () => {
    for (const line of [
      '(512) 555-0142',
      'FY2023 and FY2024',
      'Top 3 of 15 reps',
      'Q3 2021',
      '2021',
    ]) {
      expect(findDateRanges(line, now)).toEqual([])
    }
  })

  it('drops ranges that end before they start or start in the future', () => {
    expect(findDateRanges('2022 - 2019', now)).toEqual([])
    expect(findDateRanges('Mar 2026 - Present', now)).toEqual([])
  })
})

describe('coveredMonths', () => {
  it('merges overlapping jobs instead of double counting', () => {
    const ranges = [
      ...findDateRanges('Jan 2020 - Dec 2021', now),
      ...findDateRanges('Jun 2021 - Jun 2022', now),
      ...findDateRanges('Jan 2024 - Present', now),
    ]
    expect(coveredMonths(ranges)).toBe(30 + 12)
  })
})

describe('findDateRanges on more date shapes (issue 35)', () => {
  const at = new Date('2026-01-01T00:00:00Z')
  const spans = (line: string) =>
    findDateRanges(line, at).map((r) => [r.start, r.end].map((m) => m / 12))

  it('reads two months sharing the year after the second', () => {
    expect(spans('Senior ML engineer   June - September, 2023')).toEqual([[2023 + 5 / 12, 2023.75]])
  })

  it('reads "present" typed in the template\'s language ("2018-Atual", "2020 - heute")', () => {
    expect(spans('2018-Atual Senior Backend and Frontend Developer')).toEqual([[2018.5, 2026]])
    expect(spans('2020 - heute   Vertrieb')).toEqual([[2020.5, 2026]])
  })

  it('reads "Till date" as ongoing and "2019.05" as a month', () => {
    expect(spans('Jan 2019 – Till date')).toEqual([[2019, 2026]])
    expect(spans('2019.05 - 2021.08')).toEqual([[2019 + 4 / 12, 2021 + 8 / 12]])
  })
})
