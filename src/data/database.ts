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
import { schemaVersions } from './schema'

export const DATABASE_NAME = 'salespath'

export class SalesPathDatabase extends Dexie {
  users!: EntityTable<UserRow, 'id'>
  sessions!: EntityTable<SessionRow, 'tokenHash'>
  answers!: EntityTable<AnswerRow, 'id'>
  diagnostics!: EntityTable<DiagnosticRow, 'id'>
  matchSets!: Table<MatchSetRow, [string, string]>
  ledger!: EntityTable<LedgerRow, 'id'>
  unlocks!: Table<UnlockRow, [string, string, number]>
  checklistTicks!: Table<ChecklistTickRow, [string, string, number, number]>
  stepStates!: Table<StepStateRow, [string, string, number]>
  chatMessages!: EntityTable<ChatMessageRow, 'id'>
  memories!: EntityTable<MemoryRow, 'ownerKey'>
  resumes!: EntityTable<ResumeRow, 'id'>
  settings!: EntityTable<SettingRow, 'key'>

  constructor(name = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    for (const version of schemaVersions) {
      const declared = this.version(version.version).stores(version.stores)
      if (version.upgrade) declared.upgrade(version.upgrade)
    }
  }
}
