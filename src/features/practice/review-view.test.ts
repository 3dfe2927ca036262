import { describe, expect, it } from 'vitest'
import { reviewText } from '@/domain/practice/review'
import { weakColdEmail } from '@/domain/practice/review/testing/sample-texts'
import {
  characterCount,
  formatChoices,
  isFormatChoice,
  reviewCreditsText,
  reviewDetails,
  reviewInputProblem,
  reviewSummary,
} from './review-view'

describe('Review my text, as the screen says it', () => {
  it('offers "Detect automatically" first, then every format by name', () => {
    expect(formatChoices[0]).toEqual({ value: 'auto', label: 'Detect automatically' })
    expect(formatChoices.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        'Cold email',
        'LinkedIn message',
        'Voicemail script',
        'Resume bullets',
        'Work message',
      ]),
    )
    expect(isFormatChoice('linkedin')).toBe(true)
    expect(isFormatChoice('tweet')).toBe(false)
  })

  it('says what is wrong with an empty or too long text, and nothing for a good one', () => {
    expect(reviewInputProblem('   ')).toMatch(/^Paste the text you want reviewed/)
    expect(reviewInputProblem('x'.repeat(5001))).toMatch(/5,000 characters or fewer/)
    expect(reviewInputProblem('x'.repeat(5000))).toBeNull()
    expect(characterCount(`  ${'x'.repeat(1204)} `)).toBe('1,204 / 5,000 characters')
  })

  it('sums up a review and how it was read', () => {
    const review = reviewText(weakColdEmail)
    expect(reviewSummary(review)).toMatch(/^\d of 8 in place \(\d+%\)$/)
    expect(reviewDetails(review)).toMatch(/^Read as a cold email \(detected\) · about \d+ words/)
  })
})

describe('credits a review earned', () => {
  it('says what a first pass added, and nothing when it added nothing', () => {
    expect(reviewCreditsText(2)).toBe('First pass: 2 credits added to your account.')
    expect(reviewCreditsText(0)).toBeNull()
  })
})
