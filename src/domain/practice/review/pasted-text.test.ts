import { describe, expect, it } from 'vitest'
import { looksLikePastedText, pastedTextIn } from './pasted-text'
import { heldOutMessages } from './testing/held-out-messages'
import { pastedMessages, type LabelledMessage } from './testing/pasted-messages'

function accuracy(rows: readonly LabelledMessage[]) {
  const misses = rows.filter(([message, label]) => looksLikePastedText(message) !== label)
  return { correct: rows.length - misses.length, total: rows.length, misses }
}

describe('looksLikePastedText on the labelled chat messages', () => {
  it('the table has at least 60 messages, half pasted texts and half career questions', () => {
    const pasted = pastedMessages.filter(([, label]) => label).length
    expect(pastedMessages.length).toBeGreaterThanOrEqual(60)
    expect(pasted).toBe(pastedMessages.length - pasted)
  })

  it('gets every message of the table right', () => {
    const { misses } = accuracy(pastedMessages)
    expect(misses.map(([message]) => message)).toEqual([])
  })

  it('gets at least 9 in 10 of the held-out messages right', () => {
    const result = accuracy(heldOutMessages)
    expect(result.correct / result.total).toBeGreaterThanOrEqual(0.9)
    if (process.env.PRACTICE_ACCURACY) console.log(JSON.stringify(result, null, 1))
  })
})

describe('the text to review inside a message', () => {
  it('drops the ask around it and any quotes', () => {
    expect(pastedTextIn('review my pitch: We help HR teams cut onboarding time in half.')).toBe(
      'We help HR teams cut onboarding time in half.',
    )
    expect(
      pastedTextIn(
        "Is this a good opener? 'Hi Sara, congrats on your Series B, how is hiring going?'",
      ),
    ).toBe('Hi Sara, congrats on your Series B, how is hiring going?')
  })

  it('takes the spoken lines of an opener told as a scene, not the narration around them', () => {
    expect(
      pastedTextIn(
        'here\'s my opener word for word: "Hi, this is Jill calling from [company], how are you today?" they say good, how are you. then "I\'m doing well, I just wanted to talk to you about our new platform." thoughts?',
      ),
    ).toBe(
      "Hi, this is Jill calling from [company], how are you today? I'm doing well, I just wanted to talk to you about our new platform.",
    )
  })

  it('keeps a message that is the text itself whole', () => {
    const email = 'Subject: Quick idea\n\nHi Dana, saw the Denver launch. Worth a chat on Tuesday?'
    expect(pastedTextIn(email)).toBe(email)
  })

  it('finds no text in an ask without one, or in a question about the work', () => {
    expect(pastedTextIn('Can you review my pitch?')).toBeUndefined()
    expect(pastedTextIn('How long should a cold email be for a VP of Sales?')).toBeUndefined()
  })

  it('finds a draft after a story longer than an ask ("... this is my draft: ...")', () => {
    expect(
      pastedTextIn(
        'what do i say to our champion? she went to bat for us and now she looks bad too. this is my draft: "I\'m so sorry. I let you down and I know you put your name on the line for us. Is there anything at all that can still be done?"',
      ),
    ).toMatch(/^I'm so sorry\. I let you down/)
  })

  it('keeps a quoted text whole: a dash inside the quotes is not the end of the ask', () => {
    expect(
      pastedTextIn(
        `here's the slack i drafted, thoughts? "Hey - following up on the upsell. Can we get it booked at $50k for this month's payroll?"`,
      ),
    ).toBe(
      "Hey - following up on the upsell. Can we get it booked at $50k for this month's payroll?",
    )
  })

  it('reads a quoted draft after "too pushy?" as the text', () => {
    expect(
      pastedTextIn(
        'this is what i was going to send today, too pushy? "Hi - quick reminder that the January pricing expires on the 31st. Anything I can do to make this easier?"',
      ),
    ).toMatch(/^Hi - quick reminder/)
  })
})
