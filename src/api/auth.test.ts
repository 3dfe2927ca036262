// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createElement } from 'react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_FAILED_MESSAGE, authKeys, isPasswordTooShort, useAuthActions } from './auth'
import { errorText } from './error-text'

const authErrorMessage = (error: unknown) => errorText(error, AUTH_FAILED_MESSAGE)
import { getGuestSessionId, readStored, storageKeys } from './browser-store'
import { ApiError } from './client'
import { serveApiInTests } from './testing/api-test-server'

const user = { id: 'u1', email: 'maya@example.com', name: 'Maya' }
const calls: string[] = []
const guestHeaders: (string | null)[] = []

serveApiInTests(
  http.post('http://api.test/api/auth/signup', () => {
    calls.push('signup')
    return HttpResponse.json({ token: 't', user, message: 'Account created successfully' })
  }),
  http.post('http://api.test/api/auth/signin', ({ request }) => {
    calls.push('signin')
    guestHeaders.push(request.headers.get('x-guest-session'))
    return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })
  }),
  http.post('http://api.test/api/auth/signout', () => {
    calls.push('signout')
    return HttpResponse.json({ success: true })
  }),
)

afterEach(() => {
  calls.length = 0
  guestHeaders.length = 0
  localStorage.clear()
  sessionStorage.clear()
})

function setup() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['matches', 'guest'], { stale: true })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children)
  const { result } = renderHook(() => useAuthActions(), { wrapper })
  return { queryClient, actions: () => result.current }
}

describe('errorText with the sign-in fallback', () => {
  it("uses the server's message field", () => {
    const error = new ApiError(409, JSON.stringify({ message: 'Email taken' }), 'Conflict')
    expect(authErrorMessage(error)).toBe('Email taken')
  })

  it("falls back to 'Authentication failed'", () => {
    expect(authErrorMessage(new ApiError(500, 'oops', 'Server Error'))).toBe(
      'Authentication failed',
    )
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe('Authentication failed')
  })
})

describe('isPasswordTooShort', () => {
  it('refuses fewer than 6 characters', () => {
    expect(isPasswordTooShort('12345')).toBe(true)
    expect(isPasswordTooShort('123456')).toBe(false)
  })
})

describe('useAuthActions', () => {
  it('sign-up makes the new user current and remembers the id on the device', async () => {
    const { queryClient, actions } = setup()
    await act(() => actions().signUp({ email: user.email, password: 'secret123' }))
    expect(queryClient.getQueryData(authKeys.user)).toEqual(user)
    expect(readStored(storageKeys.currentUserId)).toBe('u1')
    expect(queryClient.getQueryState(['matches', 'guest'])?.isInvalidated).toBe(true)
  })

  it('a refused sign-in throws ApiError and leaves the current user alone', async () => {
    const { queryClient, actions } = setup()
    queryClient.setQueryData(authKeys.user, null)
    const failure = await actions()
      .signIn({ email: user.email, password: 'nope-nope' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(authErrorMessage(failure)).toBe('Invalid email or password')
    expect(queryClient.getQueryData(authKeys.user)).toBeNull()
  })

  it('sign-out clears the user, the cookie and the cached data of the account', async () => {
    const { queryClient, actions } = setup()
    await act(() => actions().signUp({ email: user.email, password: 'secret123' }))
    document.cookie = 'auth_token=abc; Path=/'
    await act(() => actions().signOut())
    expect(calls).toEqual(['signup', 'signout'])
    expect(queryClient.getQueryData(authKeys.user)).toBeNull()
    expect(queryClient.getQueryData(['matches', 'guest'])).toBeUndefined()
    expect(document.cookie).not.toContain('auth_token=abc')
    expect(readStored(storageKeys.currentUserId)).toBeNull()
  })

  it('sign-out forgets the person: ids, name, intent, drafts; and starts a new guest', async () => {
    const { actions } = setup()
    await act(() => actions().signUp({ email: user.email, password: 'secret123' }))
    const guestBefore = getGuestSessionId()
    for (const key of Object.values(storageKeys)) localStorage.setItem(key, `left-${key}`)
    localStorage.setItem(storageKeys.guestSessionId, guestBefore ?? '')
    sessionStorage.setItem('salespath:diagnostic-draft', '{"answers":{"first_name":"Maya"}}')
    await act(() => actions().signOut())
    const left = Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null)
    expect(left).toEqual([storageKeys.guestSessionId])
    expect(getGuestSessionId()).toMatch(/^guest-\d+-\d+$/)
    expect(getGuestSessionId()).not.toBe(guestBefore)
    expect(sessionStorage.length).toBe(0)
  })

  it("a plain sign-in does not carry the current guest's id; saving results does", async () => {
    const { actions } = setup()
    const guest = getGuestSessionId()
    const input = { email: user.email, password: 'nope-nope' }
    await actions()
      .signIn(input, { claimGuest: true })
      .catch(() => undefined)
    await actions()
      .signIn(input)
      .catch(() => undefined)
    expect(guestHeaders[0]).toBe(guest)
    expect(guestHeaders[1]).not.toBe(guest)
    expect(guestHeaders[1]).toMatch(/^guest-\d+-\d+$/)
  })
})

describe('sign-up input checks', () => {
  it('refuses a bad email or an over-long name before any request, in the words of the API', async () => {
    const { actions } = setup()
    const bad = await actions()
      .signUp({ email: 'maya@', password: 'secret123' })
      .catch((error: unknown) => error)
    expect(authErrorMessage(bad)).toBe('Enter a valid email, like name@example.com')
    const long = await actions()
      .signUp({ name: 'x'.repeat(121), email: user.email, password: 'secret123' })
      .catch((error: unknown) => error)
    expect(authErrorMessage(long)).toBe('Name must be at most 120 characters')
    expect(calls).toEqual([])
  })
})
