import { describe, expect, it } from 'vitest'
import { getRole, roleList, roles, unlockCost, withLocks, type RoleId } from './index'

/** Spec section 3, "Role catalogue values", copied literally. */
const specTable = [
  ['sdr', 'Sales Development Representative', '$45K-$75K', 'easy', 'High', ['ae', 'am', 'csm'], 6],
  [
    'ae',
    'Account Executive',
    '$80K-$150K',
    'challenging',
    'High',
    ['am', 'sales_manager', 'enterprise_ae'],
    6,
  ],
  [
    'csm',
    'Customer Success Manager',
    '$70K-$120K',
    'moderate',
    'High',
    ['am', 'csm_manager', 'solutions_consultant'],
    6,
  ],
  [
    'am',
    'Account Manager',
    '$70K-$130K',
    'moderate',
    'Medium',
    ['key_account_manager', 'csm_manager', 'sales_manager'],
    5,
  ],
  [
    'revops',
    'Revenue Operations Specialist',
    '$75K-$140K',
    'challenging',
    'High',
    ['revops_manager', 'sales_operations_director', 'data_analyst'],
    6,
  ],
  [
    'marketing',
    'Growth Marketing Associate',
    '$55K-$95K',
    'moderate',
    'High',
    ['marketing_manager', 'content_manager', 'growth_lead'],
    5,
  ],
] as const

/** Spec section 9: unlock cost of steps 1..n (0 = free, never locked). */
const specCosts: Record<RoleId, readonly number[]> = {
  sdr: [0, 10, 15, 20, 25, 30],
  ae: [0, 10, 15, 20, 25, 30],
  csm: [0, 10, 15, 20, 25, 30],
  revops: [0, 10, 15, 20, 25, 30],
  am: [0, 15, 20, 25, 0],
  marketing: [0, 0, 0, 0, 0],
}

/** Paths of every empty string, empty array or non-finite number inside a value. */
function emptyPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : []
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path]
  if (Array.isArray(value)) {
    if (value.length === 0) return [path]
    return value.flatMap((item, index) => emptyPaths(item, `${path}[${index}]`))
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => emptyPaths(item, `${path}.${key}`))
  }
  return []
}

describe('role catalogue', () => {
  it('lists exactly the six spec roles in order', () => {
    expect(roleList.map((role) => role.id)).toEqual(specTable.map(([id]) => id))
    expect(Object.keys(roles).sort()).toEqual(specTable.map(([id]) => id).sort())
  })

  it.each(specTable)(
    '%s matches the spec table',
    (id, title, salary, difficulty, demand, nextRoles, steps) => {
      const role = getRole(id)
      expect(role).toBeDefined()
      expect(role).toMatchObject({ id, title, salary, difficulty, demand })
      expect(role?.nextRoles).toEqual(nextRoles)
      expect(role?.roadmapSteps).toHaveLength(steps)
      expect(role?.roadmapSteps.map((step) => step.id)).toEqual(
        Array.from({ length: steps }, (_, index) => index + 1),
      )
    },
  )

  it.each(roleList.map((role) => [role.id, role] as const))(
    '%s has locks and costs exactly as spec section 9',
    (id, role) => {
      const costs = role.roadmapSteps.map((step) => step.creditCost)
      expect(costs).toEqual(specCosts[id])
      for (const step of role.roadmapSteps) {
        expect(unlockCost(id, step.id)).toBe(step.creditCost)
        expect(step.locked).toBe(step.creditCost > 0)
        expect(step.isFree).toBe(step.creditCost === 0)
      }
      expect(role.roadmapSteps[0]).toMatchObject({ isFree: true, locked: false, creditCost: 0 })
    },
  )

  it('has no unlock cost for steps a role does not have', () => {
    expect(unlockCost('am', 6)).toBeUndefined()
    expect(unlockCost('sdr', 0)).toBeUndefined()
    expect(unlockCost('sdr', 7)).toBeUndefined()
    expect(unlockCost('sdr', 2.5)).toBeUndefined()
  })

  it.each(roleList.map((role) => [role.id, role] as const))(
    '%s has every field filled in',
    (_id, role) => {
      expect(emptyPaths(role, role.id)).toEqual([])
    },
  )

  it.each(roleList.map((role) => [role.id, role] as const))(
    '%s steps have 4-6 checklist items and 2-4 tips',
    (_id, role) => {
      for (const step of role.roadmapSteps) {
        expect(step.checklist.length).toBeGreaterThanOrEqual(4)
        expect(step.checklist.length).toBeLessThanOrEqual(6)
        expect(step.tips.length).toBeGreaterThanOrEqual(2)
        expect(step.tips.length).toBeLessThanOrEqual(4)
      }
    },
  )

  it('lists am and marketing resources as strings and the others as resource objects', () => {
    for (const role of roleList) {
      const resources = role.roadmapSteps.flatMap((step) => step.resources)
      const stringsOnly = role.id === 'am' || role.id === 'marketing'
      expect(resources.every((r) => typeof r === 'string')).toBe(stringsOnly)
      expect(resources.every((r) => typeof r !== 'string')).toBe(!stringsOnly)
    }
  })

  it('only links to https URLs', () => {
    const urls = roleList
      .flatMap((role) => role.roadmapSteps.flatMap((step) => step.resources))
      .flatMap((r) => (typeof r === 'string' || r.url === undefined ? [] : [r.url]))
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/)
  })

  it('marks every story as a composite and dates every pay figure', () => {
    for (const role of roleList) {
      expect(role.stories.length).toBeGreaterThanOrEqual(2)
      for (const story of role.stories) expect(story.background).toMatch(/composite/i)
      expect(role.comp.figuresBasis).toMatch(/20\d\d/)
      expect(role.comp.quotaQuestions.length).toBeGreaterThanOrEqual(3)
      expect(role.skills.some((skill) => skill.type === 'core')).toBe(true)
      expect(role.skills.some((skill) => skill.type === 'advanced')).toBe(true)
    }
  })

  it('finds roles by id and rejects anything else', () => {
    expect(getRole('revops')?.title).toBe('Revenue Operations Specialist')
    expect(getRole('sales_manager')).toBeUndefined()
    expect(getRole('SDR')).toBeUndefined()
    expect(getRole('')).toBeUndefined()
    expect(getRole('toString')).toBeUndefined()
  })

  it('refuses authored steps that disagree with the cost table', () => {
    const sdrSteps = roles.sdr.roadmapSteps
    expect(() => withLocks('sdr', sdrSteps.slice(0, 5))).toThrow(/6 roadmap steps/)
    const shuffled = [sdrSteps[1]!, sdrSteps[0]!, ...sdrSteps.slice(2)]
    expect(() => withLocks('sdr', shuffled)).toThrow(/has id/)
  })
})
