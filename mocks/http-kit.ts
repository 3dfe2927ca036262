import { http, HttpResponse, type HttpHandler } from 'msw'
import { z } from 'zod'
import { AUTH_COOKIE, GUEST_SESSION_HEADER, guestSessionIdPattern } from '@/api/contract'
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

type Resolve<Body> = (ctx: HandlerContext<Body>) => unknown

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

async function readBody(request: Request, schema: z.ZodType | undefined) {
  if (!schema) return undefined
  const text = await request.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    throw new ServiceError(400, 'Request body must be valid JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new ServiceError(400, `${where}${issue?.message ?? 'Invalid request body'}`)
  }
  return parsed.data
}

/** Maps anything a service throws to a JSON error: expected failures keep their status, bugs are 500. */
function toErrorResponse(error: unknown) {
  if (error instanceof ServiceError) return errorResponse(error.status, error.message, error.code)
  const detail = error instanceof Error ? error.message : String(error)
  return errorResponse(500, `Something went wrong on this device: ${detail}`, 'internal')
}

/**
 * One handler = parse (zod) -> authenticate (session cookie or bearer) -> service -> JSON.
 * A resolver returning a Response is passed through (for multipart or custom headers).
 */
export function createRoute(getServices: () => Promise<Services>) {
  return function route<S extends z.ZodType | undefined = undefined>(
    method: Method,
    path: string,
    schema: S,
    resolve: Resolve<S extends z.ZodType ? z.infer<S> : undefined>,
  ): HttpHandler {
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
        return result instanceof Response ? result : HttpResponse.json(result as never)
      } catch (error) {
        return toErrorResponse(error)
      }
    })
  }
}

export type Route = ReturnType<typeof createRoute>
