import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

/**
 * A long post that asks two things gets the second one answered in a line of its own; a short
 * message, or a safety answer next to a career topic, does not.
 */
const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })
const secondLine = /If it is more about ([^:]+):/

describe('a long post with two questions', () => {
  it('answers the teacher’s move and also how to judge the offer in hand', () => {
    const reply = ask(
      "I'm a teacher with ten years in the classroom and I got an offer for an SDR job at an " +
        'edtech startup. The base is lower than my salary and the OTE depends on meetings booked. ' +
        'Should I take it or keep looking for something with a higher base? I am worried about ' +
        'the pay cut for my family.',
    )
    expect(reply.situation).toBe('switcher_teacher')
    expect(secondLine.exec(reply.text)?.[1]).toBe('comparing job offers')
    expect(reply.text).toContain('not on the headline OTE')
    // It comes before the question back and the next step, not after them.
    expect(reply.text.indexOf('If it is more about')).toBeLessThan(reply.text.indexOf('Next step'))
  })

  it('keeps a promotion line away from someone just put on a PIP', () => {
    const reply = ask(
      'Two months ago I asked my manager for a promotion to AE and he said I was close and to ' +
        'keep going. Last week he put me on a PIP out of nowhere, thirty days to book 15 ' +
        "meetings. I honestly don't understand what happened. Should I still push for the " +
        'promotion or is it over for me here?',
    )
    expect(reply.situation).toBe('pip')
    expect(reply.text).not.toMatch(secondLine)
    expect(reply.text.toLowerCase()).not.toContain('ask for the promotion')
  })

  it('leaves a one-line question with one answer', () => {
    const reply = ask('got an offer from a startup, im a teacher, should i take it')
    expect(reply.text).not.toMatch(secondLine)
  })
})
