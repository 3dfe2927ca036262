import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Career changers played as whole conversations on 2026-12-05 (a recruiter, a veteran, a small
 * business owner, a retail seller), with the shipped reader. Each turn tested here got a wrong
 * card or a menu before.
 */

await withShippedReader()

describe('a recruiter on 70k plus commission', () => {
  const [, pay, pitch] = playTurns(
    [
      "I'm a recruiter and I want to move into tech sales",
      "what about my pay, I'm on 70k plus commission",
      'ok and how do I pitch myself in the interview',
    ],
    mayaContext,
  )

  it('sets today’s pay against the roles, not a commission dispute', () => {
    expect(pay?.situation).toBe('salary_by_role')
    expect(pay?.text).toMatch(/against your \$70K today/)
  })
  it('then answers the interview, not the comp plan', () => {
    expect(pitch?.situation).toBe('interview_prep')
  })
})

describe('a veteran without a degree', () => {
  const [, degree] = playTurns(
    [
      "I've been in the military for 8 years, getting out in March",
      'I have no degree, only my service',
    ],
    mayaContext,
  )

  it('hears no degree as a veteran’s question, not harassment', () => {
    expect(degree?.situation).toBe('switcher_military')
  })
})

describe('a small business owner and a retail seller', () => {
  const [owner] = playTurns(
    ['I run my own small landscaping business, 6 employees, want to get into SaaS sales'],
    mayaContext,
  )
  const [, counts] = playTurns(
    [
      "I work retail at Best Buy, I'm 23",
      'I sell TVs and laptops all day, does that count as sales',
    ],
    mayaContext,
  )

  it('meets the owner as a founder without asking which topic', () => {
    expect(owner?.clarifying).toBe(false)
    expect(owner?.situation).toBe('switcher_founder')
  })
  it('says whether retail selling counts, not what a sales role is', () => {
    expect(counts?.situation).toBe('switcher_retail')
  })
})
