import { describe, expect, it } from 'vitest'
import { detectFormat } from './detect-format'
import {
  linkedInNote,
  ramblingVoicemail,
  strongBullets,
  strongColdEmail,
  weakBullets,
  weakPitch,
} from './testing/sample-texts'

describe('detectFormat', () => {
  it('reads a subject line, or a greeting with a sign-off, as a cold email', () => {
    expect(detectFormat(strongColdEmail)).toBe('cold_email')
    expect(
      detectFormat(
        'Hi Rachel,\n\nI saw the SDR opening at Beacon. I booked 120 corporate events a year at the Hilton and want to bring that to outbound. Could we talk for 10 minutes this week?\n\nThank you,\nDevon',
      ),
    ).toBe('cold_email')
  })

  it('reads a short note about connecting as a LinkedIn message', () => {
    expect(detectFormat(linkedInNote)).toBe('linkedin')
    expect(
      detectFormat(
        'Hey Rob - saw your comment on the SDR burnout post. Mind if I send a 1-min video?',
      ),
    ).toBe('linkedin')
  })

  it('reads "this is <name> from <company>" with a number or a call-back as a voicemail', () => {
    expect(detectFormat(ramblingVoicemail)).toBe('voicemail')
    expect(
      detectFormat(
        "Hi Ms. Patel, this is Chris with Ledgerly, 555-201-4477. I'm calling because clinics your size lose 6 days a month to billing.",
      ),
    ).toBe('voicemail')
  })

  it('reads lines that open with what someone did as resume bullets', () => {
    expect(detectFormat(strongBullets)).toBe('resume_bullets')
    expect(detectFormat(weakBullets)).toBe('resume_bullets')
    expect(
      detectFormat(
        'Managed a book of 60 SMB accounts and grew net revenue retention from 94% to 108%',
      ),
    ).toBe('resume_bullets')
  })

  it('reads anything else, and a live opener, as an elevator pitch', () => {
    expect(detectFormat(weakPitch)).toBe('elevator_pitch')
    expect(
      detectFormat(
        "Hi Dave, it's Maria from Shiftboard. I know I'm calling out of the blue, do you have 30 seconds so I can tell you why I called?",
      ),
    ).toBe('elevator_pitch')
  })

  it("reads a text about the writer's own offer, pay or idea as a work message, whatever its shape", () => {
    expect(
      detectFormat(
        'Subject: Q3 commission\n\nHi Mark,\n\nPer my offer letter, commission is calculated on incremental ACV. Can we fix it by Friday?\n\nThanks,\nSam',
      ),
    ).toBe('work_message')
    expect(
      detectFormat(
        'Thank you for the offer. Before I can decide I need to understand how the compensation is structured.',
      ),
    ).toBe('work_message')
  })

  it('reads a short unsigned note on a deal in flight as an email, not a LinkedIn message', () => {
    expect(
      detectFormat(
        "Hi - quick reminder that the January pricing expires on the 31st. If it helps I can send the PO paperwork pre-filled so it's one signature on your end. Anything I can do to make this easier?",
      ),
    ).toBe('cold_email')
  })
})
