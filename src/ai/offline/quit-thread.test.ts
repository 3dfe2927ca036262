import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { answerOffline } from './offline-coach'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)

describe('a talk about quitting', () => {
  const [burnout, quit, runway] = converse([
    'honestly im so burnt out. 80 dials a day, no meetings this month, my manager keeps asking for more',
    'should I just quit?',
    'I have like 3 months of savings',
  ])

  it('hears burnout named in the person’s words over the dial count, with no paid step', () => {
    expect(burnout?.situation).toBe('burnout')
    expect(burnout?.text).not.toMatch(/credits|unlock/i)
  })

  it('answers "should I just quit?" with what decides it, and asks the runway back', () => {
    expect(quit?.situation).toBe('burnout')
    expect(quit?.text).toMatch(/calm day/)
    expect(quit?.text).toMatch(/How many months could you cover/)
    // The first reply's own advice is not said twice.
    const firstPoints = (burnout?.text ?? '').split('\n').filter((line) => line.startsWith('- '))
    for (const point of firstPoints) expect(quit?.text).not.toContain(point.slice(2))
  })

  it('holds a short runway against sourced search times and says to search from the job', () => {
    expect(runway?.text).toMatch(/3 months of savings is a cushion/)
    expect(runway?.text).toContain('Bureau of Labor Statistics')
    expect(runway?.text).toMatch(/keep the job while you search/)
  })

  it('treats a long runway as room to leave first, with a limit set in advance', () => {
    const [, , long] = converse([
      'my manager screams at me in front of the team every week',
      'should I just quit?',
      'I have 8 months of savings',
    ])
    expect(long?.text).toMatch(/8 months of savings gives you real room/)
    expect(long?.text).toMatch(/bridge job/)
  })

  it('answers "should I just quit?" on its own rather than asking what it means', () => {
    const reply = answerOffline({
      message: 'should I just quit?',
      history: [],
      context: mayaContext,
    })
    expect(reply.clarifying).toBe(false)
    expect(reply.text).toMatch(/runway/)
  })
})

describe('burnout, with its cause named', () => {
  const [, cause, week] = converse([
    'i think im burned out',
    'its mostly the cold calling, 100 dials a day',
    'what should i do this week?',
  ])

  it('takes the activity named as the cause and gives that activity’s advice', () => {
    expect(cause?.situation).toBe('burnout')
    expect(cause?.text).toMatch(/the work itself is the cause/)
    expect(cause?.text).toMatch(/better targeting beats more dials/)
    expect(cause?.text).not.toMatch(/credits|unlock/i)
  })

  it('plans the week without a point for someone holding an offer', () => {
    expect(week?.text).toMatch(/plan for this week/)
    expect(week?.text).not.toMatch(/An offer in hand/)
  })
})
