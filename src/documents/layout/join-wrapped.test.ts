import { describe, expect, it } from 'vitest'
import { joinStackedDates, joinWrappedDates } from './join-wrapped'

describe('joinWrappedDates', () => {
  it('joins a date gutter range wrapped before its end onto the job line', () => {
    expect(
      joinWrappedDates([
        'april 2004– Administrator, Alterezo ASBL, Liège.',
        'current Nonprofit association aimed at helping small organizations',
      ]),
    ).toEqual([
      'april 2004– current Administrator, Alterezo ASBL, Liège.',
      'Nonprofit association aimed at helping small organizations',
    ])
  })

  it('drops the second line when it held only the end', () => {
    expect(joinWrappedDates(['Account Executive   2017 –', 'Present', '• Closed $1.2M'])).toEqual([
      'Account Executive   2017 – Present',
      '• Closed $1.2M',
    ])
    expect(joinWrappedDates(['Jan 2019 -', 'Mar 2021   SDR, Acme'])).toEqual([
      'Jan 2019 - Mar 2021',
      'SDR, Acme',
    ])
  })

  it('leaves complete ranges and ordinary lines alone', () => {
    const lines = [
      '2003–2005 Bachelor of Laws',
      'current students mentored',
      'Sales - Present value',
    ]
    expect(joinWrappedDates(lines)).toEqual(lines)
    expect(joinWrappedDates(['Jan 2019 – Present', 'Present day'])).toEqual([
      'Jan 2019 – Present',
      'Present day',
    ])
  })
})

describe('joinStackedDates', () => {
  it('joins a gutter that stacks the start over the end, rows apart, onto the job row', () => {
    expect(
      joinStackedDates([
        '2015   Some Position',
        '|   Some Workplace   (remote)',
        'present',
        '• Led the team',
        '2013   Another Position',
        '|   Some City, Some Country',
        'Some Workplace',
        '2014',
      ]),
    ).toEqual([
      '2015 – present   Some Position',
      '|   Some Workplace   (remote)',
      '• Led the team',
      '2013 – 2014   Another Position',
      '|   Some City, Some Country',
      'Some Workplace',
    ])
  })

  it('leaves a lone start, an end before its start and rows past a bullet alone', () => {
    const lines = [
      '2014   Some Project',
      'Some workplace',
      '• Built 3 tools',
      '2016',
      '2019   Best Combat Unit',
      '2018',
      '2017 – 2018   Analyst',
      'present',
    ]
    expect(joinStackedDates(lines)).toEqual(lines)
  })
})
