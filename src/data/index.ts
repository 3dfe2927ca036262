export { SalesPathDatabase, DATABASE_NAME } from './database'
export { openDatabase, classifyOpenError } from './open-database'
export type { OpenError, OpenErrorCode, OpenResult } from './open-database'
export { schemaVersions, latestSchemaVersion } from './schema'
export * from './repositories'
export { createLedgerRepository, createProgressRepository } from './ledger-repository'
export type { LedgerDecision, LedgerPage } from './ledger-repository'
export type { BalanceRow } from './ledger-balance'
export { watchTables } from './watch-tables'
export { userSettingKey } from './account-repository'
export type * from './records'
export {
  discardSetAside,
  dropSent,
  getSyncLink,
  linkUser,
  loadSyncRecorder,
  nextOutboxBatch,
  pendingChanges,
  restoreSetAside,
  saveSyncLink,
  setAside,
  setAsideChanges,
  unlinkUser,
  type SetAsideRow,
  type SyncLink,
} from './sync/sync-repository'
export { applyRemoteChanges, type RemoteChange } from './sync/apply-remote'
export type { OutboxRow } from './sync/outbox-middleware'
