// The endpoints file, not the contract's index: the index carries zod, which must stay out of
// the landing page's first load.
import {
  endpointPath,
  type EndpointBody,
  type EndpointKey,
  type EndpointPath,
  type EndpointResponse,
  type PathParams,
} from '@/contract/endpoints'
import type { EndpointQueryOf } from '@/contract/endpoint-schemas'
import { GUEST_SESSION_HEADER } from '@/contract/constants'
import { getGuestSessionId } from './browser-store'

/** Set in Node tests, where relative URLs have no origin; the browser uses the page's origin. */
let baseUrl = ''
export function setApiBaseUrl(url: string) {
  baseUrl = url
}

/** Non-OK responses throw `STATUS: BODY` (or the status text when the body is empty), spec section 8. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${String(status)}: ${body || statusText}`)
    this.name = 'ApiError'
  }

  /** The server's JSON `message`, when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body)
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        return parsed.message
      }
    } catch {
      // Not JSON: there is no server message, only the raw body.
    }
    return undefined
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export async function apiRequest(
  method: Method,
  path: string,
  payload?: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers }
  const guest = getGuestSessionId()
  if (guest) headers[GUEST_SESSION_HEADER] = guest
  const isForm = typeof FormData !== 'undefined' && payload instanceof FormData
  // A JSON body and content type only when there is a payload (spec section 7).
  if (payload !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  const body = payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload)
  const response = await fetch(baseUrl + path, { method, headers, body, credentials: 'include' })
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText)
  }
  return response
}

interface ApiInit<K extends EndpointKey> {
  params?: PathParams<EndpointPath<K>>
  /** Query string values named by the endpoint's query schema; undefined ones are left out. */
  query?: EndpointQueryOf<K>
  body?: EndpointBody<K>
  /** Extra request headers (e.g. `Accept: text/event-stream`). */
  headers?: Record<string, string>
}

function queryString(query: Record<string, string | number | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined)
  if (entries.length === 0) return ''
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`
}

/**
 * Calls one endpoint of the contract's map (src/contract/endpoints.ts): the path, the body and
 * the response type all come from its key, so no call site names a type of its own.
 */
export async function api<K extends EndpointKey>(
  key: K,
  init: ApiInit<K> = {},
): Promise<EndpointResponse<K>> {
  const response = await apiResponse(key, init)
  // The one place a response body is taken as its endpoint's type: the server side is typed
  // by the same map (mocks/http-kit.ts).
  return (await response.json()) as EndpointResponse<K>
}

/**
 * One endpoint of the map, answered as the raw Response: for a stream, a download or a body read
 * in its own way. Path, body and query are typed by the key like `api`.
 */
export async function apiResponse<K extends EndpointKey>(
  key: K,
  init: ApiInit<K> = {},
): Promise<Response> {
  const method = key.slice(0, key.indexOf(' ')) as Method
  const path = endpointPath(key, init.params)
  const query = init.query as Record<string, string | number | undefined> | undefined
  return apiRequest(method, path + queryString(query), init.body, {
    ...(init.headers ? { headers: init.headers } : {}),
  })
}

/** Like `api`, but a 401 (not signed in) resolves to null. */
export async function apiOrNullOn401<K extends EndpointKey>(
  key: K,
  init: ApiInit<K> = {},
): Promise<EndpointResponse<K> | null> {
  try {
    return await api(key, init)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
