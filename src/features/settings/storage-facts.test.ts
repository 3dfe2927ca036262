import { describe, expect, it } from 'vitest'
import { formatBytes, persistenceAdvice, usageText, type StorageFacts } from './storage-facts'

const facts = (patch: Partial<StorageFacts>): StorageFacts => ({
  supported: true,
  usage: 1024,
  quota: 1024 ** 3,
  persisted: false,
  lastRequest: null,
  ...patch,
})

describe('storage facts', () => {
  it('formats sizes the way people read them', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(900)).toBe('900 bytes')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(2.25 * 1024 ** 2)).toBe('2.3 MB')
    expect(formatBytes(300 * 1024 ** 3)).toBe('300 GB')
  })

  it('says how much space is used and allowed, or that the browser does not tell', () => {
    expect(usageText(facts({ usage: 2 * 1024 ** 2, quota: 1024 ** 3 }))).toBe(
      'SalesPath uses 2.0 MB on this device, of 1.0 GB the browser allows.',
    )
    expect(usageText(facts({ usage: null }))).toMatch(/does not report/)
  })

  it('explains persistent storage, best effort (with Safari 7-day eviction) and a refusal', () => {
    const kept = persistenceAdvice(facts({ persisted: true }))
    expect(kept).toMatchObject({ tone: 'green', label: 'Persistent' })
    expect(kept.text).not.toMatch(/Safari/)

    const bestEffort = persistenceAdvice(facts({ persisted: false }))
    expect(bestEffort).toMatchObject({ tone: 'amber', label: 'Best effort' })
    expect(bestEffort.text).toMatch(/7 days/)
    expect(bestEffort.text).toMatch(/Home Screen/)
    expect(bestEffort.text).not.toMatch(/said no/)

    const refused = persistenceAdvice(facts({ persisted: false, lastRequest: 'denied' }))
    expect(refused.text).toMatch(/said no/)

    expect(persistenceAdvice(facts({ supported: false, persisted: null })).label).toBe('Unknown')
  })
})
