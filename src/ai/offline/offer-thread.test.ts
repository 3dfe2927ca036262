import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)

describe('a conversation about one offer', () => {
  const offer = 'I got an AE offer at a fintech startup: 75k base, 130k OTE.'

  it('names a counter from where the offer sits in the catalogue range', () => {
    const [, negotiate] = converse([offer, 'should I negotiate?'])
    expect(negotiate?.situation).toBe('offer_negotiation')
    expect(negotiate?.text).toContain('a counter toward $145K OTE')
    // The range is said once in the reply, not again as a separate catalogue line.
    expect(negotiate?.text.split('$80K-$150K')).toHaveLength(2)
  })

  it('gives the words for "how do I say it to the recruiter?", not job search advice', () => {
    const replies = converse([offer, 'should I negotiate?', 'how do I say it to the recruiter?'])
    const words = replies[2]
    expect(words?.situation).toBe('offer_negotiation')
    expect(words?.text).toContain('To the recruiter:')
  })
})

describe('words for recruiters follow the thread', () => {
  it('gives the layoff words after a layoff, not the words for a firing', () => {
    const [, words] = converse([
      'I got laid off this morning. 3 years at the company. I have a mortgage.',
      'what do I tell recruiters?',
    ])
    expect(words?.situation).toBe('laid_off')
    expect(words?.text).toContain('My role was eliminated')
  })

  it('gives the firing words after a firing', () => {
    const [, words] = converse(['got fired today for missing quota', 'what do I tell recruiters?'])
    expect(words?.situation).toBe('fired')
    expect(words?.text).toContain('not the right fit')
  })
})

describe('a short turn torn between the thread and a sibling card', () => {
  it('stays on the clawback when asked "what if I refuse to pay it back?"', () => {
    const [, refuse] = converse([
      "my biggest customer just churned and they're clawing back 8k of my commission",
      'what if I refuse to pay it back?',
    ])
    expect(refuse?.situation).toBe('commission_clawback')
    expect(refuse?.clarifying).toBe(false)
    expect(refuse?.text.split('\n\n')[0]).toMatch(/refusing to pay it back/i)
  })
})

describe('"which one would you take?" after two offers', () => {
  it('says pay does not choose when the two come to about the same, and what does', () => {
    const [, pick] = converse([
      'I got two offers. One is 70k base 140k OTE at a series B, the other 85k base 130k OTE at a public company',
      'which one would you take?',
    ])
    expect(pick?.situation).toBe('offer_comparison')
    expect(pick?.text).toMatch(/on pay alone I would not choose/)
    expect(pick?.text).toContain('$119K and $117K')
    expect(pick?.text).toMatch(/Take the second, with the bigger base/)
  })

  it('leans to the offer ahead on both base and OTE', () => {
    const [, pick] = converse([
      'offer A: 60k base 120k OTE. offer B: 70k base 130k OTE. both remote',
      'which would you pick?',
    ])
    expect(pick?.text).toMatch(/on pay, the second is ahead/)
  })
})

describe('burned out, with no offer', () => {
  it('does not ask about an offer in hand that nobody mentioned', () => {
    const [first] = converse(["I'm completely burned out as an AE, I dread every Monday"])
    expect(first?.situation).toBe('burnout')
    expect(first?.text).not.toMatch(/offer in hand/i)
  })
})

describe('burned out, with an offer from another company', () => {
  const [first, pay, , manager] = converse([
    'im so burned out and i just got an offer from another company',
    'it pays 10k less base but the quota is way lower',
    'which would you pick?',
    'ok what do i tell my current manager',
  ])

  it('meets the burnout and asks whether the offer removes its cause', () => {
    expect(first?.situation).toBe('burnout')
    expect(first?.text).toMatch(/removes what wore you down/)
  })

  it('takes up the offer when its pay is compared, rather than reading a quota change', () => {
    expect(pay?.situation).toBe('offer_comparison')
    expect(pay?.text).toMatch(/attainment you can expect in each job/)
  })

  it('gives the words for resigning to the manager being left', () => {
    expect(manager?.situation).toBe('resigning')
    expect(manager?.text).toMatch(/accepted an offer elsewhere/)
  })
})

describe('a counteroffer after resigning', () => {
  const [, more, reason, decline] = converse([
    'i just told my boss im leaving and now they want to counter',
    'they offered 15k more base',
    'but my manager is the reason im leaving',
    'what do i say to decline',
  ])

  it('keeps the counteroffer through the figures and the reason for leaving', () => {
    expect(more?.situation).toBe('counteroffer')
    expect(reason?.situation).toBe('counteroffer')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(reason?.text).not.toMatch(/As I said/)
    expect((reason?.text ?? '').trim()).not.toBe('')
  })

  it('gives the words to decline the counteroffer, not a script for a difficult manager', () => {
    expect(decline?.situation).toBe('counteroffer')
    expect(decline?.text).toMatch(/my decision is final/)
  })
})

describe('an offer next to the job the person has', () => {
  const [first, negotiate, best] = converse([
    'got an offer for an AE role, 80k base 160k OTE at a series A. my current is 70k base 140k OTE',
    'should i negotiate',
    'what if they say thats their best offer',
  ])

  it('compares the offer with today’s pay, not with a second offer', () => {
    expect(first?.text).toMatch(/Next to your current job: the offer is \$80K base/)
    expect(first?.text).toMatch(/The offer pays \$10K more for sure and \$20K more at target/)
    expect(first?.text).not.toMatch(/the second is|tell the other company/)
  })

  it('finds no leverage in a lower current job, and counters on what is sure', () => {
    expect(negotiate?.text).not.toMatch(/leverage is the other offer/)
    expect(negotiate?.text).toMatch(/counter on what is sure/)
  })

  it('answers a "best offer" with what else to ask for, without the counter note again', () => {
    expect(best?.text.split('\n')[0]).toMatch(/if they say "best offer".*sign-on bonus/)
    expect(best?.text).not.toMatch(/counter on what is sure/)
  })

  it('uses a higher current pay as the leverage', () => {
    const [, lower] = converse([
      'they offered 70k base 140k OTE but i make 85k base 150k OTE now',
      'should i negotiate',
    ])
    expect(lower?.text).toMatch(/Your leverage is what you make now: .*\$85K base and \$150K OTE/)
  })
})

describe('negotiating an offer whose figures were given', () => {
  const [, , no] = playTurns(
    [
      'I got an offer for an AE role: 75k base, 150k OTE, but the quota is 900k and they said only about half the team hit it last year. Is that a good offer?',
      'how do I negotiate a higher base?',
      'what if they say no?',
    ],
    mayaContext,
  )

  it('answers a no to the counter first, without its label', () => {
    expect(no?.situation).toBe('offer_negotiation')
    expect(no?.text.split('\n')[0]).toMatch(/^A no to a polite counter is normal/)
  })

  it('does not ask back for the figures the person already gave', () => {
    expect(no?.text).not.toMatch(/What base and OTE did they offer/)
  })
})

describe('an AE offer next to the SDR job, an aside on equity, then "the offer is final"', () => {
  const [, equity, final] = playTurns(
    [
      'I got an AE offer: 70k base, 140k OTE at a 40 person startup, plus 0.05% equity. Current SDR job is 60k base 85k OTE. Is this good?',
      'how do I negotiate the equity?',
      'they said the offer is final. should I still take it?',
    ],
    mayaContext,
  )

  it('goes back to the offer after the equity aside, with what to ask for when the number is firm', () => {
    expect(equity?.situation).toBe('startup_equity')
    expect(final?.situation).toBe('offer_negotiation')
    expect(final?.text).toMatch(/ask once for something other than base/)
  })

  it('neither measures the AE offer against the SDR range nor counters a final number', () => {
    expect(final?.text).not.toMatch(/Sales Development Representative range/)
    expect(final?.text).not.toMatch(/a counter toward/)
  })
})

describe('a counteroffer, then "the new job pays 25k more though"', () => {
  it('stays on the counteroffer instead of reading "new job" as a job just started', () => {
    const [, , more] = playTurns(
      [
        'I gave notice and my boss came back with a 15k raise and a promise of promotion next quarter if I stay',
        'but I really like my team',
        'the new job pays 25k more though',
      ],
      mayaContext,
    )
    expect(more?.situation).toBe('counteroffer')
  })

  it('still reads a job just begun as the first 90 days', () => {
    const [reply] = playTurns(
      ['new job, new team, feeling lost. what should I focus on?'],
      mayaContext,
    )
    expect(reply?.situation).toBe('first_90_days')
  })
})

describe('an AE offer and the current SDR job in one message, said to be final', () => {
  const [reply] = playTurns(
    [
      'I got an AE offer: 70k base, 140k OTE. Current SDR job is 60k base 85k OTE. they said the offer is final, should I still take it?',
    ],
    mayaContext,
  )

  it('leads with what to ask for when the number is firm, not with the pay-history point', () => {
    expect(reply?.text).toMatch(/^Maya, if they say "best offer" or "final offer"/)
  })

  it('gives the range of the role offered, not of the job being left', () => {
    expect(reply?.text).toMatch(/\*\*Account Executive\*\*: \$/)
    expect(reply?.text).not.toMatch(/\*\*Sales Development Representative\*\*: \$/)
  })
})

describe('two offers named with "now"', () => {
  it('are compared side by side, neither taken for the current job', () => {
    const [reply] = converse([
      'I have two offers now: one is 70k base and 140k OTE, the other 85k base and 120k OTE. which should I take?',
    ])
    const text = reply?.text ?? ''
    expect(text).toMatch(/Side by side: the first is \$70K base/)
    expect(text).not.toMatch(/Next to your current job/)
  })
})
