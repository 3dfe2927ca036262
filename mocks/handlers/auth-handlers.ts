import { HttpResponse } from 'msw'
import { AUTH_COOKIE, signInRequest, signUpRequest } from '@/contract'
import { SESSION_DAYS } from '@/services'
import type { Route } from '../http-kit'

function sessionCookie(token: string, maxAgeSeconds: number) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`
}

/**
 * Browsers ignore Set-Cookie on responses made inside the page, so the in-browser server writes the
 * cookie itself; the header stays for a real server and for Node tests.
 */
function withCookie(body: object, cookie: string, status = 200) {
  if (typeof document !== 'undefined') document.cookie = cookie
  return HttpResponse.json(body, { status, headers: { 'Set-Cookie': cookie } })
}

export function authHandlers(route: Route) {
  const maxAge = SESSION_DAYS * 24 * 60 * 60
  return [
    route('GET /api/auth/user', undefined, ({ caller, services }) =>
      services.auth.currentUser(caller),
    ),
    route('POST /api/auth/signup', signUpRequest, async ({ body, caller, services }) => {
      const result = await services.auth.signUp(body, caller)
      return withCookie(result, sessionCookie(result.token, maxAge), 201)
    }),
    route('POST /api/auth/signin', signInRequest, async ({ body, caller, services }) => {
      const result = await services.auth.signIn(body, caller)
      return withCookie(result, sessionCookie(result.token, maxAge))
    }),
    route('POST /api/auth/signout', undefined, async ({ token, services }) => {
      await services.auth.signOut(token)
      return withCookie({ success: true }, sessionCookie('', 0))
    }),
  ]
}
