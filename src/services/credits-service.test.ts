import { afterEach, describe, expect, it } from 'vitest'
import { SalesPathDatabase, userSettingKey } from '@/data'
import { balanceOf, unlockCost, type RoleId } from '@/domain/catalogue'
import { defaultDeps } from './context'
import { createCreditsService } from './credits-service'
import { ServiceError } from './errors'

/**
 * Two tabs = two Dexie connections to one IndexedDB database (fake-indexeddb here). Each gets its
 * own credits service, exactly as each tab's in-page server does.
 */
let opened: SalesPathDatabase[] = []
let counter = 0

function twoTabs() {
  counter += 1
  const name = `credits-race-${String(counter)}-${String(Date.now())}`
  const dbs = [new SalesPathDatabase(name), new SalesPathDatabase(name)] as const
  opened.push(...dbs)
  const services = [
    createCreditsService(defaultDeps(dbs[0])),
    createCreditsService(defaultDeps(dbs[1])),
  ] as const
  return { dbs, services }
}

async function grant(db: SalesPathDatabase, userId: string, amount: number) {
  await db.ledger.add({
    userId,
    amount,
    kind: 'grant',
    key: 'grant:starting',
    note: 'Welcome credits',
    createdAt: new Date().toISOString(),
  })
}

afterEach(() => {
  for (const db of opened) db.close()
  opened = []
})

/** Small seeded generator so a failing sequence can be replayed. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

describe('unlocking from two connections at once', () => {
  it('charges one step once when both tabs unlock it at the same moment', async () => {
    const { dbs, services } = twoTabs()
    await grant(dbs[0], 'u1', 50)
    const [a, b] = await Promise.all([
      services[0].unlock('u1', 'sdr', 2),
      services[1].unlock('u1', 'sdr', 2),
    ])
    expect([a.charged, b.charged].sort()).toEqual([false, true])
    const entries = await dbs[1].ledger.where('userId').equals('u1').toArray()
    expect(balanceOf(entries)).toBe(40)
    expect(entries.filter((e) => e.key === 'unlock:sdr:2')).toHaveLength(1)
    expect(await dbs[0].unlocks.count()).toBe(1)
  })

  it('never goes negative when two tabs spend the last credits on different steps', async () => {
    const { dbs, services } = twoTabs()
    await grant(dbs[0], 'u1', 20)
    // 15 + 20 > 20: exactly one of these can succeed, whichever transaction runs first.
    const results = await Promise.allSettled([
      services[0].unlock('u1', 'sdr', 3),
      services[1].unlock('u1', 'sdr', 4),
    ])
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(1)
    const reason: unknown = refused[0]?.status === 'rejected' ? refused[0].reason : undefined
    expect(reason).toBeInstanceOf(ServiceError)
    expect((reason as ServiceError).status).toBe(402)
    const balance = balanceOf(await dbs[0].ledger.where('userId').equals('u1').toArray())
    expect([5, 0]).toContain(balance)
  })

  it('keeps every invariant over random concurrent unlocks from both tabs', async () => {
    const random = seeded(20260501)
    const roles: RoleId[] = ['sdr', 'ae', 'csm', 'am', 'revops']
    for (let round = 0; round < 12; round += 1) {
      const { dbs, services } = twoTabs()
      await grant(dbs[0], 'u1', 20 + Math.floor(random() * 80))
      const attempts = Array.from({ length: 16 }, () => {
        const roleId = roles[Math.floor(random() * roles.length)] ?? 'sdr'
        const stepId = 1 + Math.floor(random() * 6)
        const service = random() < 0.5 ? services[0] : services[1]
        return service.unlock('u1', roleId, stepId).then(
          (result) => ({ ok: true as const, charged: result.charged }),
          (error: unknown) => ({ ok: false as const, status: (error as ServiceError).status }),
        )
      })
      const outcomes = await Promise.all(attempts)
      for (const outcome of outcomes) {
        if (!outcome.ok) expect([402, 404]).toContain(outcome.status)
      }
      const entries = await dbs[1].ledger.where('userId').equals('u1').toArray()
      const unlockEntries = entries.filter((e) => e.kind === 'unlock')
      const keys = unlockEntries.map((e) => e.key)
      expect(new Set(keys).size).toBe(keys.length)
      expect(balanceOf(entries)).toBeGreaterThanOrEqual(0)
      for (const entry of unlockEntries) {
        const [, roleId, step] = entry.key.split(':')
        expect(-entry.amount).toBe(unlockCost(roleId as RoleId, Number(step)))
      }
      expect(outcomes.filter((o) => o.ok && o.charged)).toHaveLength(unlockEntries.length)
      const unlockRows = await dbs[0].unlocks.where('userId').equals('u1').toArray()
      expect(unlockRows.map((r) => `unlock:${r.roleId}:${String(r.stepId)}`).sort()).toEqual(
        [...keys].sort(),
      )
    }
  })
})

describe('purchases from two connections', () => {
  it('adds a retried purchase once even when both tabs send it together', async () => {
    const { dbs, services } = twoTabs()
    await grant(dbs[0], 'u1', 50)
    const input = { packId: 'pro', clientId: 'order-42', catalogue: 'roadmap' as const }
    const [a, b] = await Promise.all([
      services[0].purchase('u1', input),
      services[1].purchase('u1', input),
    ])
    expect(a.creditsAdded).toBe(75)
    expect(b.creditsAdded).toBe(75)
    expect(balanceOf(await dbs[0].ledger.where('userId').equals('u1').toArray())).toBe(125)
  })
})

describe('the feedback survey', () => {
  const answers = { rating: 4, mostUseful: 'roadmap', improve: 'More interview practice' }

  it('pays feedback_survey only through a submitted survey, once, and keeps the answers', async () => {
    const { dbs, services } = twoTabs()
    await grant(dbs[0], 'u1', 50)
    await expect(services[0].earn('u1', 'feedback_survey')).rejects.toMatchObject({ status: 400 })
    const first = await services[0].submitFeedback('u1', answers)
    expect(first.credited).toBe(3)
    expect(first.balance).toBe(53)
    const again = await services[1].submitFeedback('u1', { ...answers, rating: 2 })
    expect(again.credited).toBe(0)
    expect(again.balance).toBe(53)
    const stored = await dbs[0].settings.get(userSettingKey('u1', 'feedback'))
    expect(stored?.value).toMatchObject({ ...answers, rating: 2 })
  })
})
