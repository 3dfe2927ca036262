import { describe, expect, it } from 'vitest'
import { offeredReadings } from '@/domain/coaching'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { askedPart } from './compose-points'
import { cardFor } from './situations'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)

describe('follow-ups inside a PIP', () => {
  const [, realistic, ifNot, unemployment] = converse([
    'I just got put on a 30 day PIP, need 8 meetings',
    'is that even realistic?',
    'what if I don’t make it?',
    'can I get unemployment if they fire me?',
  ])

  it('holds the quoted number against a sourced yardstick', () => {
    expect(realistic?.situation).toBe('pip')
    expect(realistic?.text).toContain('MarketBetter')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(realistic?.text).not.toMatch(/As I said/)
    expect((realistic?.text ?? '').trim()).not.toBe('')
  })

  it('lines up the way out: severance, benefits, the search', () => {
    expect(ifNot?.text).toMatch(/unemployment/)
    expect(ifNot?.text).toMatch(/resume|an offer/)
    expect(ifNot?.text).not.toContain('MarketBetter')
  })

  it('answers the question, not its condition', () => {
    expect(unemployment?.text.split('\n')[0]).toMatch(/unemployment/)
    expect(askedPart(' can i get unemployment if they fire me ')).not.toContain('fire')
    expect(askedPart(' what if they fire me ')).toContain('fire')
  })
})

describe('"is that realistic?" after a raised quota', () => {
  it('holds the quota against the OTE the person gave', () => {
    const [, realistic] = converse([
      'My company raised my quota to $1.1M mid-year. My OTE is $140K with a $70K base.',
      'is that even realistic?',
    ])
    expect(realistic?.situation).toBe('quota_raised_midyear')
    expect(realistic?.text).toContain('about 7.9 times the $140K OTE')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(realistic?.text).not.toMatch(/As I said/)
    expect((realistic?.text ?? '').trim()).not.toBe('')
  })
})

describe('"that\'s not what I asked"', () => {
  const question =
    'I’m on a PIP because I missed quota after they raised my quota mid-year and cut my territory'

  it('says so and offers the other readings, and a pick answers the first question', () => {
    const [first, repair, picked] = converse([
      question,
      'that’s not what I asked',
      'the second one',
    ])
    expect(repair?.text).toMatch(/^Sorry, I answered a different question/)
    expect(repair?.clarifying).toBe(true)
    // The readings offered are the other ones: the card already answered is not among them.
    const readings = offeredReadings(repair?.text ?? '')
    expect(readings.length).toBeGreaterThanOrEqual(2)
    expect(readings).not.toContain(cardFor(first?.situation ?? '')?.title)
    expect(picked?.situation).not.toBe(first?.situation)
    expect(picked?.text).not.toMatch(/^Sorry/)
  })

  it('asks for the question in one line when there is no other reading', () => {
    const [, repair] = converse(['my manager keeps texting me on weekends', 'that is not helpful'])
    expect(repair?.text).toContain('Could you put it in one line')
  })
})

describe('"what if they say no?" inside a dispute', () => {
  it('takes unpaid commission to the next level, not to a job search', () => {
    const [, ifNot] = converse([
      'my company changed the comp plan and my commission on a deal I closed in march got cut in half',
      'ok and if they say no?',
    ])
    expect(ifNot?.situation).toBe('commission_dispute')
    expect(ifNot?.text).toMatch(/labour department/)
    expect(ifNot?.text).toMatch(/HR/)
    expect(ifNot?.text).not.toMatch(/missed target|severance/)
  })

  it('names the body outside the company when HR ignores harassment', () => {
    const [, ifNot] = converse([
      'a guy on my team keeps making comments about my body',
      'what if HR ignores it?',
    ])
    expect(ifNot?.situation).toBe('discrimination_harassment')
    expect(ifNot?.text).toMatch(/EEOC/)
  })
})
