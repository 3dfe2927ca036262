import { describe, expect, it } from 'vitest'
import { roleIdFromTitle } from './index'

describe('roleIdFromTitle (spec section 5)', () => {
  it.each([
    ['Account Executive', 'ae'],
    ['Account Executive (AE)', 'ae'],
    ['Account Manager', 'am'],
    ['Account Manager (AM)', 'am'],
    ['Customer Success Manager', 'csm'],
    ['Customer Success', 'csm'],
    ['Sales Development Representative', 'sdr'],
    ['SDR', 'sdr'],
    ['Revenue Operations', 'revops'],
    ['Revenue Operations (RevOps)', 'revops'],
    ['Revenue Operations Specialist', 'revops'],
    ['RevOps', 'revops'],
    ['Growth Marketing Associate', 'marketing'],
    ['Marketing Associate', 'marketing'],
    ['Marketing', 'marketing'],
  ])('maps %s to %s', (title, id) => {
    expect(roleIdFromTitle(title)).toBe(id)
  })

  it('ignores case and extra spacing', () => {
    expect(roleIdFromTitle('account manager')).toBe('am')
    expect(roleIdFromTitle('  CUSTOMER   success  ')).toBe('csm')
    expect(roleIdFromTitle('revenue operations ( revops )')).toBe('revops')
    expect(roleIdFromTitle('Account Manager(AM)')).toBe('am')
  })

  it('accepts catalogue ids as titles', () => {
    expect(roleIdFromTitle('csm')).toBe('csm')
    expect(roleIdFromTitle('revops')).toBe('revops')
  })

  it.each([
    '',
    'Sales Manager',
    'Solutions Engineer',
    'Account',
    'Marketing Manager',
    'SDR Manager',
  ])('maps unknown title %j to ae', (title) => {
    expect(roleIdFromTitle(title)).toBe('ae')
  })
})
