import { describe, expect, it } from 'vitest'
import type { PdfItem } from '../document-types'
import { findGutter, groupColumns } from './group-columns'
import { groupLines } from './group-lines'

// Width at 10pt Helvetica is about 5pt per character: enough for layout tests.
const item = (str: string, x: number, y: number, size = 10): PdfItem => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
})

const readingOrder = (items: PdfItem[]): string[] => groupColumns(items).flatMap(groupLines)

describe('groupColumns', () => {
  const main = [
    'Experience',
    'Account Executive, Acme',
    'Closed 120% of plan',
    'Won 14 logos',
    'Education',
  ]
  const side = ['Skills', 'Salesforce', 'Gong', 'Clari', 'Outreach']
  const twoColumns = [
    ...main.map((s, i) => item(s, 40, 700 - i * 14)),
    ...side.map((s, i) => item(s, 400, 700 - i * 14)),
  ]

  it('reads a whole column before the next when the columns share baselines', () => {
    expect(readingOrder(twoColumns)).toEqual([...main, ...side])
  })

  it('puts a full-width header first, then the columns', () => {
    const header = item(
      'Jordan Rivera | Sales Development Representative | Austin, TX | hi@example.com',
      40,
      740,
    )
    expect(readingOrder([...twoColumns, header])).toEqual([header.str, ...main, ...side])
  })

  it('reads a deep header band whose rows cover the gutter before the two columns', () => {
    const band = [
      'TAYLOR NGUYEN, Sales Development Representative, Denver',
      'taylor.nguyen@example.com | (303) 555-0188 | linkedin.com/in/tnguyen',
      'Outbound SDR who books meetings with cold calls and sequences',
    ].map((s, i) => item(s, 40, 760 - i * 14))
    expect(findGutter([...twoColumns, ...band])).toBeUndefined()
    expect(readingOrder([...twoColumns, ...band])).toEqual([
      ...band.map((b) => b.str),
      ...main,
      ...side,
    ])
  })

  it('does not treat right-aligned dates as a second column', () => {
    const resume = [
      item('Senior SDR, Brightwave Analytics, Austin, TX', 72, 700),
      item('Jan 2022 - Present', 470, 700),
      item('Booked 25 meetings per month with Outreach and cold calling in the territory', 72, 686),
      item('Sales Development Representative, CloudNimbus', 72, 672),
      item('2020 - 2021', 490, 672),
      item('Raised connect rate by 35% by rebuilding call blocks in Salesforce', 72, 658),
      item('Customer Success Associate, Lone Star', 72, 644),
      item('2018 - 2020', 490, 644),
    ]
    expect(findGutter(resume)).toBeUndefined()
    expect(readingOrder(resume)[0]).toBe(
      'Senior SDR, Brightwave Analytics, Austin, TX   Jan 2022 - Present',
    )
  })

  it('splits three columns', () => {
    const col = (x: number, prefix: string) =>
      [1, 2, 3, 4, 5].map((n) => item(`${prefix} line ${n}`, x, 700 - n * 14))
    const lines = readingOrder([...col(40, 'left'), ...col(230, 'middle'), ...col(420, 'right')])
    expect(lines.slice(0, 5).every((l) => l.startsWith('left'))).toBe(true)
    expect(lines.slice(5, 10).every((l) => l.startsWith('middle'))).toBe(true)
    expect(lines.slice(10).every((l) => l.startsWith('right'))).toBe(true)
  })

  it('survives hostile coordinates', () => {
    const hostile = [item('a', Number.NaN, 1), { ...item('b', 0, 2), width: 1e12 }, ...twoColumns]
    expect(readingOrder(hostile).length).toBeGreaterThan(0)
  })
})

describe('groupLines', () => {
  it('joins runs on one baseline left to right, bullets included, with word spaces', () => {
    const lines = groupLines([item('Attained 142% of quota', 52, 628), item('•', 40, 628.4)])
    expect(lines).toEqual(['• Attained 142% of quota'])
  })

  it('keeps a wide layout gap as three spaces', () => {
    expect(groupLines([item('CloudNimbus', 72, 600), item('2020 - 2021', 480, 600)])).toEqual([
      'CloudNimbus   2020 - 2021',
    ])
  })

  it('orders lines top to bottom', () => {
    expect(groupLines([item('second', 40, 600), item('first', 40, 614)])).toEqual([
      'first',
      'second',
    ])
  })
})
