import { describe, expect, it } from 'vitest'
import { ledgerStanding } from './ledger-debt'

const grant = { key: 'grant:starting', amount: 30 }

describe('ledger standing after a sync', () => {
  it('keeps both unlocks of a double spend and shows the debt with an explanation', () => {
    const phone = { key: 'unlock:ae:3', amount: -25 }
    const laptop = { key: 'unlock:ae:4', amount: -25 }
    const standing = ledgerStanding([grant, phone, laptop])
    expect(standing.balance).toBe(-20)
    expect(standing.debt).toBe(20)
    expect(standing.explanation).toContain('20 credits below zero')
  })

  it('counts the same event from two devices once', () => {
    const unlock = { key: 'unlock:ae:3', amount: -25 }
    const standing = ledgerStanding([
      grant,
      unlock,
      { ...unlock },
      { key: 'earn:resume', amount: 10 },
    ])
    expect(standing).toEqual({ balance: 15, debt: 0, explanation: null })
  })
})
