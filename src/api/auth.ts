import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api, apiOrNullOn401 } from './client'
import { errorText, UserFacingError } from './error-text'
import { forgetPerson, startFreshGuest, storageKeys, writeStored } from './browser-store'
import {
  AUTH_COOKIE,
  emailProblem,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/contract/constants'
import type { AuthResponse } from '@/contract'

export const authKeys = { user: ['auth', 'user'] as const }

/**
 * Without an auth_token cookie there is no session to ask about, so a visitor's first paint skips
 * the call (and the in-page server chunk). Later checks always ask: they follow writes (a sign-in
 * here or in another tab) whose cookie may land just after the write that triggered them.
 */
let firstCheck = true

function hasAuthCookie(): boolean {
  if (typeof document === 'undefined') return true
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE}=`))
}

export const fetchCurrentUser = async () => {
  const skip = firstCheck && !hasAuthCookie()
  firstCheck = false
  return skip ? null : apiOrNullOn401('GET /api/auth/user')
}

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

/** A sign-up the server would refuse, refused here first with the same words. */
export class AuthInputError extends UserFacingError {
  override name = 'AuthInputError'
}

function signUpProblem(input: { name?: string; email: string }): string | null {
  if ((input.name?.trim().length ?? 0) > NAME_MAX_LENGTH) {
    return `Name must be at most ${String(NAME_MAX_LENGTH)} characters`
  }
  return emailProblem(input.email)
}

export async function signUp(input: { name?: string; email: string; password: string }) {
  const problem = signUpProblem(input)
  if (problem) throw new AuthInputError(problem)
  return remember(await api('POST /api/auth/signup', { body: input }))
}

/**
 * Sign-in moves the current guest's answers, results and chat into the account only when asked
 * (the results dialog's "save my results"). Otherwise the guest may be someone else on a shared
 * device, so the sign-in starts from a fresh guest identity and takes nothing of theirs.
 */
export async function signIn(
  input: { email: string; password: string },
  options: { claimGuest?: boolean } = {},
) {
  if (!options.claimGuest) startFreshGuest()
  return remember(await api('POST /api/auth/signin', { body: input }))
}

/**
 * Ends the session on the device and clears the auth_token cookie (spec section 4), then forgets
 * the person: the next one on a shared device starts as a new guest.
 */
export async function signOut() {
  try {
    await api('POST /api/auth/signout')
  } finally {
    if (typeof document !== 'undefined') {
      document.cookie = `${AUTH_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
    }
    forgetPerson()
  }
}

const NEW_ACCOUNT_KEY = 'salespath.newAccount'

/**
 * A new account is welcomed, a returning one welcomed back: sign-up marks the account as new for
 * this tab's visit (sessionStorage), so a later visit or a sign-in greets it as returning.
 */
function markNewAccount(userId: string | null) {
  try {
    if (userId === null) sessionStorage.removeItem(NEW_ACCOUNT_KEY)
    else sessionStorage.setItem(NEW_ACCOUNT_KEY, userId)
  } catch {
    // Storage refused: the greeting falls back to 'Welcome back', nothing else depends on it.
  }
}

export function isNewAccountThisVisit(userId: string): boolean {
  try {
    return sessionStorage.getItem(NEW_ACCOUNT_KEY) === userId
  } catch {
    return false
  }
}

/** Spec section 8's fallback when the server gives no message. */
export const AUTH_FAILED_MESSAGE = 'Authentication failed'

/**
 * Signs up or in for a dialog that shows its own inline error: a failure becomes an Error whose
 * message is the one line the user reads.
 */
export async function submitAuthDialog(
  mode: 'signup' | 'signin',
  credentials: { name?: string; email: string; password: string },
): Promise<void> {
  try {
    if (mode === 'signup') await signUp(credentials)
    else await signIn(credentials)
  } catch (error) {
    throw new Error(errorText(error, AUTH_FAILED_MESSAGE), { cause: error })
  }
}

/** Spec section 5: the landing modal checks this before sending anything. */
export function isPasswordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH
}

/**
 * Sign-up, sign-in and sign-out that keep the query cache in step, so a screen only wires toasts
 * and navigation. Requests throw `ApiError` like every call; pass it to `errorText`.
 */
export function useAuthActions() {
  const queryClient = useQueryClient()
  return useMemo(() => {
    const adopt = async (response: AuthResponse) => {
      queryClient.setQueryData(authKeys.user, response.user)
      // Guest answers and results now belong to the account, so every other read is stale.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })
      await queryClient.invalidateQueries({ queryKey: ['auth'] })
      return response
    }
    return {
      signUp: async (input: { name?: string; email: string; password: string }) => {
        const response = await signUp(input)
        markNewAccount(response.user.id)
        return adopt(response)
      },
      signIn: async (
        input: { email: string; password: string },
        options: { claimGuest?: boolean } = {},
      ) => {
        markNewAccount(null)
        return adopt(await signIn(input, options))
      },
      signOut: async () => {
        try {
          await signOut()
        } finally {
          queryClient.setQueryData(authKeys.user, null)
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })
        }
      },
      /**
       * Spec section 4: sign out, then go to / and reload. The cookie is cleared even when the
       * request fails (offline, storage error), so the user is signed out on this device anyway.
       */
      signOutAndReload: async () => {
        try {
          await signOut()
        } catch {
          // The local cookie and ids are already gone; the reload shows the signed-out page.
        }
        window.location.assign('/')
      },
    }
  }, [queryClient])
}
