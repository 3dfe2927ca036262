import { Dexie } from 'dexie'
import { mergeVersion, parseHlc, receiveHlc, type Version } from '@/domain/sync'
import { emptyMemory } from '@/domain/coaching'
import type { SalesPathDatabase } from '../database'
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
} from '../records'
import { ownerKeyOf, syncTableByName } from './sync-tables'

export interface RemoteChange extends Version {
  table: string
  key: string
}

type Fields = Record<string, unknown>

/**
 * A pulled value with this device's owner fields: the row as the table stores it. The value was
 * written by the same table's `valueOf` on another device, so its shape is the row's.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row type
const rowOf = <T>(value: Fields, owner: Fields): T => ({ ...value, ...owner }) as T

const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {}

/** `roleId:stepId[:itemIndex]` back to the composite key's parts. */
function stepKey(key: string): [string, number, number] {
  const [roleId = '', stepId = '0', item = '0'] = key.split(':')
  return [roleId, Number(stepId), Number(item)]
}

/** Writes one winning change into its table, for one local user. */
async function write(db: SalesPathDatabase, userId: string, change: RemoteChange) {
  const owner = ownerKeyOf(userId)
  const value = fields(change.value)
  const put = change.op === 'put'
  const [roleId, stepId, itemIndex] = stepKey(change.key)
  switch (change.table) {
    case 'users':
      if (put) await db.users.update(userId, value)
      return
    case 'answers':
      await db.answers.where('[ownerKey+questionId]').equals([owner, change.key]).delete()
      if (put) await db.answers.add(rowOf<AnswerRow>(value, { ownerKey: owner }))
      return
    case 'matchSets':
      if (put) await db.matchSets.put(rowOf<MatchSetRow>(value, { ownerKey: owner }))
      else await db.matchSets.delete([owner, change.key])
      return
    case 'unlocks':
      if (put) await db.unlocks.put(rowOf<UnlockRow>(value, { userId }))
      else await db.unlocks.delete([userId, roleId, stepId])
      return
    case 'checklistTicks':
      if (put) await db.checklistTicks.put(rowOf<ChecklistTickRow>(value, { userId }))
      else await db.checklistTicks.delete([userId, roleId, stepId, itemIndex])
      return
    case 'stepStates':
      if (put) await db.stepStates.put(rowOf<StepStateRow>(value, { userId }))
      else await db.stepStates.delete([userId, roleId, stepId])
      return
    case 'memories':
      await writeMemoryField(db, owner, change)
      return
    case 'settings':
      if (put) await db.settings.put({ key: `${owner}:${change.key}`, value: value.value })
      else await db.settings.delete(`${owner}:${change.key}`)
      return
    default:
      await appendOnce(db, userId, change)
  }
}

/**
 * The coach's memory syncs field by field (`memory.careerJourney`, ...): a pulled field replaces
 * that field only. A device that has no memory yet starts from the empty one, so the record is
 * always whole.
 */
async function writeMemoryField(db: SalesPathDatabase, owner: OwnerKey, change: RemoteChange) {
  if (change.op === 'delete') {
    await db.memories.delete(owner)
    return
  }
  const field = change.key.startsWith('memory.') ? change.key.slice('memory.'.length) : ''
  if (field === '') return
  const current = await db.memories.get(owner)
  const row: MemoryRow = current ?? { ownerKey: owner, memory: emptyMemory(), updatedAt: '' }
  if (field === 'updatedAt') {
    await db.memories.put({
      ...row,
      updatedAt: typeof change.value === 'string' ? change.value : '',
    })
  } else {
    await db.memories.put({ ...row, memory: { ...row.memory, [field]: change.value } })
  }
}

/** Append-only rows are added once; a row already here (by its key) is the same event. */
async function appendOnce(db: SalesPathDatabase, userId: string, change: RemoteChange) {
  if (change.op !== 'put') return
  const owner = ownerKeyOf(userId)
  const value = fields(change.value)
  if (change.table === 'ledger') {
    const exists = await db.ledger.where('[userId+key]').equals([userId, change.key]).count()
    if (exists === 0) await db.ledger.add(rowOf<LedgerRow>(value, { userId }))
  } else if (change.table === 'diagnostics') {
    const exists = await db.diagnostics
      .where('[ownerKey+createdAt]')
      .equals([owner, change.key])
      .count()
    if (exists === 0) await db.diagnostics.add(rowOf<DiagnosticRow>(value, { ownerKey: owner }))
  } else if (change.table === 'resumes') {
    const same = await db.resumes
      .where('ownerKey')
      .equals(owner)
      .filter((r) => r.createdAt === change.key)
      .count()
    if (same === 0) await db.resumes.add(rowOf<ResumeRow>(value, { ownerKey: owner }))
  } else if (change.table === 'chatMessages') {
    const channel = value.channel === 'widget' ? 'widget' : 'coaching'
    const same = await db.chatMessages
      .where('[ownerKey+channel]')
      .equals([owner, channel])
      .filter((m) => `${m.channel}:${m.createdAt}:${m.role}` === change.key)
      .count()
    if (same === 0) await db.chatMessages.add(rowOf<ChatMessageRow>(value, { ownerKey: owner }))
  }
}

/**
 * Merges pulled changes into a user's rows by the domain's rules, in one transaction that the
 * outbox does not record. Returns the number of rows that changed.
 */
export async function applyRemoteChanges(
  db: SalesPathDatabase,
  userId: string,
  changes: readonly RemoteChange[],
): Promise<number> {
  const known = changes.filter((c) => syncTableByName.has(c.table))
  const tables = [...new Set(known.map((c) => c.table)), 'syncVersions']
  let applied = 0
  await db.transaction('rw', tables, async () => {
    const tx = Dexie.currentTransaction as unknown as { idbtrans: object }
    db.recorder.applying.add(tx.idbtrans)
    for (const change of known) {
      const policy = syncTableByName.get(change.table)?.policy ?? 'last-writer-wins'
      const stored = await db.syncVersions.get([userId, change.table, change.key])
      const current: Version | undefined = stored && { hlc: stored.hlc, op: 'put', value: null }
      const winner = mergeVersion(policy, current, change)
      const seen = parseHlc(change.hlc)
      if (seen) db.recorder.clock = receiveHlc(db.recorder.clock, seen, db.recorder.now())
      if (winner !== change) continue
      await write(db, userId, change)
      await db.syncVersions.put({ userId, table: change.table, key: change.key, hlc: change.hlc })
      applied += 1
    }
  })
  return applied
}
