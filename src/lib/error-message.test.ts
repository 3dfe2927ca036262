import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { errorMessage } from './error-message'

describe('error messages people read', () => {
  it('uses the server’s own words when it sent some', () => {
    const error = new ApiError(
      402,
      JSON.stringify({ message: 'Not enough credits.' }),
      'Payment Required',
    )
    expect(errorMessage(error, 'Could not unlock.')).toBe('Not enough credits.')
  })

  it('falls back to the screen’s text, never raw exception text', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not unlock.')).toBe(
      'Could not unlock.',
    )
    expect(errorMessage(new ApiError(500, '', 'Internal Server Error'), 'Could not unlock.')).toBe(
      'Could not unlock.',
    )
  })
})
