// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { PasswordField, TextField } from './form-field'

function describedTexts(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`)
}

describe('TextField', () => {
  afterEach(cleanup)

  it('labels the input and links hint and error with aria-describedby', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email" />)
    const input = screen.getByLabelText('Email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedTexts(input)).toEqual(['We never share it.', 'Enter a valid email'])
  })

  it('is not invalid and describes only the hint when there is no error', () => {
    render(<TextField label="Full Name" hint="As on your resume" />)
    const input = screen.getByLabelText('Full Name')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(describedTexts(input)).toEqual(['As on your resume'])
  })

  it('keeps a description the caller already linked', () => {
    render(
      <>
        <p id="outside">Shown above</p>
        <TextField label="Email" aria-describedby="outside" error="Required" />
      </>,
    )
    expect(describedTexts(screen.getByLabelText('Email'))).toEqual(['Shown above', 'Required'])
  })
})

describe('PasswordField', () => {
  afterEach(cleanup)

  it('toggles between hidden and shown with a labelled button', async () => {
    const user = userEvent.setup()
    render(<PasswordField placeholder="Min 6 characters" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')

    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')

    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input.getAttribute('type')).toBe('password')
  })

  it('does not submit its form when toggled', async () => {
    const user = userEvent.setup()
    let submitted = false
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submitted = true
        }}
      >
        <PasswordField />
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(submitted).toBe(false)
  })

  it('links its error text', () => {
    render(<PasswordField error="Password must be at least 6 characters" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedTexts(input)).toEqual(['Password must be at least 6 characters'])
  })
})
