import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A father's death a week before a sales target, a layoff with two children, dark words taken
 * back, the worst rep on the board: whole conversations, with the shipped reader, where Becky had
 * answered with a menu, a salary negotiation or a career change.
 */

await withShippedReader()

describe('back at work a week after a death', () => {
  const [first, manager, timeOff, words, numb] = playTurns(
    [
      "my dad died last week and i'm back at work already. i can't focus on anything and my pipeline is a mess",
      'my manager wants me to hit my number like nothing happened',
      'is it ok to ask for more time off',
      'how do i even say that to him',
      'thanks. i just feel numb',
    ],
    mayaContext,
  )

  it('answers the loss first, not a menu about the pipeline', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('family_or_health')
    expect(first?.text.match(/sorry/g)?.length).toBe(1)
  })
  it('keeps the manager who wants the number on the loss', () => {
    expect(manager?.situation).toBe('family_or_health')
    expect(manager?.text).toMatch(/lighter target or a later review date/)
  })
  it('reads "more time off" as leave, not as a salary negotiation', () => {
    expect(timeOff?.situation).toBe('family_or_health')
    expect(timeOff?.text).not.toMatch(/counter|recruiter/i)
  })
  it('points back to the words already given rather than a recruiter script', () => {
    expect(words?.situation).toBe('family_or_health')
    expect(words?.text).toMatch(/The words are in my message above/)
  })
  it('meets "I just feel numb" with care, not a goodbye', () => {
    expect(numb?.text).toMatch(/Feeling numb is common/)
    expect(numb?.text).not.toMatch(/rest well tonight/)
  })
})

describe('laid off with two children', () => {
  it('answers "how do I file for unemployment" on the layoff after a turn of care', () => {
    const [, , file] = playTurns(
      [
        'got laid off today. 2 kids, single mom, rent is 1800',
        "i don't even know where to start",
        'how do i file for unemployment',
      ],
      mayaContext,
    )
    expect(file?.situation).toBe('laid_off')
    expect(file?.text).toMatch(/unemployment/)
  })
})

describe('dark words taken back', () => {
  it('hears "I mean at this company" after the crisis answer as safe, and believes it', () => {
    const [, meant] = playTurns(
      ["i don't want to be here anymore", "i mean at this company. i'm so done with this place"],
      mayaContext,
    )
    expect(meant?.text).toMatch(/I believe you/)
  })
})

describe('the worst rep on the board', () => {
  const [first, , , other] = playTurns(
    [
      "everyone on my team is better than me. i'm the worst rep on the board every single week",
      "i've been here 5 months. i cry in my car before work",
      "maybe i'm just not built for sales",
      'what else could i even do',
    ],
    mayaContext,
  )

  it('answers the comparison, not whether an introvert can sell', () => {
    expect(first?.text).not.toMatch(/Introverted/)
    expect(first?.text).toMatch(/your own last month/)
  })
  it('answers "what else could I even do" with where people go from sales, with care', () => {
    expect(other?.situation).toBe('leaving_sales')
    expect(other?.text).toMatch(/customer success/)
  })
})

describe('a panic attack on a discovery call', () => {
  const [, , apologize, again] = playTurns(
    [
      'i had a panic attack on a discovery call today. had to hang up',
      "i'm so embarrassed. the prospect probably thinks i'm insane",
      'should i email them and apologize',
      'what if it happens again on my demo thursday',
    ],
    mayaContext,
  )

  it('gives the few words to rebook, in care, not a menu about cold email', () => {
    expect(apologize?.clarifying).toBe(false)
    expect(apologize?.text).toMatch(/Sorry I had to drop off earlier/)
  })
  it('prepares the next call in care, not a menu about demos', () => {
    expect(again?.clarifying).toBe(false)
    expect(again?.text).toMatch(/a line ready for a pause/)
  })
})

describe('time off after a loss, for a visitor with no plan', () => {
  it('keeps "more time off" on the loss when the card has nothing new to add', () => {
    const [, , timeOff] = playTurns(
      [
        "my dad died last week and i'm back at work already. i can't focus on anything and my pipeline is a mess",
        'my manager wants me to hit my number like nothing happened',
        'is it ok to ask for more time off',
      ],
      strangerContext,
    )
    expect(timeOff?.situation).toBe('family_or_health')
    expect(timeOff?.text).not.toMatch(/counter|recruiter|OTE/)
  })
})
