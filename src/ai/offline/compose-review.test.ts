import { describe, expect, it } from 'vitest'
import {
  linkedInNote,
  strongColdEmail,
  weakColdEmail,
} from '@/domain/practice/review/testing/sample-texts'
import { reviewReply } from './compose-review'

const fixesOf = (reply: string) =>
  reply
    .slice(reply.indexOf('**What to fix**'))
    .split('\n')
    .filter((line) => line.startsWith('- '))

describe('reviewReply: a pasted text in the chat gets the review', () => {
  it('reviews "review my email: ..." with the format, the overall, what works and the fixes', () => {
    const reply = reviewReply(`review my email: ${weakColdEmail}`) ?? ''
    expect(reply).toMatch(/^I read that as a \*\*cold email\*\*: \d of 8 things in place \(\d+%\)/)
    expect(reply).toContain('**What works**')
    const fixes = fixesOf(reply)
    expect(fixes).toHaveLength(3)
    expect(fixes[0]).toMatch(/^- \*\*Personalised/)
    for (const fix of fixes) expect(fix).toMatch(/You wrote: “.+” Stronger: “.+”$/)
    expect(reply).toContain('You wrote: “FREE demo - 100% GUARANTEED results!!!”')
    expect(reply.trim().split('\n').at(-1)).toBe(
      'Open the practice room’s **Review my text** to iterate.',
    )
  })

  it('reads the text as the format the ask names: "review my pitch" that opens like a voicemail', () => {
    const reply =
      reviewReply(
        'review my pitch: Hi Dana, this is Sam from Acme. We are the leading AI platform for revenue teams and we help companies like yours grow faster. Do you have 30 minutes this week for a demo?',
      ) ?? ''
    expect(reply).toMatch(/^I read that as an \*\*elevator pitch\*\*/)
  })

  it('reviews a text pasted on its own, and praises a strong one', () => {
    const reply = reviewReply(strongColdEmail) ?? ''
    expect(reply).toMatch(/strong already/)
    expect(reply).toContain('“Saw Larkspur just opened in Denver and is hiring 12 reps.”')
    expect(reply).not.toContain('**What to fix**')
  })

  it('names a LinkedIn note as one and never asks it for a subject line', () => {
    const reply = reviewReply(`what do you think of this linkedin message: ${linkedInNote}`) ?? ''
    expect(reply).toMatch(/\*\*linkedin message\*\*/)
    expect(reply).not.toMatch(/subject line/i)
  })

  it('leaves career questions and asks without a text to the coach', () => {
    expect(reviewReply('Can you review my pitch?')).toBeUndefined()
    expect(reviewReply('How long should a cold email be?')).toBeUndefined()
    expect(
      reviewReply(
        'Hi Becky,\nNobody answers my LinkedIn messages. Should I add a note to every request?\nThanks,\nSam',
      ),
    ).toBeUndefined()
  })

  it('keeps bold markers in the person’s text from becoming bold', () => {
    const reply =
      reviewReply(
        'review my pitch: We help **every** team sell more. Our platform is the best. We would love to show you a demo.',
      ) ?? ''
    expect(reply).not.toContain('**every**')
  })
})
