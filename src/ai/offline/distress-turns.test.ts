import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Single turns of hard conversations, played with the shipped reader loaded: dark words that must
 * not come back as a crisis, a sad figure that is no distress, words for home after a layoff, and
 * care kept around the first practical question after tears.
 */

await withShippedReader()

describe('dark words earlier in a conversation', () => {
  it('do not pull a later practical turn back to the crisis answer', () => {
    const [, , contract] = playTurns(
      [
        'direct sales, in home demos. as much as i want to hang myself half the time, the money is better than anything else',
        'lol no im not actually going to do anything, figure of speech. i just feel stuck and stupid',
        'the boss had us buy the system and work ten weeks to pay it off, and the financing contracts are in my boyfriend’s name. if i quit early they repo it',
      ],
      strangerContext,
    )
    expect(contract?.situation).not.toBe('crisis_self_harm')
    expect(contract?.readings).not.toContain('crisis_self_harm')
    expect(contract?.text).not.toMatch(/Got it, that helps/)
  })
  it('leave "stupid" about oneself with a line about self-blame, not about layoffs', () => {
    const [, stupid] = playTurns(
      [
        'direct sales, in home demos. as much as i want to hang myself half the time, the money is better than anything else',
        'lol no im not actually going to do anything, figure of speech. i just feel stuck and stupid',
      ],
      strangerContext,
    )
    expect(stupid?.situation).toBe('distress_general')
    expect(stupid?.text).not.toMatch(/Layoffs/)
  })
})

describe('a sad figure that is no distress', () => {
  it('hears "dividing my pay by my hours is depressing, I should have gone into sales" as a career question', () => {
    const reply = playTurns(
      [
        'first paycheck of the school year just came and dividing it by the hours i work is depressing. i should have gone into sales',
      ],
      mayaContext,
    )[0]
    expect(reply?.situation).not.toBe('distress_general')
    expect(reply?.text).not.toMatch(/988/)
  })
})

describe('words and a way out asked for inside a hard conversation', () => {
  it('gives words to tell a partner about a layoff, not a point about references', () => {
    const [, tell] = playTurns(
      [
        'got laid off this morning with 40 others. i havent told my wife yet, i feel so ashamed',
        'how do i even tell her',
      ],
      mayaContext,
    )
    expect(tell?.situation).toBe('laid_off')
    expect(tell?.text).toMatch(/To your partner/)
    expect(tell?.text).not.toMatch(/references/)
  })
  it('meets "honestly i just want to quit" in a pay dispute with the decision, not the payout rules', () => {
    const [, quit] = playTurns(
      [
        'they cut my commission rate mid quarter and now i cant make rent next month. im panicking',
        'honestly i just want to quit',
      ],
      mayaContext,
    )
    expect(quit?.text).toMatch(/calm day/)
    expect(quit?.text).not.toMatch(/^In short/)
  })
})

describe('the first practical question after tears', () => {
  it('is answered on its card with care still around it', () => {
    const [, , callBlock] = playTurns(
      [
        'first week as an sdr and a guy screamed at me on the phone. i cried at my desk',
        'is it normal to feel like this',
        "how do i get through tomorrow's call block",
      ],
      mayaContext,
    )
    expect(callBlock?.situation).not.toBe('distress_general')
    expect(callBlock?.text).toMatch(/employee assistance|counsell?ing|a doctor|someone you trust/i)
    expect(callBlock?.text).not.toMatch(/credits to unlock/)
  })
})

describe('worthlessness said in care', () => {
  it('names the crisis line gently, once', () => {
    const [, , worthless] = playTurns(
      [
        'got laid off this morning with 40 others. i havent told my wife yet, i feel so ashamed',
        'how do i even tell her',
        'i feel worthless honestly',
      ],
      mayaContext,
    )
    expect(worthless?.situation).toBe('distress_general')
    expect(worthless?.text).toMatch(/988/)
    expect(worthless?.text.match(/carry it alone/g)?.length ?? 0).toBeLessThanOrEqual(1)
  })
})
