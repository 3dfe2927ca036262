import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  syncEndpoints,
  type SyncEndpointKey,
  type SyncEndpointResponse,
} from '@/contract/sync-endpoints'
import { changes, testApp } from '../test/test-db'

type TestApp = Awaited<ReturnType<typeof testApp>>
let t: TestApp

beforeAll(async () => {
  t = await testApp()
})
afterAll(async () => {
  await t.close()
})

/** One request, its answer checked against the contract's response schema for that endpoint. */
async function send<K extends SyncEndpointKey>(
  key: K,
  options: { body?: object; token?: string; query?: string },
) {
  const [method, url] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string]
  const res = await t.app.inject({
    method,
    url: url + (options.query ?? ''),
    ...(options.body ? { payload: options.body } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  })
  const entry: { status?: number; response: z.ZodType } = syncEndpoints[key]
  expect(res.statusCode, `${key}: ${res.body}`).toBe(entry.status ?? 200)
  const schema = entry.response as z.ZodType<SyncEndpointResponse<K>>
  const parsed = schema.safeParse(res.body === '' ? undefined : res.json())
  expect(parsed.success, `${key} answered ${res.body}`).toBe(true)
  return parsed.data
}

describe('the sync server answers as the contract says', () => {
  it('registers every endpoint of the map', () => {
    for (const key of Object.keys(syncEndpoints)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string]
      expect(t.app.hasRoute({ method, url }), key).toBe(true)
    }
  })

  it('answers each endpoint with its response schema and status', async () => {
    const credentials = { email: 'contract@example.com', password: 'correct horse' }
    await send('GET /sync/v1/health', {})
    const created = await send('POST /sync/v1/accounts', { body: credentials })
    const session = await send('POST /sync/v1/sessions', { body: credentials })
    expect(session?.userId).toBe(created?.userId)
    const token = session?.token ?? ''
    const pushed = await send('POST /sync/v1/push', {
      token,
      body: { deviceId: 'device-a', changes: changes('contract', 3) },
    })
    expect(pushed?.accepted).toBe(3)
    const pulled = await send('GET /sync/v1/pull', { token, query: '?after=0&limit=2' })
    expect(pulled?.changes).toHaveLength(2)
    expect(pulled?.more).toBe(true)
    await send('DELETE /sync/v1/sessions', { token })
  })
})
