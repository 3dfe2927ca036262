import { afterEach, describe, expect, it } from 'vitest'
import { closeDevices, credentials, device, memoryServer } from './sync-test-kit'

afterEach(closeDevices)

describe('sync service', () => {
  it('brings a second device everything the first had, and later changes both ways', async () => {
    const server = memoryServer()
    const phone = await device(server, 'phone-id')
    await phone.db.ledger.add({
      userId: 'phone-id',
      amount: 50,
      kind: 'grant',
      key: 'grant:starting',
      note: '',
      createdAt: 'x',
    })
    const on = await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    expect(on).toMatchObject({
      enabled: true,
      pending: 0,
      lastError: null,
      serverUrl: 'https://sync.example.com',
    })
    expect(on.lastSyncAt).toBe('2026-01-05T10:00:00.000Z')

    const laptop = await device(server, 'laptop-id')
    await laptop.sync.turnOn(laptop.caller, { ...credentials, mode: 'sign_in' })
    expect(await laptop.db.ledger.where('userId').equals('laptop-id').count()).toBe(1)

    await laptop.db.unlocks.put({ userId: 'laptop-id', roleId: 'ae', stepId: 2, unlockedAt: 'x' })
    expect((await laptop.sync.status(laptop.caller)).pending).toBe(1)
    await laptop.sync.syncNow(laptop.caller)
    await phone.sync.syncNow(phone.caller)
    expect(await phone.db.unlocks.get(['phone-id', 'ae', 2])).toBeDefined()
  })

  it('keeps changes waiting and says so quietly when the server cannot be reached', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    server.setDown(true)
    await phone.db.unlocks.put({ userId: 'p', roleId: 'ae', stepId: 3, unlockedAt: 'x' })
    const offline = await phone.sync.syncNow(phone.caller)
    expect(offline.pending).toBe(1)
    expect(offline.lastError).toMatch(/Could not reach the sync server/)
    server.setDown(false)
    const back = await phone.sync.syncNow(phone.caller)
    expect(back).toMatchObject({ pending: 0, lastError: null })
  })

  it('refuses a wrong password or a taken email with a plain message, and links nothing', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    const laptop = await device(server, 'l')
    await expect(
      laptop.sync.turnOn(laptop.caller, { ...credentials, mode: 'create' }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      laptop.sync.turnOn(laptop.caller, { ...credentials, password: 'wrong', mode: 'sign_in' }),
    ).rejects.toMatchObject({ status: 401, message: 'Email or password is not right.' })
    expect((await laptop.sync.status(laptop.caller)).enabled).toBe(false)
  })

  it('stops syncing on this device when turned off', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    const off = await phone.sync.turnOff(phone.caller)
    expect(off).toMatchObject({ enabled: false, pending: 0 })
    await phone.db.unlocks.put({ userId: 'p', roleId: 'ae', stepId: 3, unlockedAt: 'x' })
    expect(await phone.db.outbox.count()).toBe(0)
  })
})
