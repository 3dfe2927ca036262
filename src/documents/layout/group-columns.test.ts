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

describe('groupColumns with a date gutter (issue 35)', () => {
  it('keeps dates in a left gutter on the rows they label, however much text they hold', () => {
    const rows: [string, string][] = [
      ['September 2019 – Present', 'Account Executive, Northwind'],
      ['', 'Closed 120% of plan'],
      ['January 2016 – August 2019', 'SDR, Acme'],
      ['', 'Booked 40 meetings a month'],
      ['March 2014 – December 2015', 'BDR, Contoso'],
      ['', 'Top rep'],
      ['June 2012 – February 2014', 'Intern, Fabrikam'],
    ]
    const items = rows.flatMap(([date, text], i) => [
      ...(date ? [item(date, 40, 700 - i * 14)] : []),
      item(text, 200, 700 - i * 14),
    ])
    expect(findGutter(items)).toBeUndefined()
    expect(readingOrder(items)[0]).toBe('September 2019 – Present   Account Executive, Northwind')
  })
})

describe('groupColumns with a narrow sidebar of skill chips (issue 35)', () => {
  const bullets = [
    'Account Executive, Northwind   Jan 2020 – Present',
    '• Closed 120% of plan across the mid-market segment in every quarter of 2023',
    '• Built a partner channel that sourced a third of new pipeline for the region',
    '• Ran discovery and demos for forty accounts a quarter with two SDRs',
    '• Rebuilt the renewal playbook, cutting churn from nine to four per cent',
    'SDR, Acme   Jan 2017 – Dec 2019',
    '• Booked forty qualified meetings a month, top of a team of twelve',
    '• Wrote the outbound sequences the whole team used for two years',
    '• Trained six new hires on prospecting and objection handling',
  ]
  const chips = [
    'Skills',
    'Salesforce',
    'Gong',
    'Outreach',
    'Clari',
    'HubSpot',
    'ZoomInfo',
    'Excel',
    'SQL',
  ]
  const items = [
    ...bullets.map((s, i) => item(s, 40, 700 - i * 14)),
    ...chips.map((s, i) => item(s, 500, 700 - i * 14)),
  ]

  it('reads the chips as their own column, not spliced onto the bullets', () => {
    const lines = readingOrder(items)
    expect(lines.slice(-chips.length)).toEqual(chips)
    expect(lines[1]).toBe(bullets[1])
  })

  it('leaves right-aligned places beside a one-column resume in their rows', () => {
    const places = [
      'San Francisco, CA',
      'Remote',
      'Austin, TX',
      'New York, NY',
      'Boston, MA',
      'Denver, CO',
      'Oakland, CA',
      'Chicago, IL',
      'Miami, FL',
    ]
    const rightAligned = [
      ...bullets.map((s, i) => item(s, 40, 700 - i * 14)),
      ...places.map((s, i) => item(s, 560 - s.length * 5, 700 - i * 14)),
    ]
    expect(findGutter(rightAligned)).toBeUndefined()
  })
})

describe('groupColumns with a sidebar beside long paragraphs (issue 35, third pass)', () => {
  it('reads a sidebar holding 4% of the characters as its own column', () => {
    const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Proin nec mi ante.'
    const chips = ['Skills', 'Omnipresence', 'Anonymity', 'Ordinarity', 'No name rights']
    const contact = ['Contact', 'johndoe.gtld', 'me@johndoe.gtld', '800.000.0000']
    const side = [...contact, ...chips]
    const items = [
      ...Array.from({ length: 28 }, (_, i) => item(paragraph, 40, 700 - i * 12)),
      ...side.map((s, i) => item(s, 475, 700 - i * 14)),
    ]
    const lines = readingOrder(items)
    expect(lines.slice(-side.length)).toEqual(side)
    expect(lines[0]).toBe(paragraph)
  })
})

describe('groupColumns on sidebars (issue 35)', () => {
  const main = [
    'Experience',
    'Web Developer, Acme',
    'Built the shop',
    'Led 4 engineers',
    'Education',
  ]
  // A sidebar at x 10 whose longest row reaches x 185, main column from x 240.
  const side = ['Skills', 'HTML5, PHP', 'React.js, Angular, Vue.js, Laravel', 'Git', 'Docker']

  it("parts the columns where nothing crosses, not through the sidebar's longest row", () => {
    const items = [
      ...side.map((s, i) => item(s, 10, 700 - i * 14)),
      ...main.map((s, i) => item(s, 240, 700 - i * 14)),
    ]
    expect(readingOrder(items)).toEqual([...side, ...main])
  })

  it('finds a sidebar whose rows start at one edge though an icon sits left of one', () => {
    const chips = ['Skills', 'Python', 'Ansible', 'Linux', 'Django', 'Git', 'Docker', 'Bash']
    const long = [
      'Profile',
      'DevOps engineer with ten years of automation and custom tools for large teams',
      'Experience',
      'DevOps developer at a research institute, building portals and pipelines',
      'Systems analyst at a travel company, migrating legacy code to Linux',
      'Consultant at a large firm, moving legacy data for a public service',
      'Education',
      'M. Sc. Physics at the University of Bonn, numerical time series analysis',
    ]
    const items = [
      ...chips.map((s, i) => item(s, 34, 700 - i * 14, 8)),
      item('R', 31, 700 - 8 * 14, 8),
      item('contact@example.com', 45, 700 - 8 * 14, 8),
      ...long.map((s, i) => item(s, 150, 700 - i * 14, 8)),
    ]
    expect(findGutter(items)).toBeDefined()
    expect(readingOrder(items).slice(0, chips.length)).toEqual(chips)
  })
})
