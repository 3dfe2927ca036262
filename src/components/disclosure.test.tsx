// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { DisclosureItem } from './disclosure'

describe('DisclosureItem', () => {
  afterEach(cleanup)

  it('expands and collapses its answer from the question button', async () => {
    const user = userEvent.setup()
    render(<DisclosureItem title="Is it free?">Yes, the assessment is free.</DisclosureItem>)
    const question = screen.getByRole('button', { name: 'Is it free?' })
    expect(question.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText('Yes, the assessment is free.')).toBeNull()

    await user.click(question)
    expect(question.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Yes, the assessment is free.')).toBeTruthy()

    await user.click(question)
    expect(question.getAttribute('aria-expanded')).toBe('false')
  })
})
