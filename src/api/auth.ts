import { useQuery } from '@tanstack/react-query'
import { getJson, sendJson } from './client'
import { storageKeys, writeStored } from './browser-store'
import { AUTH_COOKIE, type AuthResponse, type PublicUser } from './contract'

export const authKeys = { user: ['auth', 'user'] as const }

export const fetchCurrentUser = () => getJson<PublicUser>('/api/auth/user', { on401: 'null' })

export const currentUserQuery = {
  queryKey: authKeys.user,
  queryFn: fetchCurrentUser,
}

/** Signed in = the current-user call returns a user (spec section 4, "Signed state"). */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery)
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error }
}

function remember(response: AuthResponse) {
  writeStored(storageKeys.currentUserId, response.user.id)
  writeStored(storageKeys.userEmail, response.user.email)
  return response
}

export async function signUp(input: { name?: string; email: string; password: string }) {
  return remember(await sendJson<AuthResponse>('POST', '/api/auth/signup', input))
}

export async function signIn(input: { email: string; password: string }) {
  return remember(await sendJson<AuthResponse>('POST', '/api/auth/signin', input))
}

/** Ends the session on the device and clears the auth_token cookie (spec section 4). */
export async function signOut() {
  try {
    await sendJson('POST', '/api/auth/signout')
  } finally {
    if (typeof document !== 'undefined') {
      document.cookie = `${AUTH_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
    }
    writeStored(storageKeys.currentUserId, null)
    writeStored(storageKeys.userEmail, null)
  }
}
