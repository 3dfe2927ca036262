import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * After a pasted text is reviewed, the next turns are about that text: "what should I change
 * first?" got the cold-email card asking what the first email says, and "can you rewrite it?"
 * a point about deliverability.
 */

await withShippedReader()

const pitch =
  "review my pitch: Hi, I'm John from DataCo. We are the leading AI-powered platform for revenue teams and we have lots of great features. I'd love to show you a demo sometime and also tell you about our pricing. Let me know if you're interested or want to hop on a call."

describe('a pitch reviewed, then "what first?" and "rewrite it"', () => {
  const [review, first, rewrite] = playTurns(
    [pitch, "what's the biggest thing to fix", 'ok rewrite it for me'],
    mayaContext,
  )

  it('names the one fix to make first, with the line to change and the stronger one', () => {
    expect(review?.text).toMatch(/^I read that as/)
    expect(first?.clarifying).toBe(false)
    expect(first?.text).toMatch(/^First, \*\*ends on one question or ask\*\*/)
    expect(first?.text).toMatch(/instead of “Let me know if you're interested/)
  })
  it('gives the pitch back with the fixes in place, as a quote to copy', () => {
    expect(rewrite?.text).toMatch(/^Here it is with the fixes in place/)
    expect(rewrite?.text).toMatch(/^> Hi, I'm John from DataCo\./m)
    expect(rewrite?.text).not.toMatch(/Let me know if you're interested/)
  })
})

describe('an email reviewed, then "can you rewrite it?" straight away', () => {
  const [, rewrite] = playTurns(
    [
      'can you review my cold email? "Hi Sarah, I noticed Acme just raised a Series B. Congrats! We help fast-growing teams cut onboarding time by 40%. Worth a 15 min chat next week?"',
      'can you rewrite it',
    ],
    mayaContext,
  )

  it('adds the missing subject line and keeps the email as written', () => {
    expect(rewrite?.text).toMatch(/^> Subject: Acme just raised a Series B$/m)
    expect(rewrite?.text).toMatch(/^> Hi Sarah, I noticed Acme just raised a Series B\./m)
  })
})

describe('a question of its own right after a review', () => {
  const [, own] = playTurns(
    [pitch, 'ok and how do I start prospecting into mid-market accounts?'],
    mayaContext,
  )

  it('is answered on its own topic, not as a fix to the pitch', () => {
    expect(own?.text).not.toMatch(/^First, \*\*/)
    expect(own?.text).not.toMatch(/^Here it is with the fixes/)
  })
})
