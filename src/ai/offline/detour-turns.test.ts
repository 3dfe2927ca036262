import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Detours inside a conversation (a laptop, a city to live in, a book) and the way back, with the
 * shipped reader, where Becky had given the thread's bullets to the detour or "Got it, that helps"
 * to a question.
 */

await withShippedReader()

describe('a city to live in, then its jobs', () => {
  const [, city, jobs] = playTurns(
    [
      'I want to become an AE in the next year',
      'also do you know if Austin is a good city to live in',
      'are there many sales jobs there',
    ],
    mayaContext,
  )

  it('says a city to live in is outside what Becky knows, not more on SDR to AE', () => {
    expect(city?.situation).toBe('off_topic')
  })
  it('reads "are there many sales jobs there" as the search', () => {
    expect(jobs?.situation).toBe('job_search')
    expect(jobs?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('back to the PIP after a detour', () => {
  it('answers whether to tell recruiters first, not a sub-case about retaliation', () => {
    const [, , recruiters] = playTurns(
      [
        "I'm on a PIP, 30 days to book 12 meetings",
        'random question, what laptop should I get for work',
        'ok back to the PIP, should I tell recruiters about it',
      ],
      mayaContext,
    )
    expect(recruiters?.situation).toBe('pip')
    expect(recruiters?.text).toMatch(
      /^(In short: |Maya, )you do not have to explain a PIP to recruiters/i,
    )
    expect(recruiters?.text).not.toMatch(/maternity/)
  })
})

describe('a question after a detour in an offer', () => {
  it('never meets "ok so what number should I counter with" with "Got it, that helps"', () => {
    const [, , counter] = playTurns(
      [
        'how do I negotiate my offer, they said 65k base',
        "btw what's a good book on negotiation",
        'ok so what number should I counter with',
      ],
      mayaContext,
    )
    expect(counter?.situation).toBe('offer_negotiation')
    expect(counter?.text).not.toMatch(/Got it, that helps/)
  })
})
