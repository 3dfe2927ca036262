// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Tabs } from './tabs'

const items = [
  { id: 'earn', label: 'Earn', content: <p>Invite a friend</p> },
  { id: 'buy', label: 'Buy', content: <p>Starter pack</p> },
]

describe('Tabs', () => {
  afterEach(cleanup)

  it('shows the first panel and switches on click and arrow keys', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="Credits" />)
    expect(screen.getByRole('tablist', { name: 'Credits' })).toBeTruthy()
    expect(screen.getByRole('tabpanel').textContent).toBe('Invite a friend')

    await user.click(screen.getByRole('tab', { name: 'Buy' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Starter pack')

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Earn' }).getAttribute('aria-selected')).toBe('true')
  })

  it('follows a controlled index and reports changes', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Tabs items={items} selectedIndex={1} onChange={onChange} />)
    expect(screen.getByRole('tabpanel').textContent).toBe('Starter pack')
    await user.click(screen.getByRole('tab', { name: 'Earn' }))
    expect(onChange).toHaveBeenCalledWith(0)
  })
})
