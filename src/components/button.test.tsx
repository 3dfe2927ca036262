// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, buttonClasses } from './button'

describe('Button', () => {
  afterEach(cleanup)

  it('is a plain button by default so it never submits a form by accident', () => {
    render(<Button>Next</Button>)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' })
    expect(button.type).toBe('button')
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-busy')).toBeNull()
  })

  it('while loading is disabled, busy, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn()
    const user = userEvent.setup()
    render(
      <Button loading onClick={onClick}>
        Generate My Roadmap
      </Button>,
    )
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Generate My Roadmap',
    })
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('buttonClasses', () => {
  it('gives each variant and size its own look', () => {
    const looks = (['primary', 'secondary', 'ghost', 'danger', 'outline'] as const).map((v) =>
      buttonClasses(v, 'md'),
    )
    expect(new Set(looks).size).toBe(5)
    expect(buttonClasses('primary', 'sm')).not.toBe(buttonClasses('primary', 'lg'))
  })
})
