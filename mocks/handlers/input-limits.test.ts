import { describe, expect, it } from 'vitest'
import { emailProblem } from '@/contract'
import { call, signUpUser, useTestApi } from '../test-kit'

useTestApi({ passwordIterations: 1000 })

describe('input limits at the API', () => {
  it('three sign-ups with one email at once: one 201 and two 409s, never a 500', async () => {
    const results = await Promise.all(
      ['race@example.com', 'RACE@example.com', ' race@example.com '].map((email) =>
        call('POST', '/api/auth/signup', { body: { email, password: 'secret123' } }),
      ),
    )
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409])
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.json?.message).toBe('An account with this email already exists. Sign in instead.')
    }
  })

  it('a too-long name or a bad email is a 400 with a plain message, no field prefix', async () => {
    const long = await call('POST', '/api/auth/signup', {
      body: { name: 'x'.repeat(10_000), email: 'long@example.com', password: 'secret123' },
    })
    expect(long.status).toBe(400)
    expect(long.json?.message).toBe('Name must be at most 120 characters')
    for (const email of ['a@', 'no-at.example.com', 'two words@example.com', '@example.com']) {
      const bad = await call('POST', '/api/auth/signup', { body: { email, password: 'secret123' } })
      expect(bad.status).toBe(400)
      // The same words the sign-up form shows for the same email.
      expect(bad.json?.message).toBe(emailProblem(email))
    }
  })

  it('bodies of the wrong shape get a 400, never a 500', async () => {
    const { token } = await signUpUser('shape@example.com')
    const bodies: [string, string, unknown][] = [
      ['POST', '/api/auth/signup', { email: 42, password: ['x'] }],
      ['POST', '/api/auth/signin', []],
      ['POST', '/api/onboarding/diagnostic', { first_name: 'x'.repeat(5000) }],
      ['PATCH', '/api/coaching/memory', { section: 'strengths', index: -1, value: 'x' }],
      ['POST', '/api/credits/earn', { actionId: { $gt: '' } }],
      ['DELETE', '/api/account', { confirmEmail: 'x'.repeat(300) }],
    ]
    for (const [method, path, body] of bodies) {
      const res = await call(method, path, { body, token })
      expect({ path, status: res.status }).toEqual({ path, status: 400 })
      expect(String(res.json?.message)).not.toMatch(/^[\w.]+: |Too big|Too small|Invalid input/)
    }
  })
})

describe('emailProblem', () => {
  it('accepts ordinary addresses and names what is wrong with others', () => {
    expect(emailProblem(' maya.lee+jobs@mail.example.co.uk ')).toBeNull()
    expect(emailProblem('')).toBe('Email is required')
    expect(emailProblem('maya@')).toMatch(/valid email/)
    expect(emailProblem(`${'m'.repeat(250)}@example.com`)).toMatch(/at most 254/)
  })
})
