import { z } from 'zod'
import {
  syncCredentials,
  syncPullQuery,
  syncPullResponse,
  syncPushRequest,
  syncPushResponse,
  syncSession,
} from './sync'

/** A sync server endpoint: its body or query schema, its response schema and success status. */
export interface SyncEndpoint {
  body?: z.ZodType
  query?: z.ZodType
  /** The JSON answer; `z.void()` for a 204 without a body. */
  response: z.ZodType
  status?: 201 | 204
}

/**
 * The sync server's endpoints (`/sync/v1`, docs/sync.md), once: the server (server/src/app.ts)
 * registers its routes from this map, parses with its schemas and answers the types the
 * responses infer; the app's transport (src/services/sync-transport.ts) reads the same types.
 */
export const syncEndpoints = {
  'GET /sync/v1/health': { response: z.object({ ok: z.literal(true) }) },
  'POST /sync/v1/accounts': { body: syncCredentials, response: syncSession, status: 201 },
  'POST /sync/v1/sessions': { body: syncCredentials, response: syncSession },
  'DELETE /sync/v1/sessions': { response: z.void(), status: 204 },
  'POST /sync/v1/push': { body: syncPushRequest, response: syncPushResponse },
  'GET /sync/v1/pull': { query: syncPullQuery, response: syncPullResponse },
} as const satisfies Record<string, SyncEndpoint>

export type SyncEndpointKey = keyof typeof syncEndpoints
type Entry<K extends SyncEndpointKey> = (typeof syncEndpoints)[K]

/** What a route's handler receives: the body and query as its schemas parsed them. */
export interface SyncEndpointInput<K extends SyncEndpointKey> {
  body: Entry<K> extends { body: z.ZodType } ? z.infer<Entry<K>['body']> : undefined
  query: Entry<K> extends { query: z.ZodType } ? z.infer<Entry<K>['query']> : undefined
}

/** What a route's handler answers. */
export type SyncEndpointResponse<K extends SyncEndpointKey> = z.infer<Entry<K>['response']>
