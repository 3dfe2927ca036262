import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * The two readers inside a conversation, played with the shipped reader loaded: when the compiled
 * reader may take a turn off its thread, words asked for inside a thread, and first questions the
 * rules misread before the reader learned them, and quitting said in anger once the thread is spent.
 */

await withShippedReader()

describe('the reader sure of another card inside a thread', () => {
  it('answers "can I negotiate base and equity at the same time?" as a negotiation after an aside on equity', () => {
    const [, , negotiate] = playTurns(
      [
        'got an offer from a late stage startup. small number of shares at a strong price, the latest valuation is already 2x my strike',
        'if i give up some of my salary i can get more equity. how do you think about that trade off',
        'can i negotiate base and equity at the same time or is that greedy',
      ],
      mayaContext,
    )
    expect(negotiate?.situation).toBe('offer_negotiation')
    expect(negotiate?.text).not.toMatch(/^In short/)
  })
})

describe('first questions the rules misread before the reader learned them', () => {
  it('answers "is now a bad time to get into sales?" on breaking in, with the timing, not an objection script', () => {
    const [reply] = playTurns(['is now a bad time to get into sales?'], mayaContext)
    expect(reply?.situation).toBe('breaking_in')
    expect(reply?.text).toMatch(/Bad time to get in, or is sales dying\?/i)
  })
  it('answers a customer success manager asking whether an AE makes more on the move out of CS', () => {
    const [reply] = playTurns(
      ["I'm a customer success manager, would I make more as an AE?"],
      mayaContext,
    )
    expect(reply?.situation).toBe('csm_to_sales')
    expect(reply?.text).toMatch(/Account Executive\*\*: \$/)
  })
})

describe('words asked for inside an interview thread', () => {
  it('gives the questions to ask at the end, not the practice step, for "and what do I ask at the end"', () => {
    const [, , atTheEnd] = playTurns(
      [
        "first ever job interview tomorrow, sales apprenticeship. heard they do 'sell me that pen'",
        'what else do they ask young people with no experience',
        'and what do i ask at the end',
      ],
      mayaContext,
    )
    expect(atTheEnd?.situation).toBe('interview_prep')
    expect(atTheEnd?.text).toMatch(/hit quota last year/)
    expect(atTheEnd?.text).not.toMatch(/the one thing I would do next/)
  })
  it('celebrates a first meeting booked instead of asking what is hardest', () => {
    const [, update] = playTurns(
      [
        "I'm scared to death of cold calling, starting a call block tomorrow morning",
        'update: 40 dials, 3 real conversations, booked 1 appointment!!',
      ],
      mayaContext,
    )
    expect(update?.text).toMatch(/congrat|great news|well done/i)
    expect(update?.text).not.toMatch(/hardest part/)
  })
})

describe('quitting said in anger after the thread has said everything', () => {
  it('answers whether to quit, on a calm day, instead of "Got it, that helps"', () => {
    const [, , livid] = playTurns(
      [
        'i was passed over for the team lead role. went to a guy whos not a top producer but hes buddies with the director',
        'what should i say to my manager',
        'im livid. strongly thinking about quitting or pulling the director aside and asking why, just to watch him squirm',
      ],
      mayaContext,
    )
    expect(livid?.text).toMatch(/calm day/)
    expect(livid?.text).not.toMatch(/Got it, that helps/)
  })
})
