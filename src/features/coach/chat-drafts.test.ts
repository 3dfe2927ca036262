import { describe, expect, it } from 'vitest'
import { draftKey } from './chat-drafts'

describe('chat draft keys', () => {
  it('keep one person’s unsent text apart from the next person’s on the same browser', () => {
    expect(draftKey('u1', null, 'coaching')).not.toBe(draftKey('u2', null, 'coaching'))
    expect(draftKey(null, 'guest-1', 'widget')).not.toBe(draftKey(null, 'guest-2', 'widget'))
    expect(draftKey('u1', null, 'widget')).not.toBe(draftKey('u1', null, 'coaching'))
  })

  it('never let a guest share an account’s draft', () => {
    expect(draftKey(null, 'u1', 'widget')).not.toBe(draftKey('u1', null, 'widget'))
  })
})
