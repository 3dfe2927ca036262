import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changes, testApp } from '../test/test-db'

type TestApp = Awaited<ReturnType<typeof testApp>>
let t: TestApp

beforeAll(async () => {
  t = await testApp({ signInLimit: 3 })
})
afterAll(async () => {
  await t.close()
})

const post = (url: string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

async function account(email: string) {
  const res = await post('/sync/v1/accounts', { email, password: 'correct horse' })
  expect(res.statusCode).toBe(201)
  return res.json<{ token: string; userId: string }>()
}

describe('sync accounts and sessions', () => {
  it('creates an account once per email, whatever its case', async () => {
    await account('ada@example.com')
    const again = await post('/sync/v1/accounts', {
      email: 'ADA@example.com',
      password: 'whatever1',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'That email already has a sync account.' })
  })

  it('stores a memory-hard hash, never the password', async () => {
    await account('hash@example.com')
    const [row] = await t.sql<{ password_hash: string }[]>`
      select password_hash from accounts where email = 'hash@example.com'`
    expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(row?.password_hash).not.toContain('correct horse')
  })

  it('refuses bad input with a 4xx and a plain message, never a 500', async () => {
    for (const body of [
      { email: 'not-an-email', password: 'long enough' },
      { email: 'x@example.com' },
      null,
    ]) {
      const res = await post('/sync/v1/accounts', body)
      expect(res.statusCode).toBe(400)
      expect(res.json<{ error: string }>().error).not.toMatch(/Zod|stack|Error:/)
    }
    for (const payload of ['{"email":', 'plain text']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sync/v1/accounts',
        payload,
        headers: { 'content-type': payload.startsWith('{') ? 'application/json' : 'text/plain' },
      })
      expect([400, 415]).toContain(res.statusCode)
      expect(res.json<{ error: string }>().error).not.toMatch(/Zod|stack|Error:/)
    }
  })

  it('signs in with the right password only', async () => {
    await account('bo@example.com')
    const ok = await post('/sync/v1/sessions', {
      email: 'bo@example.com',
      password: 'correct horse',
    })
    expect(ok.statusCode).toBe(200)
    const wrong = await post('/sync/v1/sessions', {
      email: 'bo@example.com',
      password: 'wrong horse',
    })
    expect(wrong.statusCode).toBe(401)
    const nobody = await post('/sync/v1/sessions', {
      email: 'no@example.com',
      password: 'wrong horse',
    })
    expect(nobody.statusCode).toBe(401)
  })

  it('rate-limits sign-in attempts for one email', async () => {
    await account('cy@example.com')
    const codes: number[] = []
    for (let i = 0; i < 5; i += 1) {
      codes.push(
        (
          await post('/sync/v1/sessions', {
            email: 'cy@example.com',
            password: 'guess' + String(i),
          })
        ).statusCode,
      )
    }
    expect(codes.slice(0, 3)).toEqual([401, 401, 401])
    expect(codes.slice(3)).toEqual([429, 429])
  })

  it('refuses missing, forged, revoked and expired tokens', async () => {
    const { token, userId } = await account('di@example.com')
    const push = (tok?: string) =>
      post('/sync/v1/push', { deviceId: 'dev-1', changes: changes('di', 1) }, tok)
    expect((await push()).statusCode).toBe(401)
    expect((await push('forged-token-forged-token-forged-token')).statusCode).toBe(401)
    expect((await push(token)).statusCode).toBe(200)

    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/sync/v1/sessions',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(signOut.statusCode).toBe(204)
    expect((await push(token)).statusCode).toBe(401)

    const again = await post('/sync/v1/sessions', {
      email: 'di@example.com',
      password: 'correct horse',
    })
    const fresh = again.json<{ token: string }>().token
    await t.sql`update sessions set expires_at = now() - interval '1 second' where account_id = ${userId}`
    expect((await push(fresh)).statusCode).toBe(401)
  })
})
