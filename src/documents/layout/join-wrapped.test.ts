import { describe, expect, it } from 'vitest'
import { joinWrappedDates } from './join-wrapped'

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
