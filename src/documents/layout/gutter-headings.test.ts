import { describe, expect, it } from 'vitest'
import { splitGutterHeadings } from './gutter-headings'

describe('splitGutterHeadings', () => {
  it('takes a heading set in a left gutter off the first row of its section', () => {
    expect(
      splitGutterHeadings([
        'Experience   Creative Solutions Inc.   January 2019 to Present',
        'Senior Web Developer   San Francisco, CA',
      ]),
    ).toEqual([
      'Experience',
      'Creative Solutions Inc.   January 2019 to Present',
      'Senior Web Developer   San Francisco, CA',
    ])
  })

  it('joins a heading typed over two gutter rows', () => {
    expect(
      splitGutterHeadings(['AWARDS &   ■ Dean’s List', 'SCHOLARSHIPS   ■ Summer Pura Award']),
    ).toEqual(['AWARDS & SCHOLARSHIPS', '■ Dean’s List', '■ Summer Pura Award'])
  })

  it('joins a heading whose first gutter row ends in a connector the heading lacks', () => {
    expect(
      splitGutterHeadings([
        'RELEVANT &   ■ Linear Algebra, Discrete Math,',
        'COURSEWORK   Machine Learning',
      ]),
    ).toEqual(['RELEVANT COURSEWORK', '■ Linear Algebra, Discrete Math,', 'Machine Learning'])
  })

  it('leaves rows whose first field is not a heading alias', () => {
    const rows = ['Account Executive   Jan 2020 – Present', 'Sales   Closed 40 deals', 'Skills']
    expect(splitGutterHeadings(rows)).toEqual(rows)
  })

  it('reads a heading set a tag gap from its row', () => {
    expect(splitGutterHeadings(['Work  Research Engineer', 'Metagov'])).toEqual([
      'Work',
      'Research Engineer',
      'Metagov',
    ])
  })
})
