import { HttpResponse, type HttpHandler } from 'msw'
import { accountImportRequest, AUTH_COOKIE, deleteAccountRequest } from '@/contract'
import type { Route } from '../http-kit'

/** The session cookie, expired: a deleted account is signed out on this device at once. */
function expiredSessionCookie() {
  const cookie = `${AUTH_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
  // In the page, Set-Cookie on an intercepted response is ignored (see auth-handlers.ts).
  if (typeof document !== 'undefined') document.cookie = cookie
  return cookie
}

export function accountHandlers(route: Route): HttpHandler[] {
  return [
    route('GET /api/account/export', undefined, async ({ caller, services }) => {
      const file = await services.account.exportData(caller)
      const day = file.exportedAt.slice(0, 10)
      return HttpResponse.json(file, {
        headers: {
          'Content-Disposition': `attachment; filename="salespath-export-${day}.json"`,
          'Cache-Control': 'no-store',
        },
      })
    }),
    // Any JSON is accepted here: the service checks the whole file and explains what is wrong.
    route('POST /api/account/import', accountImportRequest, ({ body, caller, services }) =>
      services.account.importData(caller, body),
    ),
    route('DELETE /api/account', deleteAccountRequest, async ({ body, caller, services }) => {
      const result = await services.account.deleteAccount(caller, body.confirmEmail)
      return HttpResponse.json(result, { headers: { 'Set-Cookie': expiredSessionCookie() } })
    }),
  ]
}
