// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar, initialsOf } from './avatar'
import { BeckyAvatar } from './becky-avatar'

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('ada lovelace')).toBe('AL')
    expect(initialsOf('  Grace   Brewster Hopper ')).toBe('GH')
    expect(initialsOf('Cher')).toBe('C')
    expect(initialsOf('   ')).toBe('?')
  })
})

describe('Avatar', () => {
  afterEach(cleanup)

  it('is an image named after the person unless decorative', () => {
    const { rerender } = render(<Avatar name="Jordan Lee" />)
    expect(screen.getByRole('img', { name: 'Jordan Lee' }).textContent).toBe('JL')
    rerender(<Avatar name="Jordan Lee" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('BeckyAvatar', () => {
  afterEach(cleanup)

  it('draws at the spec sizes with alt text that names the mood', () => {
    const { rerender } = render(<BeckyAvatar size="small" mood="excited" />)
    const small = screen.getByRole('img', { name: /Becky.*excitement/ })
    expect(small.getAttribute('width')).toBe('48')

    rerender(<BeckyAvatar size="large" mood="curious" />)
    const large = screen.getByRole('img', { name: /Becky.*curious/ })
    expect(large.getAttribute('width')).toBe('120')

    rerender(<BeckyAvatar />)
    expect(screen.getByRole('img', { name: /Becky.*smiling/ }).getAttribute('width')).toBe('96')
  })

  it('hides itself from assistive tech with empty alt text', () => {
    render(<BeckyAvatar alt="" />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})
