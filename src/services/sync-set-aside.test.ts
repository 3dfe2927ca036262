import { afterEach, describe, expect, it } from 'vitest'
import { closeDevices, credentials, device, memoryServer } from './sync-test-kit'

afterEach(closeDevices)

/** An outbox row as an older release wrote it, before text was normalised at the /api. */
function oldRow(userId: string, key: string, value: unknown) {
  return {
    id: `old-${key.replace(/[^A-Za-z0-9]/g, '')}-0001`,
    userId,
    hlc: '001767000000000:000000:olddevice',
    table: 'chatMessages',
    key,
    op: 'put' as const,
    value,
  }
}

const unlock = (userId: string, stepId: number) => ({
  userId,
  roleId: 'ae',
  stepId,
  unlockedAt: 'x',
})

describe('a sync that never stalls', () => {
  it('sends a change written with a NUL before the fix without it, instead of failing forever', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.outbox.add(
      oldRow('p', 'coaching:t1:user', { content: 'pasted \u0000from a PDF \ud800', role: 'user' }),
    )
    const after = await phone.sync.syncNow(phone.caller)
    expect(after).toMatchObject({ pending: 0, setAsideCount: 0, lastError: null })
    expect(server.logs().find((c) => c.key === 'coaching:t1:user')?.value).toEqual({
      content: 'pasted from a PDF \ufffd',
      role: 'user',
    })
  })

  it('sets a refused change aside with its reason; the rest and later edits keep syncing; Retry sends it again', async () => {
    const server = memoryServer({
      refuse: (c) => (c.key === 'ae:3' ? 'value: refused by a stricter server' : null),
    })
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.unlocks.bulkPut([unlock('p', 2), unlock('p', 3), unlock('p', 4)])
    const status = await phone.sync.syncNow(phone.caller)
    expect(status).toMatchObject({ pending: 0, setAsideCount: 1, lastError: null })
    expect(status.setAside[0]).toMatchObject({
      table: 'unlocks',
      key: 'ae:3',
      reason: 'The sync server refused it: value: refused by a stricter server',
    })
    const sent = () =>
      server
        .logs()
        .filter((c) => c.table === 'unlocks')
        .map((c) => c.key)
        .sort()
    expect(sent()).toEqual(['ae:2', 'ae:4'])

    await phone.db.unlocks.put(unlock('p', 5))
    expect(await phone.sync.syncNow(phone.caller)).toMatchObject({ pending: 0, setAsideCount: 1 })
    expect(sent()).toEqual(['ae:2', 'ae:4', 'ae:5'])

    const id = status.setAside[0]?.id ?? ''
    const stillRefused = await phone.sync.retrySetAside(phone.caller, id)
    expect(stillRefused).toMatchObject({ pending: 0, setAsideCount: 1 })
    server.setRefuse(undefined)
    const retried = await phone.sync.retrySetAside(phone.caller, stillRefused.setAside[0]?.id ?? '')
    expect(retried).toMatchObject({ pending: 0, setAsideCount: 0, setAside: [] })
    expect(sent()).toEqual(['ae:2', 'ae:3', 'ae:4', 'ae:5'])
  })

  it('discards set-aside changes one by one or all at once; they stay on this device', async () => {
    const server = memoryServer({
      refuse: (c) => (c.table === 'unlocks' ? 'table: not taken here' : null),
    })
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.unlocks.bulkPut([unlock('p', 2), unlock('p', 3), unlock('p', 4)])
    const status = await phone.sync.syncNow(phone.caller)
    expect(status.setAsideCount).toBe(3)
    const one = await phone.sync.discardSetAside(phone.caller, status.setAside[0]?.id ?? '')
    expect(one.setAsideCount).toBe(2)
    await expect(
      phone.sync.discardSetAside(phone.caller, status.setAside[0]?.id ?? ''),
    ).rejects.toMatchObject({ status: 404 })
    await expect(phone.sync.retrySetAside(phone.caller, 'nonsense')).rejects.toMatchObject({
      status: 404,
    })
    expect(await phone.sync.discardSetAside(phone.caller, 'all')).toMatchObject({
      setAsideCount: 0,
      pending: 0,
    })
    expect(await phone.db.unlocks.count()).toBe(3)
    expect(await phone.db.syncSetAside.count()).toBe(0)
  })

  it('sets aside what the server’s own schema would refuse without sending it', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    let deep: unknown = 'bottom'
    for (let i = 0; i < 40; i += 1) deep = [deep]
    await phone.db.outbox.add(oldRow('p', 'coaching:deep:user', { content: 'x', deep }))
    await phone.db.unlocks.put(unlock('p', 2))
    const pushesBefore = server.calls.push
    const status = await phone.sync.syncNow(phone.caller)
    expect(status).toMatchObject({ pending: 0, setAsideCount: 1, lastError: null })
    expect(status.setAside[0]?.reason).toMatch(
      /^This device did not send it: value: is nested more than 32 levels deep/,
    )
    expect(status.setAside[0]?.preview).toBe('x')
    expect(server.calls.push).toBe(pushesBefore + 1)
    expect(server.logs().some((c) => c.key === 'coaching:deep:user')).toBe(false)
  })

  it('splits a batch the server finds too large (413) until it fits', async () => {
    const server = memoryServer({ maxChanges: 3 })
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.unlocks.bulkPut([2, 3, 4, 5, 6, 7, 8].map((step) => unlock('p', step)))
    expect(await phone.sync.syncNow(phone.caller)).toMatchObject({
      pending: 0,
      setAsideCount: 0,
      lastError: null,
    })
    expect(server.logs().filter((c) => c.table === 'unlocks')).toHaveLength(7)
  })

  it('backs off between background tries after failures; Sync now always tries', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    server.setDown(true)
    await phone.db.unlocks.put(unlock('p', 2))
    const first = await phone.sync.syncNow(phone.caller)
    expect(first).toMatchObject({ pending: 1, nextRetryAt: '2026-01-05T10:01:00.000Z' })
    const tries = server.calls.push
    await phone.sync.syncNow(phone.caller, { background: true })
    expect(server.calls.push).toBe(tries)
    phone.clock.now += 61_000
    const second = await phone.sync.syncNow(phone.caller, { background: true })
    expect(server.calls.push).toBe(tries + 1)
    expect(second.nextRetryAt).toBe('2026-01-05T10:03:01.000Z')
    await phone.sync.syncNow(phone.caller)
    expect(server.calls.push).toBe(tries + 2)
    server.setDown(false)
    expect(await phone.sync.syncNow(phone.caller)).toMatchObject({
      pending: 0,
      lastError: null,
      nextRetryAt: null,
    })
  })
})
