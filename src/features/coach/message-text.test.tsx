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
})
