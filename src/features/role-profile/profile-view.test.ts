import { describe, expect, it } from 'vitest'
import { roleList, roles } from '@/domain/catalogue'
import { humaniseRoleId, isCompositeStory, nextRoles, quickStats } from './profile-view'

describe('quickStats', () => {
  it('lists the five spec stats, entry level as Available or Experience Required', () => {
    expect(quickStats(roles.ae).map((s) => s.label)).toEqual([
      'Salary Range',
      'Job Growth',
      'Remote Work',
      'Work-Life Balance',
      'Entry Level',
    ])
    expect(quickStats(roles.ae)[0]?.value).toBe('$80K-$150K')
    expect(quickStats(roles.ae)[4]?.value).toBe('Experience Required')
    expect(quickStats(roles.sdr)[4]?.value).toBe('Available')
  })
})

describe('nextRoles', () => {
  it('links catalogue roles by title and names the others from their id', () => {
    expect(nextRoles(roles.ae)).toEqual([
      { id: 'am', title: 'Account Manager', inCatalogue: true },
      { id: 'sales_manager', title: 'Sales Manager', inCatalogue: false },
      { id: 'enterprise_ae', title: 'Enterprise AE', inCatalogue: false },
    ])
  })

  it('spells acronyms in capitals', () => {
    expect(humaniseRoleId('csm_manager')).toBe('CSM Manager')
    expect(humaniseRoleId('sales_operations_director')).toBe('Sales Operations Director')
  })
})

describe('isCompositeStory', () => {
  it('marks every catalogue story, since each says it is a composite', () => {
    const stories = roleList.flatMap((role) => role.stories)
    expect(stories.length).toBeGreaterThan(0)
    expect(stories.every(isCompositeStory)).toBe(true)
    expect(
      isCompositeStory({ ...stories[0]!, background: 'Moved from retail after two years.' }),
    ).toBe(false)
  })
})
