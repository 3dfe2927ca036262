import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'
import { playTurns } from '../testing/play-turns'

/**
 * Short messages typed on a phone, lower case and unpunctuated, about the things people write
 * to a coach: a PIP, pay that went missing, a scary meeting, an offer. Each lands on its topic
 * and leads with the point it asks for.
 */
const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })
const firstPoint = (text: string) => text.split('\n\n')[1] ?? ''

describe('short questions land on their topic without asking back', () => {
  it.each([
    [
      'hr scheduled a meeting with my manager and me tomorrow at 4pm, no agenda. should i be worried',
      'job_security',
    ],
    ['am i about to get fired', 'job_security'],
    [
      'they took my biggest deal and gave it to a senior ae because "relationship reasons"',
      'territory_unfair',
    ],
    [
      'got an offer 95k base 95k variable at a series b, is that good for an ae',
      'offer_comparison',
    ],
    ['my offer letter doesnt mention the commission plan, is that normal', 'offer_negotiation'],
    ['how do i get my manager to actually coach me', 'manager_conflict'],
    ['should i report my manager to hr', 'manager_conflict'],
    ['i keep losing deals at the end to "no decision"', 'closing'],
    ['how many hours a week do aes actually work', 'role_explainer'],
  ])('%s', (message, situation) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
  })
})

describe('short questions get the point they ask for first', () => {
  it('says looking for work during a PIP is sensible', () => {
    expect(firstPoint(ask('is it ok to interview while on a pip').text)).toMatch(
      /applying and interviewing quietly/,
    )
  })

  it('asks for the calculation when a commission looks short', () => {
    const reply = ask('got my paycheck and commission is way lower than my calc, how do i check')
    expect(reply.text).toMatch(/calculation line by line/)
    expect(reply.text).not.toMatch(/customer paid late/)
  })

  it('weighs a pay cut taken to leave sales', () => {
    const reply = ask('should i take a pay cut to get out of sales')
    expect(reply.situation).toBe('leaving_sales')
    expect(reply.text).toMatch(/pay cut to leave/i)
  })

  it('says whether a severance offer is normal', () => {
    const reply = ask('got laid off, severance is 2 weeks, is that normal')
    expect(reply.text).toMatch(/no law sets a minimum/)
  })

  it('says to wait for a dreaded meeting before quitting', () => {
    const reply = ask(
      'pip just ended and now hr wants to meet friday. should i just quit before they fire me',
    )
    expect(reply.situation).toBe('pip')
    expect(firstPoint(reply.text)).toMatch(/Wait for it if you can/)
  })

  it('answers commission taken back by a changed plan, without points for other cases', () => {
    const reply = ask(
      'my company changed the comp plan and took away my commission on a deal i closed last month',
    )
    expect(reply.situation).toBe('commission_dispute')
    expect(firstPoint(reply.text)).toMatch(/taken away after the fact/)
    expect(reply.text).not.toMatch(/split nobody told you|windfall/)
  })

  it('says a wait for commission until the customer pays is common', () => {
    expect(ask('is it normal to wait 3 months for commission?').text.split('\n')[0]).toMatch(
      /a wait until the money arrives is common/,
    )
  })

  it('says how a PIP target compares with the numbers now', () => {
    expect(ask('pip says 15 sqls in 30 days, ive been doing 8. realistic?').text).toMatch(
      /realistic when/,
    )
  })

  it('names what an offer letter without the comp plan misses', () => {
    expect(ask('my offer letter doesnt mention the commission plan, is that normal').text).toMatch(
      /in writing before you resign/,
    )
  })

  it('says hours vary and what to ask', () => {
    expect(ask('how many hours a week do aes actually work').text).toMatch(/normal week/)
  })
})

describe('everyday questions about the job, said in a few words', () => {
  it.each([
    [
      'coworker keeps taking credit for my deals in the team meeting',
      'lead_stealing',
      /recap after each win/,
    ],
    [
      'how do i answer why do you want to work in sales',
      'interview_prep',
      /one sentence on what draws you/,
    ],
    [
      'how do i follow up after an interview without being annoying',
      'interview_prep',
      /thank-you within a day/,
    ],
    [
      'my quota attainment last year was 70%, will that hurt my job search',
      'job_search',
      /rarely hurts or rules you out/,
    ],
    ['do i need to be extroverted for sales', 'low_confidence', /do not need to be an extrovert/],
    ['how do i deal with rejection all day', 'low_confidence', /care, not that you are failing/],
    [
      'the company is getting acquired, what happens to my commission',
      'commission_dispute',
      /carries over to the new owner/,
    ],
    ['just got my first commission check!!', 'celebration', /congratulations/i],
    ['how do i prepare for my first 1:1 with my new manager', 'first_90_days', /first 90 days/],
    [
      'how long until i can become a sales manager',
      'move_to_sales_management',
      /carried a quota for a few years/,
    ],
    [
      'i got my first ae job!! starts monday, how do i not screw it up',
      'first_90_days',
      /^Maya, congratulations[^]*first 90 days/,
    ],
  ])('%s', (message, situation, words) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
    expect(reply.text.split('\n\n').slice(0, 2).join('\n\n')).toMatch(words)
  })
})

describe('pay, plans and leave, said in a few words', () => {
  it.each([
    ['my ramp got cut from 6 months to 3', 'ramp_and_draw', /Ramp shortened after you started/i],
    [
      'what is a draw and do i have to pay it back',
      'ramp_and_draw',
      /Only if the draw is recoverable/,
    ],
    [
      'my offer got rescinded after i already resigned',
      'job_search',
      /whether you can stay or return/,
    ],
    ['the company missed payroll this week', 'commission_dispute', /Wages are owed on time/],
    [
      'im going on maternity leave, what happens to my quota',
      'quota_raised_midyear',
      /prorate the quota for the months away/,
    ],
    ['they moved me to a new territory with zero pipeline', 'territory_unfair', /pipeline/],
    [
      'can my company make me pay back my signing bonus if i leave',
      'commission_clawback',
      /repayment clause/,
    ],
  ])('%s', (message, situation, words) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
    expect(reply.text.split('\n\n').slice(0, 2).join('\n\n')).toMatch(words)
  })

  it('does not meet a question about leave with sympathy for harassment', () => {
    expect(ask('im going on maternity leave, what happens to my quota').text).not.toMatch(
      /not your fault/,
    )
  })
})

describe('a visitor’s first questions', () => {
  const visitor = (message: string) =>
    answerOffline({ message, history: [], context: { memory: null, diagnostic: null } })

  it.each([
    ['is tech sales worth it in 2026', 'breaking_in', /for many people, yes/],
    ['can i do tech sales part time', 'breaking_in', /nearly all full time/],
    ['what is saas sales', 'glossary_term', /software as a service/],
    ['whats the difference between inside and outside sales', 'glossary_term', /field/],
  ])('%s', (message, situation, words) => {
    const reply = visitor(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
    expect(reply.text).toMatch(words)
  })

  it('keeps a product name’s capitals after a lead-in', () => {
    expect(ask('should i learn salesforce before applying').text).not.toMatch(/hubSpot/)
  })
})

describe('deals and customers, said in a few words', () => {
  it.each([
    ['they said they’re happy with their current vendor', 'objection_competitor', /already use/i],
    ['legal is redlining the contract and its taking forever', 'deal_slipped', /Stuck in legal/],
    ['my pipeline is empty for next quarter', 'pipeline_management', /Block prospecting time/],
    ['linkedin connection requests to prospects, what do i say', 'prospecting_strategy', /list/],
    ['customer is threatening to churn', 'customer_at_risk', /find out what changed/],
  ])('%s', (message, situation, words) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
    expect(reply.text).toMatch(words)
  })
})

describe('a customer not renewing, then a figure about it', () => {
  const [news, figure] = playTurns(
    ['my biggest customer just told me they are not renewing', 'it was 40% of my quota'],
    mayaContext,
  )

  it('reads "not renewing" as a customer who may leave, and "it was 40%" as more of that', () => {
    expect(news?.situation).toBe('customer_at_risk')
    expect(news?.clarifying).toBe(false)
    expect(figure?.situation).toBe('customer_at_risk')
    expect(figure?.clarifying).toBe(false)
  })
})

describe('a first-week SDR afraid of the phone', () => {
  const [fear, opener, hangUp] = playTurns(
    [
      'first week as an SDR, im terrified of cold calling',
      'what do i even say when they pick up',
      'what if they hang up on me',
    ],
    mayaContext,
  )

  it('hears the fear of calling over the first week, then answers the call itself', () => {
    expect(fear?.situation).toBe('cold_call_anxiety')
    expect(opener?.situation).toBe('cold_calling')
    expect(opener?.text).toMatch(/earns the next 30 seconds/)
    expect(hangUp?.text.split('\n')[0]).toMatch(/if they hang up on you: it is rarely about you/i)
  })
})
