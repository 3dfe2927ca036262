import { describe, expect, it } from 'vitest'
import { compactSearch, searchChoice, searchFlag, searchText } from './search-params'

describe('route search readers', () => {
  it('reads ids and names, trimming them, and turns parsed numbers back into text', () => {
    expect(searchText('  guest-1700000000000-42 ')).toBe('guest-1700000000000-42')
    expect(searchText(42)).toBe('42')
  })

  it('treats empty, oversized and non-text values as absent', () => {
    expect(searchText('   ')).toBeUndefined()
    expect(searchText('x'.repeat(201))).toBeUndefined()
    expect(searchText({ evil: true })).toBeUndefined()
    expect(searchText(Number.NaN)).toBeUndefined()
  })

  it('reads a flag only from true', () => {
    expect(searchFlag(true)).toBe(true)
    expect(searchFlag('true')).toBe(true)
    expect(searchFlag('yes')).toBe(false)
    expect(searchFlag(undefined)).toBe(false)
  })

  it('accepts only the listed words for a choice', () => {
    expect(searchChoice('open', ['open'])).toBe('open')
    expect(searchChoice('OPEN', ['open'])).toBeUndefined()
  })

  it('leaves absent values out of a search object and keeps an explicit false', () => {
    expect(compactSearch({ enhanced: false, userId: undefined, firstName: 'Noor' })).toEqual({
      enhanced: false,
      firstName: 'Noor',
    })
  })
})
