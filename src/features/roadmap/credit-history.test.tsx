// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreditsOverview } from '@/contract'
import { CreditHistory } from './credit-history'

/** 12 entries, newest first: 'Give feedback 12' ... 'Give feedback 1', paged like GET /api/credits. */
const ledger = Array.from({ length: 12 }, (_, i) => ({
  amount: i % 2 === 0 ? 5 : -15,
  kind: i % 2 === 0 ? ('earn' as const) : ('unlock' as const),
  key: `k${String(12 - i)}`,
  note: `Entry ${String(12 - i)}`,
  createdAt: '2026-12-02T12:00:00.000Z',
}))

function pageOf(url: URL): CreditsOverview {
  const limit = Number(url.searchParams.get('limit'))
  const from = Number(url.searchParams.get('cursor') ?? 0)
  const history = ledger.slice(from, from + limit)
  const next = from + limit
  return {
    balance: 0,
    completedActions: [],
    remainingEarnable: 0,
    history,
    nextCursor: next < ledger.length ? next : null,
  }
}

type Answer = 'ok' | 'fail' | 'hold'

/** A fetch answering /api/credits from `ledger`; each call takes the next answer in `plan`. */
function serve(plan: Answer[]) {
  const held: (() => void)[] = []
  const calls: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost')
      calls.push(url)
      const answer = plan.shift() ?? 'ok'
      const respond = () =>
        answer === 'fail'
          ? new Response(JSON.stringify({ message: 'The history is not available' }), {
              status: 500,
            })
          : new Response(JSON.stringify(pageOf(url)), { status: 200 })
      if (answer !== 'hold') return Promise.resolve(respond())
      return new Promise<Response>((resolve) => held.push(() => resolve(respond())))
    }),
  )
  return { calls, release: () => held.shift()?.() }
}

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CreditHistory describeError={(e) => (e instanceof Error ? e.message : 'failed')} />
    </QueryClientProvider>,
  )
  const toggle = screen.getByRole('button', { name: 'Credit history' })
  return { toggle }
}

const rows = () => screen.getAllByRole('listitem')

describe('credit history in the credits dialog', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks for nothing until opened, then shows a page and Show more adds the next', async () => {
    const server = serve(['ok', 'hold'])
    const { toggle } = renderHistory()
    expect(server.calls).toHaveLength(0)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('status').textContent).toContain('Loading your credit history')
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(rows()[0]?.textContent).toContain('Earned: Entry 12')
    expect(rows()[1]?.textContent).toContain('\u221215 credits')
    expect(server.calls[0]?.searchParams.get('limit')).toBe('10')
    expect(server.calls[0]?.searchParams.has('cursor')).toBe(false)

    const more = screen.getByRole('button', { name: 'Show more' })
    more.focus()
    fireEvent.click(more)
    const loading = await screen.findByRole('button', { name: 'Loading more...' })
    // Still enabled while it loads, so focus stays on it rather than falling to the page.
    expect(loading.hasAttribute('disabled')).toBe(false)
    expect(loading.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(loading)
    fireEvent.click(loading)
    expect(server.calls).toHaveLength(2)

    server.release()
    await waitFor(() => expect(rows()).toHaveLength(12))
    expect(server.calls[1]?.searchParams.get('cursor')).toBe('10')
    // Focus moves to the first new entry; the last page has no Show more.
    expect(document.activeElement).toBe(rows()[10])
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('says why the first page failed and Try again loads it', async () => {
    serve(['fail', 'ok'])
    const { toggle } = renderHistory()
    fireEvent.click(toggle)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your credit history could not load')
    expect(alert.textContent).toContain('The history is not available')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the entries shown when the next page fails, and Show more tries again', async () => {
    serve(['ok', 'fail', 'ok'])
    const { toggle } = renderHistory()
    fireEvent.click(toggle)
    await waitFor(() => expect(rows()).toHaveLength(10))
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect((await screen.findByRole('alert')).textContent).toContain('not available')
    expect(rows()).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(rows()).toHaveLength(12))
  })
})
