// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { serveApiInTests } from '@/api/testing/api-test-server'
import { InPlaceAuthDialog } from './in-place-auth-dialog'

// jsdom has no Web Animations API; an empty list lets Headless UI settle transitions at once.
vi.hoisted(() => {
  if (!('getAnimations' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'getAnimations', { value: () => [] })
  }
})

let signInStatus = 200
const user = { id: 'u1', email: 'dana@example.com', name: 'Dana', createdAt: '2026-01-01' }
serveApiInTests(
  http.post('http://api.test/api/auth/signin', () =>
    signInStatus === 200
      ? HttpResponse.json({ token: 't', user, message: 'Signed in' })
      : HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
  ),
)

function renderSignIn() {
  const queryClient = createQueryClient()
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries')
  const onClose = vi.fn()
  const onSignedIn = vi.fn()
  render(
    <QueryClientProvider client={queryClient}>
      <InPlaceAuthDialog mode="signin" onClose={onClose} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  )
  return { invalidated, onClose, onSignedIn, user: userEvent.setup() }
}

async function signIn(events: ReturnType<typeof userEvent.setup>) {
  await events.type(screen.getByLabelText('Email'), 'dana@example.com')
  await events.type(screen.getByLabelText('Password'), 'secret123')
  await events.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('InPlaceAuthDialog', () => {
  afterEach(() => {
    cleanup()
    signInStatus = 200
    localStorage.clear()
  })

  it('signs in, closes, refreshes every query, then says so', async () => {
    const { invalidated, onClose, onSignedIn, user: events } = renderSignIn()
    await signIn(events)
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledTimes(1)
    })
    expect(onClose).toHaveBeenCalled()
    expect(invalidated).toHaveBeenCalledWith()
  })

  it('stays open with the reason when the sign-in is refused', async () => {
    signInStatus = 401
    const { onClose, onSignedIn, user: events } = renderSignIn()
    await signIn(events)
    expect(await screen.findByText(/Invalid email or password/)).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})
