import { describe, expect, it } from 'vitest'
import {
  addItem,
  describeSuggestion,
  formFromInsights,
  insightsFromForm,
  isChanged,
  readYears,
  removeItem,
  withSuggestions,
} from './insights-form'

const parsed = {
  currentRole: 'Sales Development Representative',
  experience: 3.5,
  skills: ['Salesforce', 'Outreach'],
  achievements: ['Booked 30 meetings a month'],
}

describe('correcting extracted insights', () => {
  it('keeps the sales-relevant years the reader found through a correction', () => {
    const read = { ...parsed, salesExperience: 1.5 }
    const form = { ...formFromInsights(read), years: '4' }
    expect(form.salesYears).toBe(1.5)
    expect(insightsFromForm(form)).toEqual({ ...read, experience: 4 })
    expect(isChanged(formFromInsights(read), read)).toBe(false)
    // The server's copy lists the keys in its schema's order and adds the reader's details.
    const stored = {
      currentRole: read.currentRole,
      experience: read.experience,
      salesExperience: 1.5,
      skills: read.skills,
      achievements: read.achievements,
      skillDetails: [],
    }
    expect(isChanged(formFromInsights(read), stored)).toBe(false)
    expect(isChanged({ ...formFromInsights(read), years: '4' }, stored)).toBe(true)
  })

  it('round-trips unchanged insights and notices an edit', () => {
    const form = formFromInsights(parsed)
    expect(insightsFromForm(form)).toEqual(parsed)
    expect(isChanged(form, parsed)).toBe(false)
    expect(isChanged({ ...form, currentRole: 'Senior SDR' }, parsed)).toBe(true)
  })

  it('reads years leniently but refuses nonsense', () => {
    expect(readYears(' 4 ')).toEqual({ ok: true, value: 4 })
    expect(readYears('')).toEqual({ ok: true, value: 0 })
    expect(readYears('2.25')).toEqual({ ok: true, value: 2.3 })
    expect(readYears('-1').ok).toBe(false)
    expect(readYears('61').ok).toBe(false)
    expect(readYears('three').ok).toBe(false)
    expect(insightsFromForm({ ...formFromInsights(parsed), years: 'lots' })).toBeNull()
  })

  it('adds skills once, ignoring case and stray spaces, and removes by position', () => {
    expect(addItem(['Salesforce'], '  salesforce ')).toEqual(['Salesforce'])
    expect(addItem(['Salesforce'], '   ')).toEqual(['Salesforce'])
    expect(addItem(['Salesforce'], ' Gong   call  review')).toEqual([
      'Salesforce',
      'Gong call review',
    ])
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })
})

describe('suggestions from the on-device model', () => {
  const suggestion = {
    insights: {
      currentRole: 'Account Executive',
      experience: 4,
      skills: ['Salesforce', 'Outreach', 'MEDDICC'],
      achievements: ['Booked 30 meetings a month', '120% of quota in 2023'],
    },
    suggested: {
      fields: [
        'currentRole' as const,
        'experience' as const,
        'skills' as const,
        'achievements' as const,
      ],
      skills: ['MEDDICC'],
      achievements: ['120% of quota in 2023'],
    },
  }

  it('fills only what the user left empty and appends new list items once', () => {
    const empty = {
      currentRole: '',
      years: '0',
      skills: ['Salesforce'],
      achievements: [],
      salesYears: 0,
    }
    expect(withSuggestions(empty, suggestion)).toEqual({
      currentRole: 'Account Executive',
      years: '4',
      skills: ['Salesforce', 'MEDDICC'],
      achievements: ['120% of quota in 2023'],
      salesYears: 0,
    })
  })

  it('never overwrites a role or years the user typed', () => {
    const typed = {
      currentRole: 'Senior SDR',
      years: '2',
      skills: ['meddicc'],
      achievements: [],
      salesYears: null,
    }
    const merged = withSuggestions(typed, suggestion)
    expect(merged.currentRole).toBe('Senior SDR')
    expect(merged.years).toBe('2')
    expect(merged.skills).toEqual(['meddicc'])
  })

  it('says in words what the model found', () => {
    expect(describeSuggestion(suggestion)).toBe(
      'the role "Account Executive", 4 years of work in total, 1 skill and 1 achievement',
    )
    const onlySkills = {
      ...suggestion,
      suggested: { fields: [], skills: ['A', 'B'], achievements: [] },
    }
    expect(describeSuggestion(onlySkills)).toBe('2 skills')
  })
})
