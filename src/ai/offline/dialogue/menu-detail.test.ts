import { beforeAll, describe, expect, it } from 'vitest'
import { chatMessage, strangerContext } from '../../testing/coach-fixtures'
import { playTurns } from '../../testing/play-turns'
import { loadReader } from '../reader/shipped-reader'
import { detailAfterMenu } from './menu-detail'

describe('detail added after a clarifying question', () => {
  // The compiled reader decides between the readings, as it does in the app.
  beforeAll(() => loadReader())

  it('is read with the question it clarifies, not as a new message', () => {
    const [menu, reply] = playTurns(
      [
        "interviewing while still employed and i know the 'did you hit quota' question is coming. i didnt. 68% last year",
        'the company projected wrong for the economy and half the team missed. can i say that',
      ],
      strangerContext,
    )
    expect(menu?.clarifying).toBe(true)
    expect(reply?.clarifying).toBe(false)
    // The interview the first message was about, not how many reps hit quota in general.
    expect(reply?.situation).toBe('interview_prep')
    expect(reply?.text).toMatch(/own it rather than blaming the team/)
  })

  it('joins only after a reply that offered readings', () => {
    const asked = chatMessage('user', 'is it worth it?')
    const answered = chatMessage('assistant', 'Yes. Most people find it is.')
    expect(detailAfterMenu('going into sales at 40', [asked, answered])).toBeUndefined()
    const menu = chatMessage(
      'assistant',
      'So I do not guess, is this about:\n- **a bootcamp**\n- **startup equity**\nPick the closest, or put it in your own words, and I will be specific.',
    )
    expect(detailAfterMenu('going into sales at 40', [asked, menu])).toBe(
      'is it worth it?\ngoing into sales at 40',
    )
  })
})
