import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

/** Short questions typed into the chat as people type them, each answered on its own topic. */
const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })

describe('everyday questions', () => {
  it('gives words for salary expectations before an offer, not a counter to one', () => {
    const reply = ask('a recruiter asked my salary expectations, what do I say?')
    expect(reply.situation).toBe('offer_negotiation')
    expect(reply.text).toContain('What budget do you have for the role?')
    expect(reply.text).not.toContain('ready to sign')
  })

  it('gives counter words when an offer is on the table', () => {
    const reply = ask('they offered 60k base, what do I say to counter?')
    expect(reply.situation).toBe('offer_negotiation')
    expect(reply.text).toContain('I was expecting a base of')
  })

  it('reads a rep over quota who was not promoted as passed over, not as missing quota', () => {
    const reply = ask('I hit 140% of quota and they still didn’t promote me')
    expect(reply.situation).toBe('passed_over_promotion')
    expect(reply.text).not.toMatch(/behind on quota/i)
  })

  it('meets freezing on price questions with the price answer', () => {
    const reply = ask('I keep freezing when people ask about price')
    expect(reply.situation).toBe('objection_budget')
    expect(reply.text).toMatch(/give a straight range/i)
  })

  it('answers who may apply: age, a degree, children at home', () => {
    expect(ask('I’m 45, is it too late to get into tech sales?').text).toMatch(/40s and 50s/)
    expect(ask('I’m a single mom, can I do an SDR job with kids?').text).toMatch(/business hours/)
    expect(ask('do I need a degree to be an AE?').situation).toBe('breaking_in')
  })

  it('recognises a poor review, a pay cut, a lost deal and a relocation', () => {
    expect(ask('I got a 2 on my performance review').situation).toBe('performance_review')
    // A PIP named with the review is still answered as a PIP.
    expect(ask('I’m on a PIP after a bad performance review').situation).toBe('pip')
    expect(ask('they cut my base salary by 10%').situation).toBe('quota_raised_midyear')
    expect(ask('my deal of the year just fell through at the last minute').situation).toBe(
      'lost_deal',
    )
    expect(ask('I’m being asked to relocate to Austin for the AE role').situation).toBe(
      'remote_work',
    )
  })

  it('defines inbound and outbound, and answers whether AI ends sales jobs', () => {
    expect(ask('what’s the difference between inbound and outbound SDR?').text).toContain(
      'an outbound rep contacts people',
    )
    expect(ask('is SaaS sales dying because of AI?').situation).toBe('ai_in_sales')
  })

  it('answers the topic a reading list is wanted for', () => {
    const reply = ask(
      'I was promoted to manager over my former peers and some push back on me. Any podcasts or resources for a new manager?',
    )
    expect(reply.situation).toBe('move_to_sales_management')
    expect(reply.text).toMatch(/former peers/)
  })

  it('meets anxiety before calls, and budgeting on commission', () => {
    expect(ask('How do you deal with anxiety before each cold call?').situation).toBe(
      'cold_call_anxiety',
    )
    expect(
      ask('I moved into a mostly commission role and my paychecks will vary. How do I budget?')
        .situation,
    ).toBe('pay_structure')
  })

  it('explains the app: a locked step, changing the target role, where data goes', () => {
    expect(ask('why is step 4 locked?').text).toContain('**Credits** unlock roadmap steps')
    expect(ask('can I change my target role?').text).toContain('Top Career Matches')
    expect(ask('is my data private?').text).toContain('unless you turn on sync')
  })

  it('leads with the reason a commission was refused, not with a stray word of it', () => {
    const reply = ask(
      'my company won’t pay my commission on a deal I closed because the customer paid late',
    )
    expect(reply.situation).toBe('commission_dispute')
    expect(reply.text.split('\n\n')[1]).toMatch(/customer paid late/)
  })

  it('answers an introvert, a holiday shift, an AE who drops meetings, a first month as AE', () => {
    expect(ask('I’m an introvert, can I still be good at sales?').text).toMatch(/Introverted\?/i)
    expect(ask('my manager wants me to work on Thanksgiving').text).toMatch(/Thanksgiving/)
    expect(ask('the AE I support never follows up on my meetings').text).toMatch(/follow-up window/)
    expect(ask('I got promoted to AE! what should I do in my first month?').situation).toBe(
      'first_90_days',
    )
  })
})

describe('is it worth it', () => {
  it('answers "is tech sales a good career?" with the case for and against, not the age point', () => {
    const reply = ask('is tech sales a good career in 2026?')
    expect(reply.text.split('\n')[0]).toMatch(/for many people, yes/i)
    expect(reply.text.split('\n')[0]).toMatch(/trade-offs/)
    expect(reply.text.split('\n')[0]).not.toMatch(/40s and 50s/)
  })
})

describe('getting a referral', () => {
  it('answers how to ask for a referral instead of asking which topic was meant', () => {
    const reply = ask('how do I get a referral for an SDR job')
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe('job_search')
    expect(reply.text.split('\n')[0]).toMatch(/would refer you/)
  })
})

describe('short questions that were asked back before', () => {
  it.each([
    ["what's the difference between an SDR and a BDR", 'role_explainer'],
    ['I’m nervous about my first day as an SDR', 'first_90_days'],
    ["what's a good OTE for a first AE role", 'salary_by_role'],
    ['i got my first closed won deal!!', 'celebration'],
    ['how do I deal with rejection', 'low_confidence'],
    ['my coworker is rude to me in front of clients', 'toxic_culture'],
    ['my role got cut', 'laid_off'],
  ])('%s', (message, situation) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
  })

  it('reads something of the job being cut as that thing, not as a firing', () => {
    expect(ask('my territory got cut in half').situation).toBe('territory_unfair')
    expect(ask('my salary got cut').situation).toBe('quota_raised_midyear')
    expect(ask('my commission got cut in half').situation).toBe('commission_dispute')
    for (const message of ['my territory got cut in half', 'my salary got cut'])
      expect(ask(message).text).not.toMatch(/let go|layoff/i)
  })
})

describe('nerves before a career moment', () => {
  it.each([
    ['I’m nervous about my first day as an SDR', /nervous about starting a new job is normal/],
    ['so nervous for my AE interview tomorrow', /nervous about an interview is normal/],
  ])('meets the feeling first: %s', (message, feeling) => {
    expect(ask(message).text.split('\n')[0]).toMatch(feeling)
  })
})

describe('words that belong to another topic', () => {
  it('reads stock in a spin-off instead of a bonus as equity, not the SPIN method', () => {
    const reply = ask(
      'My startup agreed to pay me a bonus but offered stock in a spin-off company instead. What should I ask for?',
    )
    expect(reply.situation).toBe('startup_equity')
  })

  it('still reads SPIN as the method when asked about it', () => {
    expect(ask('what is spin selling?').situation).toBe('method_spin')
  })

  it('reads telling the manager about leaving, before any offer, as resigning well', () => {
    expect(ask("Tell manager I'm planning to move on?").situation).toBe('resigning')
  })

  it('reads losing track of the people one talks to as a tools question', () => {
    expect(
      ask('I keep losing track of people I talked to on the phone, how do I fix that?').situation,
    ).toBe('tools_crm')
  })

  it('does not take prospects in restaurant chains for a hospitality background', () => {
    const reply = ask(
      'How do we get into a national restaurant chain like the big ones? We sell to single locations now.',
    )
    expect(reply.situation).not.toBe('switcher_hospitality')
  })
})
