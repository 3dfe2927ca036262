import { describe, expect, it } from 'vitest'
import { ownerIdFrom } from './owner-id'

describe('ownerIdFrom', () => {
  it('prefers the query userId, then the stored id, then the signed-in user', () => {
    expect(ownerIdFrom('?userId=q1', 's1', 'u1')).toBe('q1')
    expect(ownerIdFrom('?userId=', 's1', 'u1')).toBe('s1')
    expect(ownerIdFrom('', null, 'u1')).toBe('u1')
    expect(ownerIdFrom('?other=1', null, null)).toBeNull()
  })
})
