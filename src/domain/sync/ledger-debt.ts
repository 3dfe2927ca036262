/**
 * Two devices offline with 30 credits can each spend 25 on a different step. When they sync, both
 * unlocks stay (taking a step away would lose work) and the ledger, merged by entry, shows the
 * debt. The app explains it and waits for the balance to recover before any new unlock; it never
 * hides the debt and never drops an entry.
 */
export interface LedgerLine {
  key: string
  amount: number
}

export interface LedgerStanding {
  balance: number
  /** Credits owed after a double spend; 0 when the balance is not negative. */
  debt: number
  /** What to tell the person, or null when nothing needs explaining. */
  explanation: string | null
}

export function ledgerStanding(entries: readonly LedgerLine[]): LedgerStanding {
  const byKey = new Map(entries.map((entry) => [entry.key, entry.amount]))
  const balance = [...byKey.values()].reduce((sum, amount) => sum + amount, 0)
  if (balance >= 0) return { balance, debt: 0, explanation: null }
  const debt = -balance
  return {
    balance,
    debt,
    explanation:
      `Two of your devices spent the same credits while offline, so both unlocks were kept and ` +
      `your balance is ${String(debt)} credit${debt === 1 ? '' : 's'} below zero. Earn or buy ` +
      `credits to bring it back; new unlocks wait until then.`,
  }
}
