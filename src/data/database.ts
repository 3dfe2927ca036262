import { Dexie, type EntityTable, type Table } from 'dexie'
import type {
  AnswerRow,
  ChatMessageRow,
  ChecklistTickRow,
  DiagnosticRow,
  LedgerRow,
  MatchSetRow,
  MemoryRow,
  ResumeRow,
  SessionRow,
  SettingRow,
  StepStateRow,
  UnlockRow,
  UserRow,
} from './records'
import { ledgerBalanceMiddleware, type BalanceRow } from './ledger-balance'
import { schemaVersions } from './schema'
import {
  outboxMiddleware,
  type OutboxRow,
  type SetAsideRow,
  type SyncRecorder,
  type SyncVersionRow,
} from './sync/outbox-middleware'
import { loadSyncRecorder } from './sync/recorder-load'

export const DATABASE_NAME = 'salespath'

export class SalesPathDatabase extends Dexie {
  users!: EntityTable<UserRow, 'id'>
  sessions!: EntityTable<SessionRow, 'tokenHash'>
  answers!: EntityTable<AnswerRow, 'id'>
  diagnostics!: EntityTable<DiagnosticRow, 'id'>
  matchSets!: Table<MatchSetRow, [string, string]>
  ledger!: EntityTable<LedgerRow, 'id'>
  /** Derived from the ledger by ledger-balance.ts; never written directly. */
  ledgerBalances!: EntityTable<BalanceRow, 'userId'>
  unlocks!: Table<UnlockRow, [string, string, number]>
  checklistTicks!: Table<ChecklistTickRow, [string, string, number, number]>
  stepStates!: Table<StepStateRow, [string, string, number]>
  chatMessages!: EntityTable<ChatMessageRow, 'id'>
  memories!: EntityTable<MemoryRow, 'ownerKey'>
  resumes!: EntityTable<ResumeRow, 'id'>
  settings!: EntityTable<SettingRow, 'key'>
  outbox!: EntityTable<OutboxRow, 'seq'>
  syncVersions!: Table<SyncVersionRow, [string, string, string]>
  syncSetAside!: Table<SetAsideRow, number>

  /** What the sync outbox records and how it stamps changes (src/data/sync). */
  readonly recorder: SyncRecorder = {
    linked: new Set(),
    deviceId: 'device',
    clock: { ms: 0, counter: 0, deviceId: 'device' },
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    applying: new WeakSet(),
  }

  constructor(name = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    for (const version of schemaVersions) {
      const declared = this.version(version.version).stores(version.stores)
      if (version.upgrade) declared.upgrade(version.upgrade)
    }
    this.use(outboxMiddleware(this.recorder))
    this.use(ledgerBalanceMiddleware())
    // Who syncs is known before the first write after a reload, so no change goes unrecorded.
    this.on('ready', () => loadSyncRecorder(this))
  }
}
