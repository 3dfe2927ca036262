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

describe('how long to give it, and what else to do', () => {
  const [, giveIt, instead] = converse([
    'I am 6 months into my first SDR job and miserable. I make 60 dials a day, I get hung up on constantly and I dread Monday mornings. I used to be a teacher. I do not know if sales just is not for me.',
    'how long should I give it before deciding?',
    'what would I even do instead?',
  ])

  it('answers how long to stay with a dated test, not how long burnout takes to heal', () => {
    expect(giveIt?.situation).toBe('burnout')
    expect(giveIt?.text).toMatch(/dated test/)
    expect(giveIt?.text).not.toMatch(/Recovery takes longer/)
  })

  it('answers "what would I even do instead?" with where people go from sales', () => {
    expect(instead?.situation).toBe('leaving_sales')
    expect(instead?.text).toMatch(/customer success/i)
  })

  it('keeps "what should I do instead?" about a tactic on the tactic', () => {
    const [, tactic] = converse([
      'the prospect said send me some info, what do I do?',
      'what should I do instead?',
    ])
    expect(tactic?.situation).not.toBe('leaving_sales')
  })
})
