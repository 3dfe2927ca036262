import { describe, expect, it } from 'vitest'
import type { PdfItem, RawDocument } from '../document-types'
import { splitSections } from './split-sections'
import { toLineStreams } from './to-lines'

const item = (str: string, x: number, y: number, size = 10): PdfItem => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
})

/** A narrow left sidebar (x 30-110) beside a main column (x 200-460), rows 14 pt apart. */
function page(side: string[], main: string[]): PdfItem[] {
  return [
    ...side.map((text, i) => item(text, 30, 700 - i * 14)),
    ...main.map((text, i) => item(text, 200, 700 - i * 14)),
  ]
}

const pdf = (...pages: PdfItem[][]): RawDocument => ({
  kind: 'pdf',
  pages: pages.map((items) => ({ width: 600, items })),
  warnings: [],
})

describe('toLineStreams with a narrow sidebar (issue 35)', () => {
  const first = page(
    ['SKILLS', 'Python', 'Ansible', 'Linux', 'Django', 'Git', 'Docker', 'Jenkins'],
    [
      'EXPERIENCE',
      'DevOps developer   Sep 2015 - Present',
      '• Built a portal used by 900 people a day',
      '• Cut deployment time from 2 hours to 5 minutes',
      '• Ran the migration of 40 servers to the cloud',
      '• Trained 12 engineers on the new pipeline',
      '• Wrote the runbooks for the on-call rota',
      '• Set up monitoring for every service we ran',
    ],
  )
  const second = page(
    ['EDUCATION', 'M. Sc. Physics', 'Universität Bonn', '2009 - 2011', 'B. Sc. Physics', 'Bonn'],
    [
      'Systems Analyst   Mar 2014 - Sep 2015',
      '• Automated the update process for 300 hosts',
      '• Wrote tools for the directory service team',
      '• Supported customers in three countries',
      '• Introduced central logging for every system',
      '• Reviewed the access rights of 2,000 users',
    ],
  )

  it('reads the main column of every page before the sidebars', () => {
    const [main, side] = toLineStreams(pdf(first, second))
    expect(main?.slice(0, 2)).toEqual(['EXPERIENCE', 'DevOps developer   Sep 2015 - Present'])
    expect(main).toContain('Systems Analyst   Mar 2014 - Sep 2015')
    expect(side?.[0]).toBe('SKILLS')
    expect(side).toContain('EDUCATION')
  })

  it('keeps the next page of jobs under Experience, not under the sidebar heading beside it', () => {
    const [main = []] = toLineStreams(pdf(first, second))
    expect(splitSections(main).experience).toContain('Systems Analyst   Mar 2014 - Sep 2015')
  })

  it('leaves a page without a sidebar as one stream', () => {
    const single = ['EXPERIENCE', 'Account Executive   2020 - Present', '• Closed 40 deals']
    expect(toLineStreams(pdf(single.map((t, i) => item(t, 50, 700 - i * 14))))).toEqual([single])
  })
})
