import { describe, expect, it } from 'vitest'
import type { ChatResponse } from '@/contract'
import { call, signUpUser, useTestApi } from '../test-kit'

useTestApi({ passwordIterations: 1000 })

const guest = 'guest-1767225600000-44'

type Who = { token?: string; guest?: string }

const chat = async (body: Record<string, unknown>, who: Who) => {
  const res = await call('POST', '/api/chat/becky', { body, ...who })
  return { status: res.status, data: res.json as unknown as ChatResponse }
}

describe('the balance in the chat', () => {
  it('tells an account its own credit balance, as the credit pill shows it', async () => {
    const { token } = await signUpUser('balance@example.com')
    const before = await chat({ message: 'how many credits do i have' }, { token })
    expect(before.data.response).toContain('You have **50 credits** right now.')
    const earn = await call('POST', '/api/credits/earn', {
      token,
      body: { actionId: 'first_milestone' },
    })
    expect(earn.status).toBe(200)
    const after = await chat({ message: 'how many credits do i have' }, { token })
    expect(after.data.response).toContain('You have **56 credits** right now.')
    // A visitor has no balance to tell.
    const visitor = await chat({ message: 'how many credits do i have' }, { guest })
    expect(visitor.data.response).not.toContain('You have **')
  })
})
