import { describe, expect, it } from 'vitest'
import { call, signUpUser, useTestApi } from '../test-kit'

const ctx = useTestApi()

describe('auth endpoints', () => {
  it('signs up, sets the auth_token cookie and grants 50 starting credits', async () => {
    const { token, user, res } = await signUpUser('Ada@Example.com')
    expect(res.status).toBe(201)
    expect(user.email).toBe('ada@example.com')
    expect(res.headers.get('set-cookie')).toMatch(
      /^auth_token=[0-9a-f]{64}; Path=\/; Max-Age=2592000; SameSite=Strict/,
    )
    const me = await call('GET', '/api/auth/user', { token })
    expect(me.json).toMatchObject({ id: user.id, email: 'ada@example.com', name: 'Ada' })
    const profile = await call('GET', `/api/users/profile?userId=${user.id}`, { token })
    expect(profile.json?.credits).toBe(50)
  })

  it('never stores the password in clear: PBKDF2-SHA-256, 600,000 iterations, 16-byte salt', async () => {
    await signUpUser('grace@example.com', 'hunter22')
    const rows = await ctx.services.deps.db.users.toArray()
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    expect(JSON.stringify(row)).not.toContain('hunter22')
    expect(row.passwordIterations).toBe(600_000)
    expect(row.passwordSalt).toMatch(/^[0-9a-f]{32}$/)
    expect(row.passwordHash).toMatch(/^[0-9a-f]{64}$/)
    const sessions = await ctx.services.deps.db.sessions.toArray()
    expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a short password (400), a duplicate email in any case (409) and a wrong password (401)', async () => {
    const short = await call('POST', '/api/auth/signup', {
      body: { email: 'a@b.co', password: '12345' },
    })
    expect(short.status).toBe(400)
    expect(short.json?.message).toMatch(/at least 6 characters/)
    await signUpUser('lin@example.com')
    const dup = await call('POST', '/api/auth/signup', {
      body: { email: 'LIN@example.com', password: 'abcdef' },
    })
    expect(dup.status).toBe(409)
    expect(dup.json?.message).toMatch(/already exists/)
    const wrong = await call('POST', '/api/auth/signin', {
      body: { email: 'lin@example.com', password: 'nope-nope' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.json?.message).toBe('Invalid email or password')
    const right = await call('POST', '/api/auth/signin', {
      body: { email: ' LIN@EXAMPLE.COM ', password: 'secret123' },
    })
    expect(right.status).toBe(200)
  })

  it('answers 400 with a message for a malformed body', async () => {
    const res = await call('POST', '/api/auth/signin', { rawBody: '{"email": ' })
    expect(res.status).toBe(400)
    expect(res.json?.message).toBe('Request body must be valid JSON')
    const missing = await call('POST', '/api/auth/signin', { body: { email: 'x@y.z' } })
    expect(missing.status).toBe(400)
    expect(missing.json?.message).toBe('Password is required')
  })

  it('treats no cookie, a forged cookie and a signed-out session as 401', async () => {
    expect((await call('GET', '/api/auth/user')).status).toBe(401)
    expect((await call('GET', '/api/auth/user', { token: 'f'.repeat(64) })).status).toBe(401)
    const { token } = await signUpUser()
    const out = await call('POST', '/api/auth/signout', { token })
    expect(out.headers.get('set-cookie')).toMatch(/auth_token=; Path=\/; Max-Age=0/)
    expect((await call('GET', '/api/auth/user', { token })).status).toBe(401)
  })
})

describe('session expiry', () => {
  it('rejects and deletes a session after 30 days', async () => {
    let now = new Date('2026-01-01T00:00:00Z')
    ctx.services.deps.now = () => now
    const { token } = await signUpUser('exp@example.com')
    now = new Date('2026-01-30T23:00:00Z')
    expect((await call('GET', '/api/auth/user', { token })).status).toBe(200)
    now = new Date('2026-01-31T00:00:01Z')
    expect((await call('GET', '/api/auth/user', { token })).status).toBe(401)
    expect(await ctx.services.deps.db.sessions.count()).toBe(0)
  })
})
