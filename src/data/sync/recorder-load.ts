import type { EntityTable } from 'dexie'
import { parseHlc, receiveHlc, type Hlc } from '@/domain/sync'
import type { SettingRow } from '../records'
import type { SyncRecorder } from './outbox-middleware'

/**
 * Loading the outbox's recorder as the database opens: who syncs on this device, its id and its
 * clock. Apart from sync-repository.ts, which needs the whole database, so database.ts can call it
 * without an import cycle.
 */

/** This device's link to a sync account, kept per local user and never synced itself. */
export interface SyncLink {
  serverUrl: string
  email: string
  token: string
  /** The server's cursor: every change up to it has been pulled and applied. */
  cursor: string
  lastSyncAt: string | null
  lastError: string | null
  /** The newest clock stamp this device has made or seen, so its clock never runs backwards. */
  clock: string | null
  /** Sync runs that failed in a row (absent on links saved before back-off existed). */
  failures?: number
  /** A background sync waits until then after failures; "Sync now" does not. */
  retryAt?: string | null
}

/** The two parts of the database the recorder is loaded from. */
interface RecorderDatabase {
  recorder: SyncRecorder
  settings: EntityTable<SettingRow, 'key'>
}

const DEVICE_SETTING = 'sync.device'
const linkPattern = /^u:([^:]+):sync\.link$/

/** Loads who syncs and the device's id and clock; runs as the database opens, before any write. */
export async function loadSyncRecorder(db: RecorderDatabase): Promise<void> {
  const recorder = db.recorder
  let device = (await db.settings.get(DEVICE_SETTING))?.value
  if (typeof device !== 'string') {
    device = recorder.newId().replace(/-/g, '').slice(0, 16)
    await db.settings.put({ key: DEVICE_SETTING, value: device })
  }
  recorder.deviceId = device as string
  let clock: Hlc = { ms: 0, counter: 0, deviceId: recorder.deviceId }
  recorder.linked.clear()
  const links = await db.settings.where('key').startsWith('u:').toArray()
  for (const row of links) {
    const userId = linkPattern.exec(row.key)?.[1]
    if (!userId) continue
    recorder.linked.add(userId)
    const seen = parseHlc((row.value as SyncLink).clock ?? '')
    if (seen) clock = receiveHlc(clock, seen, recorder.now())
  }
  recorder.clock = clock
}
