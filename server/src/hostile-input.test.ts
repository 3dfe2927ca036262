import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hostileCredentials,
  hostilePullQuery,
  hostilePushBody,
  hostileString,
} from '../test/hostile'
import { changes, testApp, type TestChange } from '../test/test-db'

/**
 * Bad input gets a 400 (or another 4xx), never a 500, and a refused push leaves the database as
 * it was. docs/sync.md promises it; one NUL in a chat message once stopped a device's sync.
 * Bounded runs; FC_SEED=<n> replays a run (the seed is printed with the figures).
 */
const runs = { push: 300, pull: 200, credentials: 60, auth: 60 }
const seed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31))

type TestApp = Awaited<ReturnType<typeof testApp>>
let t: TestApp
let token: string
const statuses: Record<string, Record<number, number>> = {}

function tally(what: string, status: number) {
  const counts = (statuses[what] ??= {})
  counts[status] = (counts[status] ?? 0) + 1
}

beforeAll(async () => {
  // Generous limits: the property test is about validation, not the rate limiter.
  t = await testApp({ accountsPerHour: 100_000, signInLimit: 100_000 })
  const res = await t.app.inject({
    method: 'POST',
    url: '/sync/v1/accounts',
    payload: { email: 'hostile@example.com', password: 'correct horse' },
  })
  token = res.json<{ token: string }>().token
})
afterAll(async () => {
  console.log(`sync server property test (seed ${String(seed)}): ${JSON.stringify(statuses)}`)
  await t.close()
})

const auth = () => ({ authorization: `Bearer ${token}` })

const rawPush = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/sync/v1/push',
    payload,
    headers: { ...auth(), 'content-type': contentType },
  })

/** Everything the server stores, as one fingerprint: refused input must leave it unchanged. */
async function fingerprint() {
  const [row] = await t.sql<{ changes: string; digest: string | null; accounts: string }[]>`
    select (select count(*) from changes)::text as changes,
      (select md5(string_agg(concat_ws('|', seq, change_id, hlc, device_id, table_name, row_key,
        op, value::text), ',' order by seq)) from changes) as digest,
      (select count(*) from accounts)::text as accounts`
  return row
}

const okOr4xx = (status: number) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500)

function oneChange(patch: Partial<TestChange> = {}): TestChange {
  const id = `hostile-${String(Math.random()).slice(2, 12)}`
  return { ...(changes(id, 1)[0] as TestChange), ...patch }
}

describe('the five inputs of the NUL issue', () => {
  it('each gets a 400 from the schema and nothing is stored', async () => {
    const before = await fingerprint()
    const body = (change: TestChange) => JSON.stringify({ deviceId: 'device-a', changes: [change] })
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const inputs: [string, RegExp][] = [
      [body(oneChange({ value: { text: 'from a PDF \u0000 pasted' } })), /value: text holds a NUL/],
      [body(oneChange({ key: 'entry-\u0000' })), /key: holds a NUL/],
      [body(oneChange({ value: { text: 'half a pair \ud800' } })), /value: text holds half/],
      [
        body(oneChange()).replace('"value":{"amount":0,"note":"earn"}', `"value":${deep}`),
        /value: is nested more than 32 levels/,
      ],
    ]
    for (const [payload, message] of inputs) {
      const res = await rawPush(payload)
      expect(res.statusCode, payload.slice(0, 120)).toBe(400)
      const refusal = res.json<{ error: string; change: number }>()
      expect(refusal.error).toMatch(message)
      expect(refusal.change).toBe(0)
    }
    const pull = await t.app.inject({
      method: 'GET',
      url: '/sync/v1/pull?after=9999999999999999999',
      headers: auth(),
    })
    expect(pull.statusCode).toBe(400)
    expect(pull.json<{ error: string }>().error).toMatch(/after: a cursor/)
    // The largest cursor PostgreSQL can hold is still a cursor.
    const largest = await t.app.inject({
      method: 'GET',
      url: '/sync/v1/pull?after=9223372036854775807',
      headers: auth(),
    })
    expect(largest.statusCode).toBe(200)
    expect(await fingerprint()).toEqual(before)
  })

  it('names the refused change of a batch, so a device can set that one aside', async () => {
    const batch = [oneChange(), oneChange(), oneChange({ key: 'bad\u0000key' }), oneChange()]
    const res = await rawPush(JSON.stringify({ deviceId: 'device-a', changes: batch }))
    expect(res.statusCode).toBe(400)
    expect(res.json<{ change: number }>().change).toBe(2)
  })
})

describe('generated hostile input (property test)', () => {
  it('answers every push with a 2xx or 4xx; a refused push changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostilePushBody,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
        async (payload, contentType) => {
          const before = await fingerprint()
          const res = await rawPush(payload, contentType)
          tally('push', res.statusCode)
          expect(okOr4xx(res.statusCode), `${String(res.statusCode)} ${res.body}`).toBe(true)
          if (res.statusCode >= 400) {
            // Refused by the schema, not by PostgreSQL (the fallback for what the schema misses).
            expect(res.body).not.toMatch(/cannot store that value/)
            expect(await fingerprint()).toEqual(before)
            return
          }
          // What was accepted can be read back.
          const pull = await t.app.inject({ method: 'GET', url: '/sync/v1/pull', headers: auth() })
          expect(pull.statusCode).toBe(200)
        },
      ),
      { numRuns: runs.push, seed },
    )
  }, 180_000)

  it('answers every pull query with a 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePullQuery, async (query) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/sync/v1/pull?${query}`,
          headers: auth(),
        })
        tally('pull', res.statusCode)
        expect(okOr4xx(res.statusCode), `${query} -> ${res.body}`).toBe(true)
      }),
      { numRuns: runs.pull, seed },
    )
  }, 120_000)

  it('answers every account creation and sign-in with a 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileCredentials, fc.boolean(), async (payload, create) => {
        const before = await fingerprint()
        const res = await t.app.inject({
          method: 'POST',
          url: create ? '/sync/v1/accounts' : '/sync/v1/sessions',
          payload,
          headers: { 'content-type': 'application/json' },
        })
        tally(create ? 'accounts' : 'sessions', res.statusCode)
        expect(okOr4xx(res.statusCode), `${String(res.statusCode)} ${res.body}`).toBe(true)
        if (res.statusCode >= 400) expect(await fingerprint()).toEqual(before)
      }),
      { numRuns: runs.credentials, seed },
    )
  }, 180_000)

  it('answers any authorization header with a 2xx or 4xx', async () => {
    const header = fc.oneof(
      hostileString().map((s) => `Bearer ${s}`),
      fc.string({ unit: 'binary-ascii', maxLength: 120 }),
    )
    await fc.assert(
      fc.asyncProperty(
        // Node refuses to send a header with control or non-Latin-1 characters at all.
        header.filter((h) => /^[\x20-\x7e]*$/.test(h)),
        async (authorization) => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/sync/v1/pull',
            headers: { authorization },
          })
          tally('auth', res.statusCode)
          expect(okOr4xx(res.statusCode)).toBe(true)
        },
      ),
      { numRuns: runs.auth, seed },
    )
  })
})
