// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessageText } from './message-text'

afterEach(cleanup)

describe('MessageText', () => {
  it('renders bold, lists and line breaks as elements', () => {
    const { container } = render(<MessageText text={'Hi **Ada**\nReady?\n\n- one\n- two'} />)
    expect(container.querySelector('strong')?.textContent).toBe('Ada')
    expect(container.querySelectorAll('br')).toHaveLength(1)
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ])
  })

  it('shows HTML and script as text and never creates or runs them', () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const payload = '<img src=x onerror=alert(1)> <script>alert(2)</script> **<b>bold</b>**'
    const { container } = render(<MessageText text={payload} />)
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(container.textContent).toBe(
      '<img src=x onerror=alert(1)> <script>alert(2)</script> <b>bold</b>',
    )
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>')
    expect(alert).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('renders a draft quoted with "> " as one blockquote, keeping its blank line', () => {
    const { container } = render(
      <MessageText
        text={'Here is a way to say it:\n\n> Hi **Sam**,\n>\n> thanks.\n\nThen listen.'}
      />,
    )
    const quote = container.querySelector('blockquote')
    expect(quote?.querySelectorAll('p')).toHaveLength(2)
    expect(quote?.textContent).toBe('Hi Sam,thanks.')
    expect(quote?.querySelector('strong')?.textContent).toBe('Sam')
    expect(container.textContent).not.toContain('>')
  })

  it('copies a quoted draft as plain text', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { getByRole, findByRole } = render(<MessageText text={'> Hi **Sam**,\n>\n> thanks.'} />)
    getByRole('button', { name: 'Copy text' }).click()
    expect(writeText).toHaveBeenCalledWith('Hi Sam,\n\nthanks.')
    expect(await findByRole('button', { name: 'Copied' })).toBeTruthy()
  })
})
