import type { OutboxRow, SetAsideRow } from '@/data'
import {
  syncChange,
  wellFormedJson,
  wellFormedText,
  type SetAsideChange,
  type SyncChange,
} from '@/contract'
import { ServiceError } from './errors'

/*
 * A change as it travels: an outbox row checked against the server's own schema before it is
 * sent, and a change the server (or that check) refused, as Settings lists it.
 */

/** The server's words for a refused change, without the index of the batch it was in. */
export const refusal = (message: string) =>
  `The sync server refused it: ${message.replace(/^changes\.\d+\./, '')}`

/**
 * An outbox row as the server will read it, or why it cannot go. The value goes through JSON
 * (what the wire carries) and its text is made well formed: a change written before the /api
 * normalised text (a NUL pasted from a PDF) is sent without the NUL instead of stalling the queue.
 * Then the server's own schema (src/contract) checks it, so what it would refuse is set aside here.
 */
export function wireChange(
  row: OutboxRow,
  deviceId: string,
): { row: OutboxRow; change: SyncChange } | { row: OutboxRow; problem: string } {
  let value: unknown
  try {
    value = wellFormedJson(JSON.parse(JSON.stringify(row.value ?? null)) as unknown)
  } catch {
    return { row, problem: 'This device did not send it: it cannot be written as JSON.' }
  }
  const { id, hlc, table, key, op } = row
  const parsed = syncChange.safeParse({
    id,
    hlc,
    deviceId,
    table,
    key: wellFormedText(key),
    op,
    value,
  })
  if (parsed.success) return { row, change: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.join('.') ?? ''
  return {
    row,
    problem: `This device did not send it: ${where === '' ? '' : `${where}: `}${issue?.message ?? 'not valid'}.`,
  }
}

/** A few words of a set-aside change, so a person knows which one it is. */
function previewOf(value: unknown): string | null {
  const fields =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const text = [value, fields.content, fields.text, fields.answer, fields.note, fields.value].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  )
  if (text === undefined) return null
  const flat = text.replace(/\s+/g, ' ').trim()
  return wellFormedText(flat.length > 80 ? `${flat.slice(0, 79)}…` : flat)
}

export const setAsideView = (row: SetAsideRow): SetAsideChange => ({
  id: String(row.seq),
  table: row.table,
  key: wellFormedText(row.key),
  preview: previewOf(row.value),
  reason: row.reason,
  setAsideAt: row.setAsideAt,
})

/** `:changeId` of /api/sync/set-aside: one change's number, or `all`. */
export function whichChanges(changeId: string): number | 'all' {
  if (changeId === 'all') return 'all'
  if (/^\d{1,15}$/.test(changeId)) return Number(changeId)
  throw new ServiceError(404, 'No such change is set aside.')
}
