import { Dexie } from 'dexie'
import type { SalesPathDatabase } from './database'
import type {
  AnswerRow,
  ChatMessageRow,
  DiagnosticRow,
  MatchSetRow,
  MemoryRow,
  OwnerKey,
  ResumeRow,
  SessionRow,
  UserRow,
} from './records'

export function ownerKeyOfUser(userId: string): OwnerKey {
  return `u:${userId}`
}

export function ownerKeyOfGuest(sessionId: string): OwnerKey {
  return `g:${sessionId}`
}

export function createUsersRepository(db: SalesPathDatabase) {
  return {
    findByEmail: (email: string) =>
      db.users.where('email').equals(email.trim().toLowerCase()).first(),
    findById: (id: string) => db.users.get(id),
    insert: (row: UserRow) => db.users.add(row),
    update: (id: string, changes: Partial<Omit<UserRow, 'id'>>) => db.users.update(id, changes),
  }
}

export function createSessionsRepository(db: SalesPathDatabase) {
  return {
    insert: (row: SessionRow) => db.sessions.add(row),
    find: (tokenHash: string) => db.sessions.get(tokenHash),
    remove: (tokenHash: string) => db.sessions.delete(tokenHash),
    removeExpired: (nowIso: string) => db.sessions.where('expiresAt').below(nowIso).delete(),
  }
}

export function createAnswersRepository(db: SalesPathDatabase) {
  return {
    list: (ownerKey: OwnerKey) => db.answers.where('ownerKey').equals(ownerKey).sortBy('id'),
    /** One row per question: a retaken wizard replaces the previous answers. */
    replaceAll: (ownerKey: OwnerKey, rows: Omit<AnswerRow, 'id' | 'ownerKey'>[]) =>
      db.transaction('rw', db.answers, async () => {
        await db.answers.where('ownerKey').equals(ownerKey).delete()
        await db.answers.bulkAdd(rows.map((row) => ({ ...row, ownerKey })))
      }),
  }
}

export function createDiagnosticsRepository(db: SalesPathDatabase) {
  return {
    latest: (ownerKey: OwnerKey) =>
      db.diagnostics
        .where('[ownerKey+createdAt]')
        .between([ownerKey, ''], [ownerKey, '\uffff'])
        .last(),
    insert: (row: Omit<DiagnosticRow, 'id'>) => db.diagnostics.add(row),
  }
}

export function createMatchesRepository(db: SalesPathDatabase) {
  return {
    get: (ownerKey: OwnerKey, kind: MatchSetRow['kind']) => db.matchSets.get([ownerKey, kind]),
    put: (row: MatchSetRow) => db.matchSets.put(row),
  }
}

export function createChatRepository(db: SalesPathDatabase) {
  return {
    /**
     * The newest `limit` messages older than message id `before` (all when absent), oldest first,
     * and whether older ones remain. Reads `limit + 1` rows through the id index, whatever the
     * length of the history.
     */
    page: async (
      ownerKey: OwnerKey,
      channel: ChatMessageRow['channel'] | undefined,
      { before, limit }: { before?: number; limit: number },
    ) => {
      const upper = before ?? Dexie.maxKey
      const range = channel
        ? db.chatMessages
            .where('[ownerKey+channel+id]')
            .between([ownerKey, channel, Dexie.minKey], [ownerKey, channel, upper], true, false)
        : db.chatMessages
            .where('[ownerKey+id]')
            .between([ownerKey, Dexie.minKey], [ownerKey, upper], true, false)
      const newestFirst = await range
        .reverse()
        .limit(limit + 1)
        .toArray()
      return { rows: newestFirst.slice(0, limit).reverse(), hasMore: newestFirst.length > limit }
    },
    add: (rows: Omit<ChatMessageRow, 'id'>[]) => db.chatMessages.bulkAdd(rows),
    clear: (ownerKey: OwnerKey) => db.chatMessages.where('ownerKey').equals(ownerKey).delete(),
  }
}

export function createMemoryRepository(db: SalesPathDatabase) {
  return {
    get: (ownerKey: OwnerKey) => db.memories.get(ownerKey),
    put: (row: MemoryRow) => db.memories.put(row),
    remove: (ownerKey: OwnerKey) => db.memories.delete(ownerKey),
  }
}

export function createResumesRepository(db: SalesPathDatabase) {
  return {
    latest: (ownerKey: OwnerKey) => db.resumes.where('ownerKey').equals(ownerKey).last(),
    insert: (row: Omit<ResumeRow, 'id'>) => db.resumes.add(row),
  }
}

export function createSettingsRepository(db: SalesPathDatabase) {
  return {
    get: async <T>(key: string): Promise<T | undefined> =>
      (await db.settings.get(key))?.value as T | undefined,
    put: (key: string, value: unknown) => db.settings.put({ key, value }),
  }
}

/** Guest data becomes the account's at sign-up or sign-in: one re-key per owner-keyed table. */
export async function claimGuestData(db: SalesPathDatabase, sessionId: string, userId: string) {
  const from = ownerKeyOfGuest(sessionId)
  const to = ownerKeyOfUser(userId)
  await db.transaction(
    'rw',
    [db.answers, db.diagnostics, db.matchSets, db.chatMessages, db.memories, db.resumes],
    async () => {
      const guestAnswers = await db.answers.where('ownerKey').equals(from).count()
      // Fresh answers taken as a guest replace older account answers; otherwise keep the account's.
      if (guestAnswers > 0) await db.answers.where('ownerKey').equals(to).delete()
      await db.answers.where('ownerKey').equals(from).modify({ ownerKey: to })
      await db.diagnostics.where('ownerKey').equals(from).modify({ ownerKey: to })
      await db.chatMessages.where('ownerKey').equals(from).modify({ ownerKey: to })
      await db.resumes.where('ownerKey').equals(from).modify({ ownerKey: to })
      const sets = await db.matchSets.where('ownerKey').equals(from).toArray()
      await db.matchSets.bulkPut(sets.map((s) => ({ ...s, ownerKey: to })))
      await db.matchSets.where('ownerKey').equals(from).delete()
      const memory = await db.memories.get(from)
      if (memory && !(await db.memories.get(to))) await db.memories.put({ ...memory, ownerKey: to })
      await db.memories.delete(from)
    },
  )
}
