import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

describe('a conversation after a layoff', () => {
  const [, recruiters, howLong, tomorrow] = playTurns(
    [
      'I just got laid off from my SDR job this morning',
      'do I tell recruiters I was laid off?',
      'how long does it usually take to find a new SDR job?',
      'ok what should I do first tomorrow?',
    ],
    mayaContext,
  )

  it('gives the one sentence to tell recruiters', () => {
    expect(recruiters?.situation).toBe('laid_off')
    expect(recruiters?.text.split('\n')[0]).toMatch(/tell recruiters and interviewers plainly/i)
  })

  it('answers how long a search takes with the sourced figure first, not the SDR-to-AE timeline', () => {
    expect(howLong?.situation).toBe('job_search')
    expect(howLong?.text.split('\n')[0]).toContain('Bureau of Labor Statistics')
    expect(howLong?.text).not.toMatch(/one to two years as an SDR/)
  })

  it('leaves out advice for someone who still has the job', () => {
    expect(howLong?.text).not.toMatch(/interviewing|acquisition/)
  })

  it('reads "what should I do first tomorrow?" as a plan, not a repeat of the layoff answer', () => {
    expect(tomorrow?.situation).toBe('roadmap_next_step')
    expect(tomorrow?.text).toMatch(/plan/)
  })
})

describe('questions inside a PIP', () => {
  const [, possible, interviewers] = playTurns(
    [
      'my manager put me on a 60 day PIP today. I need 15 meetings a month and I’ve been doing 9',
      'is it even possible to get out of a PIP?',
      'do I tell interviewers I’m on a PIP?',
    ],
    mayaContext,
  )

  it('answers whether a PIP can be passed, not the opening advice again', () => {
    expect(possible?.text.split('\n')[0]).toMatch(/getting through a PIP is possible/i)
  })

  it('says a PIP need not be volunteered in interviews, and never to lie about it', () => {
    expect(interviewers?.text.split('\n')[0]).toMatch(
      /do not have to explain a PIP to recruiters or interviewers/,
    )
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(interviewers?.text).not.toMatch(/As I said/)
    expect((interviewers?.text ?? '').trim()).not.toBe('')
  })
})

describe('a layoff with severance to sign and commission to come', () => {
  const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)
  const [, severance, , commission] = converse([
    'got laid off this morning',
    'they gave me 4 weeks severance and i have to sign by friday',
    'should i sign it?',
    'what about my commission on deals that close next month',
  ])

  it('says what to check and what to ask for before signing', () => {
    expect(severance?.situation).toBe('laid_off')
    expect(severance?.text.split('\n\n')[0]).toMatch(/before signing, check the severance/i)
    expect(severance?.text).toMatch(/a polite ask rarely costs the offer/)
  })

  it('answers commission after the last day with the rule for leavers, not advice for staff', () => {
    expect(commission?.text.split('\n\n')[0]).toMatch(/after you quit or leave/i)
    expect(commission?.text).not.toMatch(/sign a new plan|Moved to other work/)
  })

  it('tells a fired rep what signing the severance gives up', () => {
    const [, fired] = converse([
      'i got fired today',
      'they want me to sign a severance agreement by monday',
    ])
    expect(fired?.text).toMatch(/should you sign the severance\? Not before/i)
  })
})

describe('a commission lost to a reassigned deal', () => {
  const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)
  const [first, policy, sue, quit] = converse([
    'i lost a 50k commission because they reassigned my deal to another rep right before it closed',
    'my manager says its company policy',
    'can i sue?',
    'should i quit over this?',
  ])

  it('leads with the crediting rule for a reassigned deal', () => {
    expect(first?.situation).toBe('commission_dispute')
    expect(first?.text.split('\n\n')[0]).toMatch(/crediting rule on reassigned deals/)
  })

  it('answers "company policy", "can I sue?" and "should I quit over this?" on the same dispute', () => {
    expect(policy?.text.split('\n\n')[0]).toMatch(/Ask for the written policy/)
    expect(sue?.text.split('\n\n')[0]).toMatch(/wage claim with your state labour department/)
    expect(quit?.situation).toBe('commission_dispute')
    expect(quit?.text).toMatch(/How many months could you cover/)
  })
})

describe('a later turn on the same problem', () => {
  it('gives what is new under a short heading rather than the first answer word for word', () => {
    const [first, later] = playTurns(
      ['i got put on a pip today', 'my manager said its just a formality'],
      mayaContext,
    )
    expect(first?.text).toContain('Treat the PIP as two jobs at once')
    expect(later?.situation).toBe('pip')
    expect(later?.text).toMatch(/^Maya, more on being on a performance improvement plan:/)
    expect(later?.text).not.toContain('Treat the PIP as two jobs at once')
  })
})

describe('"should I sign it?" asked, then asked again', () => {
  const [, , first, again] = playTurns(
    [
      'i got laid off today',
      'they want me to sign a severance agreement by friday',
      'should I sign it?',
      'so should i sign it or not',
    ],
    mayaContext,
  )

  it('answers the question with when to sign, not the checklist said a turn before', () => {
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(first?.text.split('\n')[0]).not.toMatch(/As I said/)
    expect((first?.text.split('\n')[0] ?? '').trim()).not.toBe('')
  })

  it('asked again, says something new instead of the same paragraph', () => {
    const lead = again?.text.split('\n')[0] ?? ''
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(lead).not.toMatch(/As I said/)
    expect(lead.trim()).not.toBe('')
    expect(lead).not.toMatch(/If one is missing/)
    expect(again?.text).not.toMatch(/credits|unlock/i)
  })
})

describe('a clawback, asked about and vented about', () => {
  const [, detail, paycheck, vent] = playTurns(
    [
      'customer cancelled after 2 months and now they want my commission back',
      'its in the comp plan apparently, 90 day clawback',
      'can they take it from my next paycheck',
      'that seems so unfair',
    ],
    mayaContext,
  )

  it('gives the gist of what was said rather than the same paragraph again', () => {
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(detail?.text).not.toMatch(/As I said/)
    expect((detail?.text ?? '').trim()).not.toBe('')
  })

  it('answers the paycheck question with the point about deductions', () => {
    expect(paycheck?.text.split('\n')[0]).toMatch(
      /deduct it from future commission, or from your paycheck/,
    )
  })

  it('keeps "that seems so unfair" on the clawback, free of any paid step', () => {
    expect(vent?.situation).toBe('commission_clawback')
    expect(vent?.text).not.toMatch(/credits|unlock/i)
  })
})

describe('laid off with a severance offer and a deadline', () => {
  const [laidOff, negotiate] = playTurns(
    [
      "Got laid off this morning along with 30% of the sales org. They're offering 4 weeks severance if I sign by Friday.",
      'can I negotiate that?',
    ],
    mayaContext,
  )

  it('does not ask back what the person just said (the severance and its deadline)', () => {
    expect(laidOff?.text).not.toMatch(/Have they offered severance yet/)
    expect(negotiate?.text).not.toMatch(/Have they offered severance yet/)
  })

  it('answers "can I negotiate that?" with what to ask for, once, in writing', () => {
    expect(negotiate?.situation).toBe('laid_off')
    expect(negotiate?.text).toMatch(/negotiate it\? Yes/i)
    expect(negotiate?.text).toMatch(/commission already earned paid out/)
  })
})

describe('training a replacement', () => {
  it('after resigning: the handover during notice, with nothing on layoff pay', () => {
    const [reply] = playTurns(
      [
        'I resigned last week and my manager wants me to train my replacement during my notice. Do I have to?',
      ],
      mayaContext,
    )
    expect(reply?.situation).toBe('resigning')
    expect(reply?.text).toMatch(/train your replacement/)
    expect(reply?.text).not.toMatch(/severance|separation pay/i)
  })

  it('after a layoff: whether the separation pay depends on it', () => {
    const [reply] = playTurns(
      ['I got laid off but they want me to train my replacement for two weeks first'],
      mayaContext,
    )
    expect(reply?.situation).toBe('laid_off')
    expect(reply?.text).toMatch(/separation pay depends on it/)
  })
})
