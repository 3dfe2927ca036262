// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStored, storageKeys } from '@/api/browser-store'
import { serveApiInTests } from '@/api/testing/api-test-server'
import { createQueryClient } from '@/api/query-client'
import { ToastProvider } from '@/components/toast'
import { useSaveResults } from './use-save-results'

const user = { id: 'u-42', email: 'ada@example.com', name: 'Ada' }
const sent: unknown[] = []

serveApiInTests(
  http.post('http://api.test/api/auth/signup', async ({ request }) => {
    sent.push(await request.json())
    return HttpResponse.json({ token: 't', user, message: 'Account created successfully' })
  }),
  http.post('http://api.test/api/auth/signin', () =>
    HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
  ),
  http.get('http://api.test/api/auth/user', () => HttpResponse.json(user)),
)

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}

afterEach(() => {
  cleanup()
  sent.length = 0
  localStorage.clear()
})

describe('useSaveResults (the results-page account dialog)', () => {
  it('signs up with the full name, toasts the welcome, stores the user id, then goes on', async () => {
    const { result } = renderHook(() => useSaveResults(), { wrapper })
    const next = vi.fn()
    act(() => result.current.ask(next))
    expect(result.current.open).toBe(true)
    await act(() =>
      result.current.submit('signup', {
        name: 'Ada',
        email: 'ada@example.com',
        password: 'secret1',
      }),
    )
    expect(sent).toEqual([{ name: 'Ada', email: 'ada@example.com', password: 'secret1' }])
    expect(screen.getByText('Welcome to SalesPath')).toBeTruthy()
    expect(screen.getByText('Your account has been created successfully.')).toBeTruthy()
    expect(readStored(storageKeys.currentUserId)).toBe('u-42')
    expect(next).toHaveBeenCalledOnce()
    expect(result.current.open).toBe(false)
  })

  it("rejects with the server's message for the inline error, its only message", async () => {
    const { result } = renderHook(() => useSaveResults(), { wrapper })
    const next = vi.fn()
    act(() => result.current.ask(next))
    let failure: unknown
    await act(async () => {
      await result.current
        .submit('signin', { email: 'ada@example.com', password: 'wrong-one' })
        .catch((error: unknown) => {
          failure = error
        })
    })
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe('Invalid email or password')
    expect(screen.queryByText('Authentication Error')).toBeNull()
    expect(screen.queryByText('Invalid email or password')).toBeNull()
    expect(next).not.toHaveBeenCalled()
    expect(result.current.open).toBe(true)
  })
})
