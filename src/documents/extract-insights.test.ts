import { describe, expect, it } from 'vitest'
import { extractInsightsFromText } from './index'

const now = new Date('2025-01-01T00:00:00Z')
const insights = (text: string) => extractInsightsFromText(text, now)

describe('extractInsightsFromText: current role', () => {
  it('takes the title beside the ongoing job, wherever the title sits on its line', () => {
    const text = [
      'EXPERIENCE',
      'Acme Corp   2019 - 2021',
      'Customer Service Associate',
      'Senior Account Executive at Northwind (Mar 2022 - Present)',
    ].join('\n')
    expect(insights(text).currentRole).toBe('Senior Account Executive')
  })

  it('finds a title on the line below the company and dates', () => {
    const text =
      'Experience\nBrightwave Analytics | Jan 2022 - Present\nSDR Team Lead\n• Led 5 reps'
    expect(insights(text).currentRole).toBe('SDR Team Lead')
  })

  it('takes any title, digits included, from the newest job by its dates', () => {
    const text = [
      'Experience',
      'Science Tutor, Learning Tree   2014 - 2016',
      '8th Grade Science Teacher   Aug 2019 - Present',
      'Lincoln Middle School, Denver, CO',
      'Certified Public Accountant   2016 - 2019',
    ].join('\n')
    expect(insights(text).currentRole).toBe('8th Grade Science Teacher')
    const cpa =
      'Experience\nCertified Public Accountant   2020 - Present\nDeloitte LLP, Chicago, IL'
    expect(insights(cpa).currentRole).toBe('Certified Public Accountant')
    expect(insights(cpa).roleSource).toBe('job')
  })

  it('reads "dates: title (company)" lines', () => {
    const text = [
      'Experience',
      'May 2022-Current: Growth Account Executive (Salesforce)',
      '122% of Annual Quota',
      'May 2021-May 2022: SMB Account Executive (Salesforce)',
    ].join('\n')
    expect(insights(text).currentRole).toBe('Growth Account Executive')
    expect(insights(text).achievements).toEqual(['122% of Annual Quota'])
  })

  it('prefers the title to the company and the place beside the dates', () => {
    const text = 'Experience\nBrightwave Inc.   Austin, TX\nSubatomic Shepherd   May 2024 - Present'
    expect(insights(text).currentRole).toBe('Subatomic Shepherd')
  })

  it('takes the headline when the newest job names only its company', () => {
    const text = [
      'Alexander Artemenko',
      'Senior Software Developer',
      'Experience',
      'Experience at Yandex 2005-Present',
      'I started my career at Yandex as a C++ software developer but after a few years switched to the Python.',
    ].join('\n')
    expect(insights(text).currentRole).toBe('Senior Software Developer')
    expect(insights(text).roleSource).toBe('headline')
    // A title without a title word still wins over a headline that has none.
    const shepherd = 'Casey Jones\nHello there\nExperience\nSubatomic Shepherd   May 2024 - Present'
    expect(insights(shepherd).currentRole).toBe('Subatomic Shepherd')
  })

  it('falls back to the headline under the name, and to empty when there is none', () => {
    const headline = insights('Casey Jones\nAccount Manager\ncasey@example.com')
    expect(headline.currentRole).toBe('Account Manager')
    expect(headline.roleSource).toBe('headline')
    expect(insights('hello world').currentRole).toBe('')
  })
})

describe('extractInsightsFromText: experience', () => {
  it('sums work ranges but not the degree', () => {
    const text = [
      'Work Experience',
      'SDR, Acme | 2021 - 2024',
      'Intern, Beta | Jun 2020 - Aug 2020',
      'Education',
      'B.A. History 2016 - 2020',
    ].join('\n')
    expect(insights(text).experience).toBe(3.3)
  })

  it('leaves research, projects and volunteering out of the years', () => {
    const text = [
      'Experience',
      'SDR, Acme | Jan 2023 - Dec 2024',
      'Research',
      'Research Assistant, Lab | 2015 - 2020',
      'Projects',
      'Side project | 2019 - 2022',
      'Volunteer Experience',
      'Swim Coach | June 2012 - Present',
    ].join('\n')
    expect(insights(text).experience).toBe(2)
  })

  it('uses dates in the header when there is no experience heading, never volunteering', () => {
    expect(insights('Leo\nVolunteering\nCoach, YMCA | 2012 - Present').experience).toBe(0)
  })

  it('uses dates anywhere but education when there is no experience heading', () => {
    expect(insights('SDR at Acme, Jan 2023 - Present\nEducation\nBA 2018 - 2022').experience).toBe(
      2,
    )
  })
})

describe('extractInsightsFromText: skills', () => {
  it('maps aliases to curated names in order of first mention', () => {
    const text = 'Used SFDC and Sales Nav daily; cold-calling; MEDDIC qualification; SQL in Looker'
    expect(insights(text).skills).toEqual([
      'Salesforce',
      'LinkedIn Sales Navigator',
      'Cold calling',
      'MEDDICC',
      'SQL',
      'Looker',
    ])
  })

  it('does not read tool names into ordinary words', () => {
    const text = 'I excel at outreach, spin up new territories and sing in a chorus'
    expect(insights(text).skills).toEqual([])
  })
})

describe('extractInsightsFromText: achievements', () => {
  it('keeps measurable bullets and award lines, drops the rest', () => {
    const text = [
      'Experience',
      'SDR, Acme | 2022 - Present',
      '• Hit 131% of quota in 2023',
      '• Ran weekly team standups',
      '* Exceeded attainment targets every quarter',
      'Awards',
      "President's Club",
    ].join('\n')
    expect(insights(text).achievements).toEqual([
      'Hit 131% of quota in 2023',
      'Exceeded attainment targets every quarter',
      "President's Club",
    ])
  })

  it('reads "2000+" as a count, while a year alone measures nothing', () => {
    const text = [
      'Experience',
      '◦ Built tooling that allowed us to',
      'quickly deploy 2000+ databases in Docker containers.',
      '◦ Joined the platform team in 2019',
    ].join('\n')
    expect(insights(text).achievements).toEqual([
      'Built tooling that allowed us to quickly deploy 2000+ databases in Docker containers.',
    ])
  })

  it('takes an awards line set among the skills', () => {
    const text = 'Skills and Awards\n• Languages: Python, Bash\n• Awards: 1st CorCTF 2024 ($1337)'
    expect(insights(text).achievements).toEqual(['1st CorCTF 2024 ($1337)'])
    expect(insights(text).skills).toEqual(['Python', 'Bash'])
  })

  it('never counts a job header line, even one with a number', () => {
    const text = [
      'Experience',
      '• Software Engineer Intern   Summer 2022',
      '• Cut build time by 40%',
      'Awards',
      'International Awards',
      '2021 2nd Place, AWS GameDay',
    ].join('\n')
    expect(insights(text).achievements).toEqual([
      'Cut build time by 40%',
      '2021 2nd Place, AWS GameDay',
    ])
  })

  it('joins a wrapped bullet and keeps every measurable one (the UI picks the top ones)', () => {
    const wrapped = insights(
      'Experience\n- Booked 40 meetings per quarter from\ncold outbound calls',
    )
    expect(wrapped.achievements).toEqual([
      'Booked 40 meetings per quarter from cold outbound calls',
    ])
    const many = Array.from({ length: 30 }, (_, i) => `• Closed ${i + 1} deals`).join('\n')
    expect(insights(`Experience\n${many}`).achievements).toHaveLength(30)
  })
})

describe('extractInsightsFromText: layouts from issue 35', () => {
  it('keeps a two-word title whole ("Marketing Manager", not "Manager")', () => {
    for (const line of [
      'Marketing Manager   Acme Corp   Jan 2020 – Present',
      'Acme Corp | Marketing Manager | 2020 - Present',
      'Marketing Manager, Acme Corp, Boston, MA   Jan 2020 - Present',
    ]) {
      expect(insights(['EXPERIENCE', line].join('\n')).currentRole).toBe('Marketing Manager')
    }
  })

  it('joins a date gutter range wrapped over two lines, so the newest job keeps its end', () => {
    const text = [
      'EXPERIENCE',
      '2017 –   Account Executive, Northwind',
      'Present   • Closed 120% of quota',
      '2010 – 2016   SDR, Acme',
    ].join('\n')
    const result = insights(text)
    expect(result.currentRole).toBe('Account Executive')
    expect(result.experience).toBe(13.5)
  })

  it('counts overlapping jobs once and a gap as a gap', () => {
    const text = [
      'EXPERIENCE',
      'Account Executive, Northwind   Jan 2020 – Dec 2022',
      'Advisor, Contoso   Jan 2021 – Dec 2021',
      'SDR, Acme   Jan 2015 – Dec 2016',
    ].join('\n')
    expect(insights(text).experience).toBe(5)
  })
})

describe('extractInsightsFromText: a builder resume without bullet glyphs (issue 35)', () => {
  it('reads measurable sentences in projects as in jobs, never the contact row', () => {
    const text = [
      'Experience',
      'Senior Web Developer',
      'January 2019 to Present',
      'Grew product website engagement, resulting in a 40% increase in user engagement.',
      'Projects',
      'E-Commerce Platform',
      'Led the development of a full-stack e-',
      'commerce platform, improving sales conversion by 25%.',
      '(555) 123-4567   john.doe@gmail.com   https://johndoe.me/',
    ].join('\n')
    expect(insights(text).achievements).toEqual([
      'Grew product website engagement, resulting in a 40% increase in user engagement.',
      'Led the development of a full-stack e- commerce platform, improving sales conversion by 25%.',
    ])
  })
})
