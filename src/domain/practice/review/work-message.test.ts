import { describe, expect, it } from 'vitest'
import { pastedReview, reviewFixes, revisedText } from './review-fixes'
import { reviewText } from './review-text'
import type { ReviewCriterionId, TextReview } from './review-types'
import {
  championApology,
  commissionSlack,
  hostileMessage,
  managerIdea,
  offerReply,
  pricingReminder,
  workplaceMessages,
} from './testing/work-messages'

const criterion = (review: TextReview, id: ReviewCriterionId) => {
  const found = review.criteria.find((c) => c.id === id)
  if (!found) throw new Error(`no ${id} in ${review.format}`)
  return found
}

/** Three words in a row of the person's text: the stronger line is built from theirs. */
function builtFrom(alternative: string, text: string): boolean {
  const words = (s: string) =>
    s
      .replace(/\[[^\]]*\]/g, ' ')
      .toLowerCase()
      .replace(/[^a-z0-9$%' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
  const source = words(text)
  const own = ` ${words(alternative).join(' ')} `
  return source.some(
    (_, i) => i + 3 <= source.length && own.includes(` ${source.slice(i, i + 3).join(' ')} `),
  )
}

/** Everything the person reads about one criterion. */
const shown = (review: TextReview) =>
  review.criteria.map((c) => `${c.label} ${c.note} ${c.alternative ?? ''}`).join('\n')

describe('a message to a manager, HR, a champion or a company making an offer', () => {
  it('is read as a work message, whether or not the ask names who it goes to', () => {
    for (const message of workplaceMessages) {
      const reviewed = pastedReview(message)
      expect(reviewed?.review.format, message).toBe('work_message')
      expect(reviewed?.review.formatLabel).toBe('Work message')
    }
  })

  it('is never told to add a subject line, personalise it or say who it is for', () => {
    for (const message of workplaceMessages) {
      const review = pastedReview(message)?.review
      if (!review) throw new Error(`not read as a text: ${message}`)
      expect(review.criteria.map((c) => c.id)).toEqual([
        'length',
        'one_ask',
        'buyer_number',
        'by_when',
        'calm_tone',
        'no_filler',
      ])
      expect(shown(review)).not.toMatch(/subject line|personalised|who it is for|buyer|prospect/i)
    }
  })

  it('praises a message with an amount, a clause and a date, and quotes the amount', () => {
    const review = pastedReview(commissionSlack)?.review
    expect(review?.score).toBe(100)
    expect(review && criterion(review, 'buyer_number').quote).toBe('Incremental ACV is $50k.')
    expect(review && criterion(review, 'by_when').quote).toMatch(/this month's payroll/)
  })

  it('asks the reply to an offer for one ask and a date, built from its own words', () => {
    const reviewed = pastedReview(offerReply)
    if (!reviewed) throw new Error('not read as a text')
    const { text, review } = reviewed
    expect(criterion(review, 'one_ask').met).toBe(false)
    expect(criterion(review, 'by_when').met).toBe(false)
    for (const c of review.criteria.filter((x) => !x.met)) {
      expect(c.alternative, c.id).toMatch(/\[/)
      expect(builtFrom(c.alternative ?? '', text), `${c.id}: ${c.alternative ?? ''}`).toBe(true)
    }
    expect(criterion(review, 'by_when').alternative).toMatch(/by \[a day, like Friday at noon\]\?$/)
  })

  it('finds the draft after a story told before it ("... this is my draft: ...")', () => {
    const reviewed = pastedReview(championApology)
    expect(reviewed?.text).toMatch(/^I'm so sorry\. I let you down/)
    expect(reviewed?.review.format).toBe('work_message')
  })

  it('keeps a dated ask as it is', () => {
    const review = pastedReview(managerIdea)?.review
    expect(review && criterion(review, 'by_when')).toMatchObject({
      met: true,
      quote: 'Could we pilot it for the rest of July and revisit in August?',
    })
  })
})

describe('a follow-up to a customer stays a prospecting text', () => {
  it('is read as an email and judged on its subject line and the buyer', () => {
    const review = pastedReview(pricingReminder)?.review
    expect(review?.format).toBe('cold_email')
    expect(review?.criteria.map((c) => c.id)).toContain('subject_line')
    expect(review?.criteria.map((c) => c.id)).not.toContain('calm_tone')
  })
})

describe('the tone and the date of a work message', () => {
  const hostile = reviewText(hostileMessage, 'work_message')

  it('fails a hostile message on calm tone, naming the words that read as blame', () => {
    const tone = criterion(hostile, 'calm_tone')
    expect(tone.met).toBe(false)
    expect(tone.quote).toBe(hostileMessage)
    expect(tone.note).toMatch(/“This is ridiculous”, “You always”, “it's unfair” and “!!”/)
  })

  it('offers a calmer line that keeps the point and asks for the facts', () => {
    const calmer = criterion(hostile, 'calm_tone').alternative ?? ''
    expect(calmer).toMatch(/goalposts/)
    expect(calmer).not.toMatch(/ridiculous|always|unfair|!/i)
    expect(calmer).toMatch(/\[one example: the date and what changed\]/)
    // No other fix carries the hostile words back in.
    for (const c of hostile.criteria) expect(c.alternative ?? '').not.toMatch(/ridiculous|always/i)
  })

  it('puts the calmer line first and in place when the text is rewritten', () => {
    const fixes = reviewFixes(hostile)
    expect(fixes[0]?.id).toBe('calm_tone')
    expect(revisedText(hostileMessage, fixes)).not.toMatch(/ridiculous|always|!!/i)
  })

  it('calms shouting without taking acronyms for it', () => {
    const shouting = reviewText(
      'Per my comp plan the Acme renewal pays 8% on the MSA SOW. WHY has this not been paid?? Please fix it by Friday.',
      'work_message',
    )
    expect(criterion(shouting, 'calm_tone')).toMatchObject({
      met: false,
      quote: 'WHY has this not been paid??',
      alternative: 'Why has this not been paid?',
    })
    const calm = reviewText(
      'Per my comp plan the Acme renewal pays 8% on the MSA SOW. Could you confirm it is in the March payout by Friday?',
      'work_message',
    )
    expect(criterion(calm, 'calm_tone').met).toBe(true)
  })

  it('fails a message with no date on by-when, and adds one to its own ask', () => {
    const review = reviewText(
      'Hi Mark, per my comp plan the Acme renewal should pay 8% commission. Can you check with finance?',
      'work_message',
    )
    expect(criterion(review, 'by_when')).toMatchObject({
      met: false,
      quote: 'Can you check with finance?',
      alternative: 'Can you check with finance by [a day, like Friday at noon]?',
    })
    expect(review.score).toBe(83)
  })
})
