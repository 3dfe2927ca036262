import { describe, expect, it } from 'vitest'
import { reviewText } from './review-text'
import type { ReviewCriterionId, TextReview } from './review-types'
import { pastedTextIn } from './pasted-text'
import { pastedMessages } from './testing/pasted-messages'
import {
  linkedInNote,
  ramblingVoicemail,
  strongBullets,
  strongColdEmail,
  weakBullets,
  weakColdEmail,
  weakLinkedInNote,
  weakPitch,
} from './testing/sample-texts'

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const criterion = (review: TextReview, id: ReviewCriterionId) => {
  const found = review.criteria.find((c) => c.id === id)
  if (!found) throw new Error(`no ${id} in ${review.format}`)
  return found
}
const missed = (review: TextReview) => review.criteria.filter((c) => !c.met).map((c) => c.id)

/** Three words in a row of the person's text (any ending), or a name from it: built from theirs. */
function builtFrom(alternative: string, text: string): boolean {
  const words = (s: string) =>
    s
      .replace(/\[[^\]]*\]/g, ' ')
      .toLowerCase()
      .replace(/[^a-z0-9$%' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.replace(/(ing|ed|es|s)$/, ''))
  const source = words(text)
  const own = ` ${words(alternative).join(' ')} `
  for (let i = 0; i + 3 <= source.length; i += 1) {
    if (own.includes(` ${source.slice(i, i + 3).join(' ')} `)) return true
  }
  const names = text.match(/\b[A-Z][a-z]{2,}\b/g) ?? []
  return names.some((name) => alternative.includes(name) && !/^(I|The|Hi|We)$/.test(name))
}

describe('reviewText: what a person notices on the scorecard', () => {
  const strong = reviewText(strongColdEmail)
  const weak = reviewText(weakColdEmail)

  it('scores a good cold email above a weak one', () => {
    expect(strong.format).toBe('cold_email')
    expect(weak.format).toBe('cold_email')
    expect(strong.score).toBeGreaterThan(weak.score)
    expect(strong.score).toBeGreaterThanOrEqual(85)
    expect(weak.score).toBeLessThanOrEqual(40)
  })

  it("names the weak email's missed criteria, quoting its own lines", () => {
    expect(missed(weak)).toEqual(
      expect.arrayContaining([
        'subject_line',
        'personalised',
        'one_ask',
        'no_filler',
        'buyer_focus',
      ]),
    )
    expect(criterion(weak, 'subject_line').quote).toBe('FREE demo - 100% GUARANTEED results!!!')
    expect(criterion(weak, 'no_filler').quote).toBe('I hope this email finds you well!')
    expect(criterion(weak, 'one_ask').quote).toMatch(/also send you our brochure and a case study/)
    expect(criterion(weak, 'one_ask').note).toMatch(/^3 asks/)
    for (const c of weak.criteria) {
      expect(flat(weakColdEmail), c.id).toContain(c.quote.replace(/…$/, ''))
    }
  })

  it('gives every missed criterion a stronger line built from the text, with [brackets] for missing facts', () => {
    for (const c of weak.criteria.filter((x) => !x.met)) {
      expect(c.alternative, c.id).toBeDefined()
      expect(builtFrom(c.alternative ?? '', weakColdEmail), `${c.id}: ${c.alternative ?? ''}`).toBe(
        true,
      )
    }
    expect(criterion(weak, 'personalised').alternative).toMatch(/\[one specific thing/)
    expect(criterion(weak, 'subject_line').alternative).not.toMatch(/free|guaranteed|!/i)
    expect(criterion(weak, 'one_ask').alternative).toMatch(/^I would love to book a call/)
    expect(criterion(weak, 'one_ask').alternative).not.toMatch(/brochure/)
  })

  it('gives no alternative when a criterion is met, and quotes what worked', () => {
    const subject = criterion(strong, 'subject_line')
    expect(subject).toMatchObject({ met: true, quote: "Larkspur's new Denver office" })
    expect(subject.alternative).toBeUndefined()
    expect(criterion(strong, 'personalised').quote).toMatch(/^Saw Larkspur just opened/)
  })

  it('does not judge a LinkedIn note on a subject line', () => {
    const note = reviewText(linkedInNote)
    expect(note.format).toBe('linkedin')
    expect(note.criteria.map((c) => c.id)).not.toContain('subject_line')
    expect(note.score).toBeGreaterThan(reviewText(weakLinkedInNote).score)
  })

  it('never repeats an alternative across different texts', () => {
    const texts = [
      weakColdEmail,
      weakLinkedInNote,
      ramblingVoicemail,
      weakPitch,
      weakBullets,
      ...pastedMessages.filter(([, pasted]) => pasted).map(([m]) => pastedTextIn(m) ?? m),
    ]
    const seen = new Map<string, string>()
    for (const text of texts) {
      for (const c of reviewText(text).criteria) {
        if (!c.alternative) continue
        const earlier = seen.get(c.alternative)
        expect(earlier === undefined || earlier === text, `${c.id}: ${c.alternative}`).toBe(true)
        seen.set(c.alternative, text)
        expect(builtFrom(c.alternative, text), `${c.id}: ${c.alternative}`).toBe(true)
      }
    }
    expect(seen.size).toBeGreaterThan(60)
  })

  it('times a voicemail in seconds and judges its next step', () => {
    const voicemail = reviewText(ramblingVoicemail)
    expect(voicemail.format).toBe('voicemail')
    expect(voicemail.seconds).toBeGreaterThan(20)
    expect(criterion(voicemail, 'length').note).toMatch(/seconds/)
    expect(criterion(voicemail, 'one_ask').met).toBe(false)
    expect(criterion(voicemail, 'one_ask').alternative).toMatch(/Call me back at \[your number\]/)
  })

  it('judges resume bullets on verbs, numbers and results, bullet by bullet', () => {
    const weakCard = reviewText(weakBullets)
    expect(weakCard.criteria.map((c) => c.id)).toEqual([
      'length',
      'action_verb',
      'buyer_number',
      'shows_result',
      'no_filler',
    ])
    expect(criterion(weakCard, 'action_verb')).toMatchObject({
      met: false,
      quote: 'Responsible for prospecting new accounts',
      alternative: 'Prospected new accounts [how many, how much].',
    })
    expect(reviewText(strongBullets).score).toBe(100)
  })

  it('follows the format the person chose over the detected one', () => {
    const asEmail = reviewText(linkedInNote, 'cold_email')
    expect(asEmail).toMatchObject({ format: 'cold_email', detected: false })
    expect(criterion(asEmail, 'subject_line').met).toBe(false)
    expect(reviewText(linkedInNote).detected).toBe(true)
  })

  it('gives the same scorecard for the same text', () => {
    expect(reviewText(weakColdEmail)).toEqual(reviewText(weakColdEmail))
  })
})
