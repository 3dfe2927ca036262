import { describe, expect, it } from 'vitest'
import { ownerIdFrom } from './owner-id'

describe('ownerIdFrom', () => {
  it('prefers the query userId, then the stored id, then the signed-in user', () => {
    expect(ownerIdFrom('q1', 's1', 'u1')).toBe('q1')
    expect(ownerIdFrom(null, 's1', 'u1')).toBe('s1')
    expect(ownerIdFrom(null, null, 'u1')).toBe('u1')
    expect(ownerIdFrom(null, null, null)).toBeNull()
  })
})
