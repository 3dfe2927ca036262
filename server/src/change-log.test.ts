import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changes, testApp, type TestChange } from '../test/test-db'

type TestApp = Awaited<ReturnType<typeof testApp>>
let t: TestApp

beforeAll(async () => {
  t = await testApp()
})
afterAll(async () => {
  await t.close()
})

async function account(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sync/v1/accounts',
    payload: { email, password: 'correct horse' },
  })
  return res.json<{ token: string }>().token
}

const push = (token: string, list: TestChange[], deviceId = 'device-a') =>
  t.app.inject({
    method: 'POST',
    url: '/sync/v1/push',
    payload: { deviceId, changes: list },
    headers: { authorization: `Bearer ${token}` },
  })

async function pull(token: string, after = '0', limit = 500) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/sync/v1/pull?after=${after}&limit=${String(limit)}`,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ changes: (TestChange & { seq: string })[]; cursor: string; more: boolean }>()
}

describe('the change log', () => {
  it('keeps every change once: a replayed push adds nothing', async () => {
    const token = await account('replay@example.com')
    const batch = changes('replay', 20)
    expect((await push(token, batch)).json()).toMatchObject({ accepted: 20, duplicates: 0 })
    expect((await push(token, batch)).json()).toMatchObject({ accepted: 0, duplicates: 20 })
    const mixed = [...batch.slice(0, 5), ...changes('replay2', 3)]
    expect((await push(token, mixed)).json()).toMatchObject({ accepted: 3, duplicates: 5 })
    const all = await pull(token)
    expect(all.changes).toHaveLength(23)
    expect(new Set(all.changes.map((c) => c.id)).size).toBe(23)
  })

  it('returns changes as they were pushed, in order, page by page after a cursor', async () => {
    const token = await account('pages@example.com')
    const batch = changes('pages', 5)
    await push(token, batch)
    const first = await pull(token, '0', 2)
    expect(first.changes.map((c) => c.id)).toEqual(batch.slice(0, 2).map((c) => c.id))
    expect(first.more).toBe(true)
    const second = await pull(token, first.cursor, 2)
    const third = await pull(token, second.cursor, 2)
    expect(third.changes.map((c) => c.id)).toEqual([batch[4]?.id])
    expect(third.more).toBe(false)
    const { seq: _seq, ...stored } = third.changes[0] ?? { seq: '' }
    expect(stored).toEqual(batch[4])
    expect((await pull(token, third.cursor)).changes).toEqual([])
  })

  it('pages across a digit boundary without skipping (sequence numbers sort as numbers)', async () => {
    const token = await account('digits@example.com')
    const batch = changes('digits', 120)
    await push(token, batch)
    const seen: string[] = []
    let cursor = '0'
    for (let page = 0; page < 40; page += 1) {
      const next = await pull(token, cursor, 7)
      seen.push(...next.changes.map((c) => c.id))
      cursor = next.cursor
      if (!next.more) break
    }
    expect(seen).toEqual(batch.map((c) => c.id))
  })

  it('never lets one account read or write another account’s changes', async () => {
    const alice = await account('alice@example.com')
    const bob = await account('bob@example.com')
    const hers = changes('shared-ids', 4)
    await push(alice, hers)
    expect((await pull(bob)).changes).toEqual([])
    // The same change ids under Bob's account are Bob's own changes, not a replay of Alice's.
    const his = hers.map((c) => ({ ...c, value: { amount: -1 } }))
    expect((await push(bob, his)).json()).toMatchObject({ accepted: 4, duplicates: 0 })
    const aliceNow = await pull(alice)
    expect(aliceNow.changes.map((c) => c.value)).toEqual(hers.map((c) => c.value))
    expect(
      (await pull(bob)).changes.every((c) => (c.value as { amount: number }).amount === -1),
    ).toBe(true)
  })

  it('refuses oversized pushes and values with a plain 4xx', async () => {
    const token = await account('limits@example.com')
    expect((await push(token, changes('many', 501))).statusCode).toBe(400)
    expect((await push(token, [])).statusCode).toBe(400)
    const big = { ...changes('big', 1)[0], value: { text: 'x'.repeat(70 * 1024) } } as TestChange
    const tooBig = await push(token, [big])
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json<{ error: string }>().error).toMatch(/value/)
    const badHlc = { ...changes('hlc', 1)[0], hlc: 'yesterday' } as TestChange
    expect((await push(token, [badHlc])).statusCode).toBe(400)
    const huge = await t.app.inject({
      method: 'POST',
      url: '/sync/v1/push',
      payload: `{"deviceId":"d","changes":[],"pad":"${'x'.repeat(5 * 1024 * 1024)}"}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    expect(huge.statusCode).toBe(413)
    expect((await pull(token)).changes).toEqual([])
  })

  it('refuses a malformed cursor or limit', async () => {
    const token = await account('cursor@example.com')
    for (const query of ['after=abc', 'limit=0', 'limit=5000', 'after=-1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sync/v1/pull?${query}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(400)
    }
  })
})
