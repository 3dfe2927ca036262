import { describe, expect, it } from 'vitest'
import { ApiError } from './client'
import { errorText, GENERIC_ERROR_TEXT, UserFacingError } from './error-text'

const apiError = (status: number, body: unknown, statusText = '') =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), statusText)

describe('errorText: what a person reads when something fails', () => {
  it("uses the server's own sentence when it sent one", () => {
    const error = apiError(402, { message: 'Not enough credits: you need 5 more.' })
    expect(errorText(error, 'Could not unlock.')).toBe('Not enough credits: you need 5 more.')
  })

  it('never shows a status code or a JSON body', () => {
    const raw = apiError(402, { error: 'insufficient', need: 5 }, 'Payment Required')
    expect(raw.message).toMatch(/^402: \{/)
    const text = errorText(raw)
    expect(text).toBe("You don't have enough credits for that yet.")
    expect(text).not.toMatch(/\d{3}|[{}]/)
    expect(errorText(apiError(400, { message: '{"field":"email"}' }), 'Fix it.')).toBe(
      "That didn't look right. Check it and try again.",
    )
    expect(errorText(apiError(418, 'teapot'), 'Could not unlock.')).toBe('Could not unlock.')
  })

  it('never shows exception text, only the fallback', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Could not unlock.')).toBe(
      'Could not unlock.',
    )
    expect(errorText(new Error('x is undefined'))).toBe(GENERIC_ERROR_TEXT)
    expect(errorText(apiError(500, { message: 'TypeError: boom at db.ts:12' }))).toBe(
      GENERIC_ERROR_TEXT,
    )
  })

  it('keeps the words of an error written for people', () => {
    expect(errorText(new UserFacingError('Name must be 120 characters or fewer'))).toBe(
      'Name must be 120 characters or fewer',
    )
  })
})
