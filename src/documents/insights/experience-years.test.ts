import { describe, expect, it } from 'vitest'
import { splitSections } from '../layout/split-sections'
import { experienceBreakdown } from './experience-years'

const now = new Date('2026-01-01T00:00:00Z')

describe('experienceBreakdown', () => {
  it('gives the years with the jobs they came from and the gap left out', () => {
    const sections = splitSections([
      'EXPERIENCE',
      'Account Executive, Northwind   Jan 2020 – Present',
      'Advisor, Contoso   Jan 2021 – Dec 2021',
      'SDR, Acme   Jan 2015 – Dec 2016',
      'EDUCATION',
      'BA, State University   2011 – 2015',
    ])
    expect(experienceBreakdown(sections, now)).toEqual({
      years: 8,
      // The AE years and the SDR years; the advisor year inside the AE job adds nothing.
      salesYears: 8,
      jobs: [
        {
          line: 'Account Executive, Northwind   Jan 2020 – Present',
          title: 'Account Executive',
          from: '2020-01',
          to: 'now',
          years: 6,
          sales: true,
        },
        {
          line: 'Advisor, Contoso   Jan 2021 – Dec 2021',
          title: 'Advisor',
          from: '2021-01',
          to: '2021-12',
          years: 1,
          sales: false,
        },
        {
          line: 'SDR, Acme   Jan 2015 – Dec 2016',
          title: 'SDR',
          from: '2015-01',
          to: '2016-12',
          years: 2,
          sales: true,
        },
      ],
      gaps: [{ from: '2017-01', to: '2020-01', months: 36 }],
    })
  })

  it('is empty without dated jobs', () => {
    expect(experienceBreakdown(splitSections(['Jane Doe', 'Sales']), now)).toEqual({
      years: 0,
      salesYears: 0,
      jobs: [],
      gaps: [],
    })
  })

  it('counts only sales, account and revenue jobs as sales years', () => {
    const sections = splitSections([
      'EXPERIENCE',
      'Teacher, Lincoln High   Sep 2016 – Aug 2021',
      'Business Development Representative, Salesforce   Sep 2021 – Present',
      'Software Engineer, Salesforce   Jan 2014 – Aug 2016',
    ])
    const breakdown = experienceBreakdown(sections, now)
    expect(breakdown.years).toBe(12)
    expect(breakdown.salesYears).toBe(4.3)
    expect(breakdown.jobs.map((job) => job.sales)).toEqual([true, false, false])
  })

  it('reads a sales title set on the line above or below the company and dates', () => {
    // The SDR fixture's layout: title, then "Company, City   Dates", then bullets.
    const sections = splitSections([
      'PROFESSIONAL EXPERIENCE',
      'Senior Sales Development Representative',
      'Brightwave Analytics, Austin, TX   Jan 2022 – Present',
      '• Booked 25+ meetings per month with Outreach sequences and personalized',
      'video prospecting on LinkedIn Sales Navigator',
      'Lone Star Outfitters, Austin, TX   2018 – 2020',
      'Store Associate',
      '• Resolved 60+ customer tickets per day',
      'Harbor Media   Jan 2016 – Dec 2017',
      'Account Manager',
    ])
    const breakdown = experienceBreakdown(sections, now)
    expect(breakdown.jobs.map((job) => [job.title, job.sales])).toEqual([
      ['Senior Sales Development Representative', true],
      // The wrapped bullet above ("... LinkedIn Sales Navigator") is prose, not its title.
      ['Store Associate', false],
      ['Account Manager', true],
    ])
    expect(breakdown.salesYears).toBe(6)
  })
})
