import type { SalesPathDatabase } from './database'
import type {
  AnswerRow,
  ChatMessageRow,
  ChecklistTickRow,
  DiagnosticRow,
  LedgerRow,
  MatchSetRow,
  MemoryRow,
  OwnerKey,
  ResumeRow,
  StepStateRow,
  UnlockRow,
  UserRow,
} from './records'
import { ownerKeyOfUser } from './repositories'

/**
 * Everything one account owns, across every table, without internal keys (row ids, user id,
 * owner key): a portable copy that can be written back under any account id. Arrays keep the
 * tables' order (insertion order for auto-increment tables), so a round trip is deep-equal.
 */
export interface UserDataSnapshot {
  profile: Pick<
    UserRow,
    | 'name'
    | 'email'
    | 'userIntent'
    | 'onboardingCompleted'
    | 'learningStreak'
    | 'createdAt'
    | 'lastActiveAt'
  >
  answers: Omit<AnswerRow, 'id' | 'ownerKey'>[]
  diagnostics: Omit<DiagnosticRow, 'id' | 'ownerKey'>[]
  matchSets: Omit<MatchSetRow, 'ownerKey'>[]
  resumes: Omit<ResumeRow, 'id' | 'ownerKey'>[]
  ledger: Omit<LedgerRow, 'id' | 'userId'>[]
  unlocks: Omit<UnlockRow, 'userId'>[]
  checklistTicks: Omit<ChecklistTickRow, 'userId'>[]
  stepStates: Omit<StepStateRow, 'userId'>[]
  chatMessages: Omit<ChatMessageRow, 'id' | 'ownerKey'>[]
  memory: Omit<MemoryRow, 'ownerKey'> | null
  /** The user's own settings, by name (stored under `userSettingKey`). */
  settings: Record<string, unknown>
}

/**
 * Tables this module reads and writes per user, and the ones that hold no user content. A table
 * added to the schema must be placed in one of the two lists (account-repository.test.ts checks),
 * so export, import and delete can never silently miss data.
 */
export const accountTables = [
  'users',
  'answers',
  'diagnostics',
  'matchSets',
  'resumes',
  'ledger',
  // The stored balance: derived from the ledger in the same transaction (ledger-balance.ts), so
  // it is never exported or imported and goes with the ledger's rows.
  'ledgerBalances',
  'unlocks',
  'checklistTicks',
  'stepStates',
  'chatMessages',
  'memories',
  'settings',
  // Sessions are deleted with the account but never exported: a token is not data.
  'sessions',
  // The sync queue and row stamps: this device's bookkeeping, deleted with the account.
  'outbox',
  'syncVersions',
  'syncSetAside',
] as const

/** Per-user settings live in the shared settings table under this prefix. */
export function userSettingKey(userId: string, name: string): string {
  return `${ownerKeyOfUser(userId)}:${name}`
}

function settingPrefix(userId: string): string {
  return userSettingKey(userId, '')
}

function strip<T extends object, K extends keyof T>(rows: T[], ...keys: K[]): Omit<T, K>[] {
  return rows.map((row) => {
    const copy = { ...row }
    for (const key of keys) Reflect.deleteProperty(copy, key)
    return copy
  })
}

function allTables(db: SalesPathDatabase) {
  return accountTables.map((name) => db.table(name))
}

async function readSnapshot(db: SalesPathDatabase, user: UserRow): Promise<UserDataSnapshot> {
  const owner: OwnerKey = ownerKeyOfUser(user.id)
  const prefix = settingPrefix(user.id)
  const [
    answers,
    diagnostics,
    resumes,
    chat,
    ledger,
    matchSets,
    unlocks,
    ticks,
    states,
    memory,
    settings,
  ] = await Promise.all([
    db.answers.where('ownerKey').equals(owner).sortBy('id'),
    db.diagnostics.where('ownerKey').equals(owner).sortBy('id'),
    db.resumes.where('ownerKey').equals(owner).sortBy('id'),
    db.chatMessages.where('ownerKey').equals(owner).sortBy('id'),
    db.ledger.where('userId').equals(user.id).sortBy('id'),
    db.matchSets.where('ownerKey').equals(owner).sortBy('kind'),
    db.unlocks.where('userId').equals(user.id).toArray(),
    db.checklistTicks.where('userId').equals(user.id).toArray(),
    db.stepStates.where('userId').equals(user.id).toArray(),
    db.memories.get(owner),
    db.settings.where('key').startsWith(prefix).toArray(),
  ])
  return {
    profile: {
      name: user.name,
      email: user.email,
      userIntent: user.userIntent,
      onboardingCompleted: user.onboardingCompleted,
      learningStreak: user.learningStreak,
      createdAt: user.createdAt,
      lastActiveAt: user.lastActiveAt,
    },
    answers: strip(answers, 'id', 'ownerKey'),
    diagnostics: strip(diagnostics, 'id', 'ownerKey'),
    matchSets: strip(matchSets, 'ownerKey'),
    resumes: strip(resumes, 'id', 'ownerKey'),
    ledger: strip(ledger, 'id', 'userId'),
    unlocks: strip(unlocks, 'userId'),
    checklistTicks: strip(ticks, 'userId'),
    stepStates: strip(states, 'userId'),
    chatMessages: strip(chat, 'id', 'ownerKey'),
    memory: memory ? { memory: memory.memory, updatedAt: memory.updatedAt } : null,
    settings: Object.fromEntries(settings.map((row) => [row.key.slice(prefix.length), row.value])),
  }
}

/** Deletes the user's rows everywhere except the account row and its sessions. */
async function clearUserRows(db: SalesPathDatabase, userId: string) {
  const owner = ownerKeyOfUser(userId)
  await Promise.all([
    db.answers.where('ownerKey').equals(owner).delete(),
    db.diagnostics.where('ownerKey').equals(owner).delete(),
    db.matchSets.where('ownerKey').equals(owner).delete(),
    db.resumes.where('ownerKey').equals(owner).delete(),
    db.chatMessages.where('ownerKey').equals(owner).delete(),
    db.memories.delete(owner),
    db.ledger.where('userId').equals(userId).delete(),
    db.unlocks.where('userId').equals(userId).delete(),
    db.checklistTicks.where('userId').equals(userId).delete(),
    db.stepStates.where('userId').equals(userId).delete(),
    db.settings.where('key').startsWith(settingPrefix(userId)).delete(),
  ])
}

async function writeSnapshot(db: SalesPathDatabase, userId: string, data: UserDataSnapshot) {
  const ownerKey = ownerKeyOfUser(userId)
  const withOwner = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, ownerKey }))
  const withUser = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, userId }))
  // Sequential bulkAdds keep the file's order in the new auto-increment ids.
  await db.answers.bulkAdd(withOwner(data.answers))
  await db.diagnostics.bulkAdd(withOwner(data.diagnostics))
  await db.resumes.bulkAdd(withOwner(data.resumes))
  await db.chatMessages.bulkAdd(withOwner(data.chatMessages))
  await db.ledger.bulkAdd(withUser(data.ledger))
  await db.matchSets.bulkPut(withOwner(data.matchSets))
  await db.unlocks.bulkPut(withUser(data.unlocks))
  await db.checklistTicks.bulkPut(withUser(data.checklistTicks))
  await db.stepStates.bulkPut(withUser(data.stepStates))
  if (data.memory) await db.memories.put({ ...data.memory, ownerKey })
  await db.settings.bulkPut(
    Object.entries(data.settings).map(([name, value]) => ({
      key: userSettingKey(userId, name),
      value,
    })),
  )
  const { email: _keepAccountEmail, ...profile } = data.profile
  await db.users.update(userId, profile)
}

export function createAccountRepository(db: SalesPathDatabase) {
  return {
    /** A consistent copy of the account's data (one read transaction), or null for no such user. */
    exportUserData: (userId: string) =>
      db.transaction('r', allTables(db), async () => {
        const user = await db.users.get(userId)
        return user ? readSnapshot(db, user) : null
      }),

    /**
     * Replaces the account's data with `data` in ONE readwrite transaction: any failure (a broken
     * row, a full disk) rolls everything back, so the old data is never half-overwritten. The
     * account's email, password and sessions are kept.
     */
    replaceUserData: (userId: string, data: UserDataSnapshot) =>
      db.transaction('rw', allTables(db), async () => {
        if (!(await db.users.get(userId))) throw new Error(`No account ${userId}`)
        await clearUserRows(db, userId)
        await writeSnapshot(db, userId, data)
      }),

    /** Deletes the account, its sessions and every row it owns, in one transaction. */
    deleteUserData: (userId: string) =>
      db
        .transaction('rw', allTables(db), async () => {
          await clearUserRows(db, userId)
          await db.sessions.where('userId').equals(userId).delete()
          await db.users.delete(userId)
          // Last: the deletes above were queued for sync; a deleted account pushes nothing.
          await db.outbox.where('userId').equals(userId).delete()
          await db.syncVersions.where('userId').equals(userId).delete()
          await db.syncSetAside.where('userId').equals(userId).delete()
        })
        .then(() => {
          db.recorder.linked.delete(userId)
        }),
  }
}
