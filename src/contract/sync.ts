import { z } from 'zod'

import {
  EMAIL_MAX_LENGTH,
  emailProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants'
import { jsonValueProblem, textProblem } from './well-formed'

/**
 * The sync server's wire protocol (`server/`, docs/sync.md). The server keeps one append-only log
 * of changes per user and never reads their tables, keys or values: merging is the app's job, so
 * every device that applies the same changes ends with the same data.
 */

export const SYNC_BASE_PATH = '/sync/v1'
/** Changes in one push; a device with more pushes again. */
export const SYNC_PUSH_MAX_CHANGES = 500
export const SYNC_PULL_MAX_LIMIT = 1000
export const SYNC_PULL_DEFAULT_LIMIT = 500
/** A change's value, serialised; a chat message or a memory is far below it. */
export const SYNC_VALUE_MAX_BYTES = 64 * 1024
/** Arrays and objects inside one another in a value; the app's deepest row is far below it. */
export const SYNC_VALUE_MAX_DEPTH = 32
/** A request body; 500 changes of ordinary size fit well inside. */
export const SYNC_BODY_MAX_BYTES = 4 * 1024 * 1024
/** The largest cursor: a `seq` is a PostgreSQL bigint. */
export const SYNC_CURSOR_MAX = '9223372036854775807'

/** A cursor of digits no larger than a bigint (leading zeros allowed). */
function cursorInRange(after: string): boolean {
  const digits = after.replace(/^0+(?=\d)/, '')
  if (!/^\d+$/.test(digits) || digits.length > SYNC_CURSOR_MAX.length) return false
  return digits.length < SYNC_CURSOR_MAX.length || digits <= SYNC_CURSOR_MAX
}

/**
 * Every string the server stores is well formed: no NUL and no unpaired surrogate, which
 * PostgreSQL cannot store (`./well-formed.ts`). Refused with a 400 before any query runs.
 */
const storableText = (text: string, ctx: z.core.$RefinementCtx<string>) => {
  const problem = textProblem(text)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
}

export const syncCredentials = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .superRefine((email, ctx) => {
      const problem = emailProblem(email)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .superRefine(storableText)
    .transform((email) => email.toLowerCase()),
  // Hashed, never stored as text: any string may be a password.
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(PASSWORD_MAX_LENGTH),
})
export type SyncCredentials = z.infer<typeof syncCredentials>

/** POST /sync/v1/accounts (201) and POST /sync/v1/sessions. */
export const syncSession = z.object({ token: z.string(), userId: z.string() })
export type SyncSession = z.infer<typeof syncSession>

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'deviceId: 1-64 letters, digits, - or _')

/**
 * A hybrid logical clock reading: wall-clock milliseconds (15 digits), a counter (6 digits) and the
 * device, so that string order is causal order and two devices never tie.
 */
export const hlcPattern = /^\d{15}:\d{6}:[A-Za-z0-9_-]{1,64}$/

/**
 * A change's value: plain JSON that PostgreSQL's jsonb can hold (well-formed strings and keys,
 * finite numbers), at most 32 levels deep and 64 KB. Checked without recursion, so a value nested
 * 100,000 levels deep is a 400, not a stack overflow.
 */
const jsonValue: z.ZodType = z.unknown().superRefine((value, ctx) => {
  const problem = jsonValueProblem(value ?? null, {
    maxDepth: SYNC_VALUE_MAX_DEPTH,
    maxBytes: SYNC_VALUE_MAX_BYTES,
  })
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

export const syncChange = z
  .object({
    /** Unique per user: a replayed change is recognised and ignored. */
    id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'id: 8-64 letters, digits, - or _'),
    hlc: z.string().regex(hlcPattern, 'hlc: <15-digit ms>:<6-digit counter>:<device>'),
    deviceId,
    table: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'table: a name of 1-40 letters'),
    key: z.string().min(1).max(200).superRefine(storableText),
    op: z.enum(['put', 'delete']),
    value: jsonValue,
  })
  .strict()
export type SyncChange = z.infer<typeof syncChange>

/** A change as the server stores it: `seq` is its place in the user's log (a decimal string). */
export const storedSyncChange = syncChange.extend({ seq: z.string().regex(/^\d{1,19}$/) })
export type StoredSyncChange = z.infer<typeof storedSyncChange>

export const syncPushRequest = z
  .object({
    deviceId,
    changes: z.array(syncChange).min(1).max(SYNC_PUSH_MAX_CHANGES),
  })
  .strict()
export type SyncPushRequest = z.infer<typeof syncPushRequest>

export const syncPushResponse = z.object({
  accepted: z.number().int().min(0),
  /** Changes whose id the log already held: a retry after a lost answer. */
  duplicates: z.number().int().min(0),
  cursor: z.string(),
})
export type SyncPushResponse = z.infer<typeof syncPushResponse>

export const syncPullQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,19}$/, 'after: a cursor from an earlier pull')
    // Compared as digits: zod runs this check even when the pattern failed ('%' is no BigInt).
    .refine(cursorInRange, 'after: a cursor from an earlier pull')
    .default('0'),
  limit: z.coerce.number().int().min(1).max(SYNC_PULL_MAX_LIMIT).default(SYNC_PULL_DEFAULT_LIMIT),
})
export type SyncPullQuery = z.infer<typeof syncPullQuery>

export const syncPullResponse = z.object({
  changes: z.array(storedSyncChange),
  cursor: z.string(),
  /** True when more changes wait after `cursor`. */
  more: z.boolean(),
})
export type SyncPullResponse = z.infer<typeof syncPullResponse>

export const syncError = z.object({
  error: z.string(),
  /** For a refused push: the index of the first change the server refused, when one was. */
  change: z.number().int().min(0).optional(),
})
export type SyncError = z.infer<typeof syncError>

export const SYNC_SET_ASIDE_LISTED = 50

export const setAsideChange = z.object({
  /** Names it for Retry and Discard (`/api/sync/set-aside/:changeId`). */
  id: z.string(),
  /** The synced table (`chatMessages`, `answers`...) and the row's key within the account. */
  table: z.string(),
  key: z.string(),
  /** A few words of the change (a chat message's start), when it has text. */
  preview: z.string().nullable(),
  /** Why it was set aside, as the server (or this device) said it. */
  reason: z.string(),
  setAsideAt: z.string(),
})
export type SetAsideChange = z.infer<typeof setAsideChange>

/** `/api/sync` (answered in the page): this device's sync, as the Settings screen shows it. */
export const syncStatusResponse = z.object({
  enabled: z.boolean(),
  serverUrl: z.string().nullable(),
  email: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** Changes made on this device and not yet sent. */
  pending: z.number().int().min(0),
  /** A quiet, plain sentence when the last attempt failed; sync never blocks the app. */
  lastError: z.string().nullable(),
  /** Credits owed after two devices spent the same credits offline. */
  debt: z.number().min(0),
  debtExplanation: z.string().nullable(),
  /**
   * Changes the sync server refused (or this device would not send), set aside with the reason so
   * the rest keep syncing; oldest first, at most `SYNC_SET_ASIDE_LISTED`. Never counted in `pending`.
   */
  setAside: z.array(setAsideChange).max(SYNC_SET_ASIDE_LISTED),
  /** How many changes are set aside in all. */
  setAsideCount: z.number().int().min(0),
  /** After failed runs, when background sync tries again (it backs off); "Sync now" tries at once. */
  nextRetryAt: z.string().nullable(),
})
export type SyncStatusResponse = z.infer<typeof syncStatusResponse>

export const syncTurnOnRequest = syncCredentials.extend({
  serverUrl: z
    .string()
    .trim()
    .min(1, 'Enter the sync server address')
    .max(500)
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'Enter a full address, like https://sync.example.com'),
  mode: z.enum(['create', 'sign_in']),
})
export type SyncTurnOnRequest = z.infer<typeof syncTurnOnRequest>
