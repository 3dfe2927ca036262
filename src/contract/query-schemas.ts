import { z } from 'zod'
import { chatChannels, chatHistoryPage } from './coach'

/**
 * Query strings of the /api, checked with zod like bodies. Values arrive as text; an empty value
 * counts as absent. Each message is the one a person (or a developer) reads in the 400.
 */

/** A whole number in [min, max], written as text in the query. */
function wholeNumber(name: string, min: number, max: number) {
  const message = `${name}: must be a whole number from ${String(min)} to ${String(max)}`
  return z.string().transform((raw, ctx) => {
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return value
  })
}

const flag = (name: string) =>
  z.enum(['0', '1'], { error: `${name}: must be 0 or 1` }).transform((value) => value === '1')

/** GET /api/chat/history: `channel`, `before` (a message id) and `limit`. */
export const chatHistoryQuery = z.object({
  channel: z.enum(chatChannels, { error: 'channel: must be widget or coaching' }).optional(),
  before: wholeNumber('before', 1, Number.MAX_SAFE_INTEGER).optional(),
  limit: wholeNumber('limit', 1, chatHistoryPage.maxLimit).optional(),
})

/** GET /api/credits pages the history, newest first: `limit` entries (at most `maxLimit`). */
export const creditsHistoryPage = { defaultLimit: 20, maxLimit: 100 } as const

/** GET /api/credits: `cursor` (the previous page's `nextCursor`) and `limit` of the history. */
export const creditsQuery = z.object({
  cursor: wholeNumber('cursor', 1, Number.MAX_SAFE_INTEGER).optional(),
  limit: wholeNumber('limit', 1, creditsHistoryPage.maxLimit).optional(),
})

/** POST /api/chat/becky: `stream=1` asks for the event stream (as `Accept: text/event-stream`). */
export const chatQuery = z.object({ stream: flag('stream').optional() })

/** POST /api/sync/now: `background=1` is the shell's timer, which respects the back-off. */
export const syncNowQuery = z.object({ background: flag('background').optional() })

/** GET /api/users/profile: `userId` must be the caller's own (checked by the service). */
export const profileQuery = z.object({ userId: z.string().min(1).max(100).optional() })

/** The query of a URL as the object a schema reads: first value per name, empty ones left out. */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (value !== '' && !(name in query)) query[name] = value
  }
  return query
}
