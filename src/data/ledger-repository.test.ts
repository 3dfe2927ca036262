import { afterEach, describe, expect, it } from 'vitest'
import { SalesPathDatabase } from './database'
import { createLedgerRepository } from './ledger-repository'

const opened: SalesPathDatabase[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

function database(name: string) {
  const db = new SalesPathDatabase(`ledger-repo-test-${name}`)
  opened.push(db)
  return db
}

describe('ledger entries by key prefix', () => {
  it('returns only that user’s unlocks or earns, oldest first, whatever else the ledger holds', async () => {
    const db = database('prefix')
    const row = (userId: string, key: string, amount: number) => ({
      userId,
      key,
      amount,
      kind: key.split(':')[0] as 'grant',
      note: '',
      createdAt: '2026-01-05T09:00:00.000Z',
    })
    await db.ledger.bulkAdd([
      row('u1', 'grant:starting', 50),
      row('u1', 'unlock:sdr:3', -10),
      ...Array.from({ length: 50 }, (_, i) => row('u1', `purchase:p${String(i)}`, 10)),
      row('u1', 'earn:invite_friend', 5),
      row('u1', 'unlock:ae:2', -15),
      row('u2', 'unlock:ae:4', -15),
    ])
    const ledger = createLedgerRepository(db)
    const unlocks = await ledger.withKeyPrefix('u1', 'unlock:')
    expect(unlocks.map((e) => e.key)).toEqual(['unlock:sdr:3', 'unlock:ae:2'])
    expect((await ledger.withKeyPrefix('u1', 'earn:')).map((e) => e.key)).toEqual([
      'earn:invite_friend',
    ])
  })
})
