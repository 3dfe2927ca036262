import { describe, expect, it } from 'vitest'
import {
  addItem,
  formFromInsights,
  insightsFromForm,
  isChanged,
  readYears,
  removeItem,
} from './insights-form'

const parsed = {
  currentRole: 'Sales Development Representative',
  experience: 3.5,
  skills: ['Salesforce', 'Outreach'],
  achievements: ['Booked 30 meetings a month'],
}

describe('correcting extracted insights', () => {
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
