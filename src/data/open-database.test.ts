import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { classifyOpenError, openDatabase } from './open-database'

describe('opening the database', () => {
  it('opens a working database', async () => {
    const result = await openDatabase(`open-test-${String(Date.now())}`)
    expect(result.ok).toBe(true)
    if (result.ok) result.db.close()
  })

  it('turns storage failures into messages a person can act on', () => {
    const missing = new Dexie.MissingAPIError('IndexedDB API missing')
    expect(classifyOpenError(missing)).toMatchObject({ code: 'unavailable' })
    expect(classifyOpenError(missing).message).toMatch(/Private or incognito/)
    const quota = new Dexie.OpenFailedError(
      Object.assign(new Error('full'), { name: 'QuotaExceededError' }),
    )
    expect(classifyOpenError(quota).code).toBe('quota')
    const version = Object.assign(new Error('newer'), { name: 'VersionError' })
    expect(classifyOpenError(version).code).toBe('version')
    expect(classifyOpenError(new Error('boom')).message).toMatch(/could not open.*boom/)
  })

  it('reports a blocked upgrade when another tab holds an older version open', async () => {
    const name = `blocked-test-${String(Date.now())}`
    const old = new Dexie(name)
    old.version(1).stores({ users: 'id' })
    await old.open()
    // Keep the old connection deaf to versionchange, like a stale tab that never closes.
    old.on('versionchange', () => false)
    const result = await openDatabase(name, 200)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.code).toBe('blocked')
    old.close()
  })
})
