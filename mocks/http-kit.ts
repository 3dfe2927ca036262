import { http, HttpResponse, type HttpHandler } from 'msw'
import { z } from 'zod'
import {
  AUTH_COOKIE,
  GUEST_SESSION_HEADER,
  guestSessionIdPattern,
  wellFormedJson,
  type EndpointKey,
  type EndpointResponse,
} from '@/contract'
import { ServiceError, type Caller, type Services } from '@/services'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface HandlerContext<Body> {
  request: Request
  params: Record<string, string>
  url: URL
  body: Body
  caller: Caller
  token: string | null
  services: Services
}

/**
 * A handler returns its endpoint's response (the contract's map decides the type) or a ready
 * Response (cookies, downloads, streams).
 */
type Resolve<Body, Result> = (
  ctx: HandlerContext<Body>,
) => Result | Response | Promise<Result | Response>

/** Reads a cookie from the request (Node tests, a real server) or from the page (in-browser MSW). */
export function readCookie(request: Request, name: string): string | null {
  const header =
    request.headers.get('cookie') ?? (typeof document === 'undefined' ? '' : document.cookie)
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

function readToken(request: Request): string | null {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return bearer ?? readCookie(request, AUTH_COOKIE)
}

function readGuest(request: Request): string | null {
  const id = request.headers.get(GUEST_SESSION_HEADER)
  return id && guestSessionIdPattern.test(id) ? id : null
}

export function errorResponse(status: number, message: string, code?: string) {
  return HttpResponse.json({ message, ...(code ? { code } : {}) }, { status })
}

/**
 * The body, parsed and checked. Every string in it is made well formed first (NUL removed,
 * unpaired surrogates replaced: src/contract/well-formed.ts), so text pasted from a PDF is stored
 * as text every device and the sync server can keep, and no such change is ever written.
 */
async function readBody(request: Request, schema: z.ZodType | undefined) {
  if (!schema) return undefined
  const text = await request.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    throw new ServiceError(400, 'Request body must be valid JSON')
  }
  const parsed = schema.safeParse(wellFormedJson(json, isPassword))
  if (!parsed.success) throw new ServiceError(400, friendlyIssue(parsed.error.issues[0]))
  return parsed.data
}

/** Passwords are hashed, never stored as text, and changing one would lock its owner out. */
const isPassword = (key: string) => /password/i.test(key)

/** 'first_name' -> 'First name', 'confirmEmail' -> 'Confirm email'; the body itself is 'Request'. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === 'string')
  if (typeof last !== 'string') return path.length ? 'An item' : 'The request'
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A person reads this message next to the field: a schema's own message is kept; zod's defaults
 * ('Too big: expected string to have <=120 characters') are said plainly, without a path prefix.
 */
function friendlyIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request is not valid'
  if (!/^(Too big|Too small|Invalid|Unrecognized)/.test(issue.message)) return issue.message
  const label = fieldLabel(issue.path)
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const limit = String(issue.code === 'too_big' ? issue.maximum : issue.minimum)
    const bound = issue.code === 'too_big' ? 'at most' : 'at least'
    if (issue.origin === 'string') return `${label} must be ${bound} ${limit} characters`
    if (issue.origin === 'array') return `${label} must have ${bound} ${limit} items`
    return `${label} must be ${bound} ${limit}`
  }
  if (issue.code === 'unrecognized_keys') return 'The request has fields SalesPath does not know'
  return issue.code === 'invalid_type' && /received undefined/.test(issue.message)
    ? `${label} is required`
    : `${label} is not valid`
}

/** Maps anything a service throws to a JSON error: expected failures keep their status, bugs are 500. */
function toErrorResponse(error: unknown) {
  if (error instanceof ServiceError) return errorResponse(error.status, error.message, error.code)
  const detail = error instanceof Error ? error.message : String(error)
  return errorResponse(500, `Something went wrong on this device: ${detail}`, 'internal')
}

/** The first thing a JSON answer breaks of its endpoint's contract schema, or null when it fits. */
export type ResponseCheck = (key: EndpointKey, body: unknown) => string | null

/**
 * A successful JSON answer that breaks the contract becomes a 500 naming the field, so a test
 * calling the endpoint fails. Streams, files and errors are passed through unread.
 */
async function checked(key: EndpointKey, response: Response, check: ResponseCheck) {
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || !type.includes('application/json')) return response
  const problem = check(key, await response.clone().json())
  return problem === null ? response : errorResponse(500, problem, 'contract')
}

/**
 * One handler = parse (zod) -> authenticate (session cookie or bearer) -> service -> JSON.
 * A resolver returning a Response is passed through (for multipart or custom headers).
 * `checkResponse` (the Node tests': mocks/node.ts) checks every JSON answer against the contract.
 */
export function createRoute(getServices: () => Promise<Services>, checkResponse?: ResponseCheck) {
  return function route<K extends EndpointKey, S extends z.ZodType | undefined = undefined>(
    key: K,
    schema: S,
    resolve: Resolve<S extends z.ZodType ? z.infer<S> : undefined, EndpointResponse<K>>,
  ): HttpHandler {
    const method = key.slice(0, key.indexOf(' ')).toLowerCase() as Method
    const path = key.slice(key.indexOf(' ') + 1)
    // '*' matches any origin: the page's own in the browser, http://localhost in Node tests.
    return http[method](`*${path}`, async ({ request, params }) => {
      try {
        const services = await getServices()
        const token = readToken(request)
        const user = await services.auth.authenticate(token)
        const caller: Caller = { userId: user?.id ?? null, guestSessionId: readGuest(request) }
        const body = (await readBody(request, schema)) as S extends z.ZodType
          ? z.infer<S>
          : undefined
        const stringParams = Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')]),
        )
        const result = await resolve({
          request,
          params: stringParams,
          url: new URL(request.url),
          body,
          caller,
          token,
          services,
        })
        const response = result instanceof Response ? result : HttpResponse.json(result as never)
        return checkResponse ? await checked(key, response, checkResponse) : response
      } catch (error) {
        return toErrorResponse(error)
      }
    })
  }
}

export type Route = ReturnType<typeof createRoute>
