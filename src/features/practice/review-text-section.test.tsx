// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setApiBaseUrl } from '@/api/client'
import { createQueryClient } from '@/api/query-client'
import { reviewText, type TextFormat } from '@/domain/practice/review'
import { ReviewTextSection } from './review-text-section'

const sent: unknown[] = []
const server = setupServer(
  http.post('http://api.test/api/practice/review', async ({ request }) => {
    const body = (await request.json()) as { text: string; format?: TextFormat }
    sent.push(body)
    return HttpResponse.json({ review: reviewText(body.text, body.format) })
  }),
)

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewTextSection />
    </QueryClientProvider>,
  )
  return {
    box: screen.getByRole('textbox', { name: 'Your text' }),
    format: screen.getByRole('combobox', { name: 'Format' }),
    button: screen.getByRole('button', { name: 'Review' }),
  }
}

beforeAll(() => {
  setApiBaseUrl('http://api.test')
  server.listen({ onUnhandledFrame: 'error' })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  sent.length = 0
})
afterAll(() => {
  server.close()
})

describe('Review my text on the practice screen', () => {
  it('says what is wrong with an empty or too long text, on the box, without calling the api', async () => {
    const user = userEvent.setup()
    const { box, button } = renderSection()
    await user.click(button)
    expect(screen.getByRole('alert').textContent).toMatch(/^Paste the text you want reviewed/)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id)
    await user.click(box)
    await user.paste('x'.repeat(5001))
    await user.click(button)
    expect(screen.getByRole('alert').textContent).toMatch(/5,000 characters or fewer/)
    expect(screen.getByText('5,001 / 5,000 characters')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('reviews a pasted LinkedIn note with the keyboard: format chosen, lines quoted, text shown as text', async () => {
    const user = userEvent.setup()
    const { box, format } = renderSection()
    expect((format as HTMLSelectElement).value).toBe('auto')
    await user.click(box)
    await user.paste(
      'Hi Sam, <img src=x onerror=alert(1)> congrats on the new role at Brightwave! Open to a chat next week?',
    )
    await user.selectOptions(format, 'LinkedIn message')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Review' }))
    await user.keyboard('{Enter}')
    const heading = await screen.findByRole('heading', { name: 'Review: LinkedIn message' })
    expect(document.activeElement).toBe(heading)
    expect(sent).toEqual([expect.objectContaining({ format: 'linkedin' })])
    const criteria = screen.getByRole('list', { name: 'Review criteria' })
    expect(within(criteria).queryByText(/subject line/i)).toBeNull()
    expect(criteria.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(document.querySelector('img')).toBeNull()
    expect(criteria.querySelectorAll('q').length).toBeGreaterThan(0)
    expect(screen.queryByTestId('review-credits')).toBeNull()
  })

  it('offers the work message and judges a message to a manager on its date and tone, not on prospecting', async () => {
    const user = userEvent.setup()
    const { box, format, button } = renderSection()
    expect(within(format).getByRole('option', { name: 'Work message' })).toBeTruthy()
    await user.click(box)
    await user.paste(
      'Hi Mark, this is ridiculous. Per my comp plan the Acme renewal pays 8% commission and it is still missing!!',
    )
    await user.selectOptions(format, 'Work message')
    await user.click(button)
    await screen.findByRole('heading', { name: 'Review: Work message' })
    expect(sent).toEqual([expect.objectContaining({ format: 'work_message' })])
    const criteria = screen.getByRole('list', { name: 'Review criteria' })
    expect(criteria.textContent).toContain('Calm and factual')
    expect(criteria.textContent).toContain('by [a day, like Friday at noon]')
    expect(criteria.textContent).not.toMatch(/subject line|personalised/i)
  })

  it('says so when the review was the format’s first pass and earned credits', async () => {
    server.use(
      http.post('http://api.test/api/practice/review', async ({ request }) => {
        const body = (await request.json()) as { text: string }
        return HttpResponse.json({ review: reviewText(body.text), creditsEarned: 2, saved: true })
      }),
    )
    const user = userEvent.setup()
    const { box, button } = renderSection()
    await user.click(box)
    await user.paste('Hi Sam, congrats on the new role at Brightwave! Open to a chat next week?')
    await user.click(button)
    expect((await screen.findByTestId('review-credits')).textContent).toBe(
      'First pass: 2 credits added to your account.',
    )
  })
})
