// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PageSpinner } from './page-spinner'
import { Spinner } from './spinner'

describe('Spinner', () => {
  afterEach(cleanup)

  it("announces 'Loading...' by default in a status region", () => {
    render(<Spinner />)
    expect(screen.getByRole('status').textContent).toBe('Loading...')
  })

  it('uses a custom label', () => {
    render(<Spinner label="Analyzing Your Profile..." showLabel />)
    expect(screen.getByRole('status').textContent).toBe('Analyzing Your Profile...')
  })

  it('page spinner shows the visible Loading... text while auth loads', () => {
    render(<PageSpinner />)
    const label = screen.getByText('Loading...')
    expect(label.className).not.toContain('sr-only')
  })
})
