import { describe, expect, it } from 'vitest'
import { formatNamedIn, pastedTextIn } from './pasted-text'
import { reviewFixes, revisedText } from './review-fixes'
import { reviewText } from './review-text'

const reviewed = (message: string) => {
  const text = pastedTextIn(message) ?? ''
  return { text, fixes: reviewFixes(reviewText(text, formatNamedIn(message, text))) }
}

describe('fixes after a review', () => {
  it('puts who the text asks and what it asks before polish', () => {
    const { fixes } = reviewed(
      "review my pitch: Hi, I'm John from DataCo. We are the leading AI-powered platform for revenue teams and we have lots of great features. I'd love to show you a demo sometime and also tell you about our pricing. Let me know if you're interested or want to hop on a call.",
    )
    expect(fixes.map((f) => f.id).slice(0, 2)).toEqual(['one_ask', 'buyer_number'])
  })

  it('rewrites a vague ask in place and keeps the lines that work', () => {
    const { text, fixes } = reviewed(
      "review my pitch: Hi, I'm John from DataCo. We are the leading AI-powered platform for revenue teams and we have lots of great features. I'd love to show you a demo sometime and also tell you about our pricing. Let me know if you're interested or want to hop on a call.",
    )
    const revised = revisedText(text, fixes)
    expect(revised).not.toMatch(/Let me know if you're interested/)
    expect(revised).toMatch(/on \[day\] at \[time\]/)
    expect(revised).toMatch(/^Hi, I'm John from DataCo\./)
    // The ask was built from the demo sentence, which would otherwise be said twice.
    expect(revised.match(/I'd love to show you a demo sometime/g)).toHaveLength(1)
  })

  it('adds a missing subject line above an email that is otherwise kept word for word', () => {
    const { text, fixes } = reviewed(
      'can you review my cold email? "Hi Sarah, I noticed Acme just raised a Series B. Congrats! We help fast-growing teams cut onboarding time by 40%. Worth a 15 min chat next week?"',
    )
    expect(revisedText(text, fixes)).toBe(
      'Subject: Acme just raised a Series B\n\nHi Sarah, I noticed Acme just raised a Series B. Congrats! We help fast-growing teams cut onboarding time by 40%. Worth a 15 min chat next week?',
    )
  })
})
