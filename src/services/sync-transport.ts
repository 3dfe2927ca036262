import {
  SYNC_BASE_PATH,
  type SyncCredentials,
  type SyncPullResponse,
  type SyncPushRequest,
  type SyncPushResponse,
  type SyncSession,
} from '@/contract'

/**
 * The sync server, behind a small interface: the real one speaks HTTP (src/contract/sync.ts), the
 * tests' one is an in-memory log with the same rules.
 */
export interface SyncTransport {
  createAccount(serverUrl: string, credentials: SyncCredentials): Promise<SyncSession>
  signIn(serverUrl: string, credentials: SyncCredentials): Promise<SyncSession>
  signOut(serverUrl: string, token: string): Promise<void>
  push(serverUrl: string, token: string, body: SyncPushRequest): Promise<SyncPushResponse>
  pull(serverUrl: string, token: string, after: string, limit: number): Promise<SyncPullResponse>
}

/** A refusal from the server (`status`) or no answer at all (`status` null: offline, DNS, CORS). */
export class SyncTransportError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** A refused push: the index of the change the server named (`{ change }`). */
    readonly change?: number,
  ) {
    super(message)
    this.name = 'SyncTransportError'
  }
}

/**
 * The change a refusal names: the server's `change` field, or for a server without it the
 * `changes.<n>.` its zod message starts with.
 */
function refusedChange(body: { change?: unknown; error?: unknown }): number | undefined {
  if (typeof body.change === 'number' && Number.isInteger(body.change)) return body.change
  const index =
    typeof body.error === 'string' ? /^changes\.(\d+)\./.exec(body.error)?.[1] : undefined
  return index === undefined ? undefined : Number(index)
}

function endpoint(serverUrl: string, path: string): string {
  return `${serverUrl.replace(/\/+$/, '')}${SYNC_BASE_PATH}${path}`
}

export function createFetchTransport(fetchFn: typeof fetch = (...args) => fetch(...args)) {
  async function call<T>(url: string, init: RequestInit, token?: string): Promise<T> {
    let response: Response
    try {
      response = await fetchFn(url, {
        ...init,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      })
    } catch {
      throw new SyncTransportError(null, 'The sync server could not be reached.')
    }
    if (response.status === 204) return undefined as T
    const parsed: unknown = await response.json().catch(() => ({}))
    const body = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
      error?: unknown
      change?: unknown
    }
    if (!response.ok) {
      const message = typeof body.error === 'string' ? body.error : 'The sync server refused.'
      throw new SyncTransportError(response.status, message, refusedChange(body))
    }
    return body as T
  }
  const transport: SyncTransport = {
    createAccount: (server, credentials) =>
      call(endpoint(server, '/accounts'), { method: 'POST', body: JSON.stringify(credentials) }),
    signIn: (server, credentials) =>
      call(endpoint(server, '/sessions'), { method: 'POST', body: JSON.stringify(credentials) }),
    signOut: (server, token) => call(endpoint(server, '/sessions'), { method: 'DELETE' }, token),
    push: (server, token, body) =>
      call(endpoint(server, '/push'), { method: 'POST', body: JSON.stringify(body) }, token),
    pull: (server, token, after, limit) =>
      call(
        endpoint(server, `/pull?after=${encodeURIComponent(after)}&limit=${String(limit)}`),
        { method: 'GET' },
        token,
      ),
  }
  return transport
}
