import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../../testing/coach-fixtures'
import { playTurns } from '../../testing/play-turns'
import { distress, distressSchema } from './distress-words'

const overwhelmed = 'I cant do this anymore. I feel like a complete failure'
const firstParagraph = (text: string) => text.split('\n')[0] ?? ''

describe('a practical question of its own asked in distress', () => {
  it('is answered on its card, with the feeling met first and no paid step', () => {
    const [, reply] = playTurns(
      [overwhelmed, 'should i ask for severance if they let me go?'],
      mayaContext,
    )
    expect(reply?.situation).toBe('fired')
    expect(firstParagraph(reply?.text ?? '')).toMatch(/sorry|hard|shock/i)
    expect(reply?.text).toMatch(/severance/i)
    expect(reply?.text).not.toMatch(/credits|unlock/i)
  })

  it('gets care alone when its card is numbers work, such as quota maths', () => {
    const [, reply] = playTurns(
      [overwhelmed, 'how do i explain a missed quota in an interview?'],
      mayaContext,
    )
    expect(reply?.situation).toBe('distress_general')
    expect(reply?.text).not.toMatch(/gap|conversion/i)
  })

  it('stays care for a wish that asks nothing, whatever card its words brush against', () => {
    const replies = playTurns(
      [
        overwhelmed,
        'i havent slept properly in weeks',
        'i wish i could just read and paint all day and not feel like i owe everyone my life',
      ],
      mayaContext,
    )
    expect(replies.map((r) => r.situation)).toEqual([
      'distress_general',
      'distress_general',
      'distress_general',
    ])
  })
})

describe('a hard event', () => {
  it('says where to find support the first time, before the next step, and not again', () => {
    const [first, second] = playTurns(
      [
        'just got laid off this morning. what do i do about health insurance?',
        'they handed me a severance agreement. do i sign it now?',
      ],
      strangerContext,
    )
    const supportLines = (text: string) =>
      distress.support.filter((line) => text.includes(line)).length
    expect(first?.situation).toBe('laid_off')
    expect(supportLines(first?.text ?? '')).toBe(1)
    expect(first?.text.trim().split('\n').at(-1)).toMatch(/^\*\*Next step:\*\*/)
    expect(supportLines(second?.text ?? '')).toBe(0)
  })
})

describe('the distress data', () => {
  it('refuses a card id that does not exist and a key nobody reads', () => {
    expect(distressSchema.safeParse({ ...distress, opensOn: ['no_such_card'] }).success).toBe(false)
    expect(distressSchema.safeParse({ ...distress, extra: [] }).success).toBe(false)
    expect(distressSchema.safeParse(distress).success).toBe(true)
  })
})
