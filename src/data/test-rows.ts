import type { LedgerRow, UserRow } from './records'

/** Rows for tests that seed the database directly (never imported by app code). */
export function testUser(id: string, email = `${id}@example.com`): UserRow {
  const at = '2026-01-05T09:00:00.000Z'
  return {
    id,
    email,
    name: 'Sam',
    passwordHash: 'h',
    passwordSalt: 's',
    passwordIterations: 1,
    userIntent: null,
    onboardingCompleted: true,
    createdAt: at,
    lastActiveAt: at,
    learningStreak: 0,
  }
}

/** A ledger entry whose kind is its key's prefix (`grant:starting`, `unlock:ae:2`). */
export function testLedgerEntry(userId: string, key: string, amount: number): LedgerRow {
  return {
    userId,
    key,
    amount,
    kind: key.split(':')[0] as LedgerRow['kind'],
    note: '',
    createdAt: '2026-01-05T09:00:00.000Z',
  }
}
