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

export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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

export async function getJson<T>(path: string, options: { on401?: 'throw' | 'null' } = {}) {
  try {
    return (await (await apiRequest('GET', path)).json()) as T
  } catch (error) {
    if (options.on401 === 'null' && error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<T> {
  return (await (await apiRequest(method, path, payload)).json()) as T
}
