import { afterEach, describe, expect, it } from 'vitest'
import { SalesPathDatabase } from './database'
import { createLedgerRepository } from './ledger-repository'
import { testLedgerEntry } from './test-rows'

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
    await db.ledger.bulkAdd([
      testLedgerEntry('u1', 'grant:starting', 50),
      testLedgerEntry('u1', 'unlock:sdr:3', -10),
      ...Array.from({ length: 50 }, (_, i) => testLedgerEntry('u1', `purchase:p${String(i)}`, 10)),
      testLedgerEntry('u1', 'earn:invite_friend', 5),
      testLedgerEntry('u1', 'unlock:ae:2', -15),
      testLedgerEntry('u2', 'unlock:ae:4', -15),
    ])
    const ledger = createLedgerRepository(db)
    const unlocks = await ledger.withKeyPrefix('u1', 'unlock:')
    expect(unlocks.map((e) => e.key)).toEqual(['unlock:sdr:3', 'unlock:ae:2'])
    expect((await ledger.withKeyPrefix('u1', 'earn:')).map((e) => e.key)).toEqual([
      'earn:invite_friend',
    ])
  })
})
