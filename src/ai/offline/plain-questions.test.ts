import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { answerOffline } from './offline-coach'

/** One-line questions typed the way people type them, each on its own topic without asking back. */
const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })

describe('plain questions about pay, jobs and news', () => {
  it.each([
    ['I think they’re building a case to fire me', 'job_security'],
    ['company went bankrupt, will I still get my commissions?', 'commission_dispute'],
    ['is a 70/30 pay split good for an SDR?', 'pay_structure'],
    ['I’ve been an SDR for 14 months and still no promotion', 'passed_over_promotion'],
    ['I have an offer but they want an answer by tomorrow', 'offer_comparison'],
    ['recruiter lowballed me, what now', 'offer_negotiation'],
    ['should I accept a commission only job', 'pay_structure'],
    ['a senior rep keeps hitting on me', 'discrimination_harassment'],
    ['I got the AE promotion!', 'celebration'],
    ['everyone on my team is hitting quota except me', 'missed_quota'],
    ['how do I close my first deal', 'closing'],
    ['should I sign the offer?', 'offer_comparison'],
  ])('%s', (message, situation) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
  })

  it('gives the point each one asks for', () => {
    expect(ask('I think they’re building a case to fire me').text).toMatch(
      /case is being built against you/,
    )
    expect(ask('company went bankrupt, will I still get my commissions?').text).toMatch(
      /trustee or administrator/,
    )
    expect(ask('should I accept a commission only job').text).toMatch(/puts all the risk on you/)
    expect(ask('I have an offer but they want an answer by tomorrow').text).toMatch(/buy time/)
    expect(ask('a senior rep keeps hitting on me').text).not.toMatch(/credits|unlock/i)
  })

  it('answers the question asked with good news, after a word of congratulations', () => {
    const reply = ask('I got the offer!! should I negotiate?')
    expect(reply.situation).toBe('offer_negotiation')
    expect(reply.text).toMatch(/^Maya, congratulations/)
    expect(ask('I got promoted to AE! what should I do in my first month?').situation).toBe(
      'first_90_days',
    )
  })
})

describe('plain questions about selling, the job and the app', () => {
  it.each([
    ['what should I say in a voicemail', 'cold_calling', /voicemails: under 20 seconds/i],
    ['prospect says it’s not in the budget this year', 'objection_budget', /no budget/i],
    ['how do I find the decision maker', 'prospecting_strategy', /who else would be part/i],
    ['how do I use ChatGPT for prospecting', 'ai_in_sales', /use AI for account research/i],
    ['can I delete my account', 'app_help', /Delete my account/],
    ['I feel stuck in my SDR role', 'sdr_to_ae_path', /act like an AE/i],
    ['my manager doesn’t give me any feedback', 'manager_conflict', /one-to-one/],
    ['should I get my MBA', 'move_to_sales_management', /MBA is rarely/i],
  ])('%s', (message, situation, words) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
    expect(reply.text).toMatch(words)
  })

  it('answers a general question with general advice, not a point for someone else’s case', () => {
    const reply = ask('my manager doesn’t give me any feedback')
    expect(reply.text).not.toMatch(/takes credit for your deals|new manager arriving/i)
  })
})

describe('plain questions about interviews and leaving', () => {
  it.each([
    [
      'how do I get my first AE job without being an SDR',
      'sdr_or_ae_first',
      /start as an SDR unless/i,
    ],
    ['how do I explain being fired in an interview', 'fired', /blame-free line for interviews/],
    ['how much notice should I give', 'resigning', /written notice/],
    ['do I have to train my replacement', 'resigning', /train your replacement/],
    ['I bombed my interview', 'interview_prep', /common and recoverable/],
    ['I didn’t get the job, what now', 'job_search', /one piece of feedback/],
    ['the recruiter ghosted me after the final round', 'interview_prep', /follow up once/],
  ])('%s', (message, situation, words) => {
    const reply = ask(message)
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe(situation)
    expect(reply.text.split('\n')[0]).toMatch(words)
  })
})

describe('hard moments said in a few words', () => {
  it('meets hopelessness with care and the crisis line, not a clarifying question', () => {
    const reply = ask('honestly what’s the point of anything, I keep failing')
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe('distress_general')
    expect(reply.text).toContain('988')
  })

  it('reads a threat for reporting and a change after a pregnancy as the legal ground they are', () => {
    for (const message of [
      'my boss said if I report him I’ll lose my job',
      'I’m pregnant and they took my biggest accounts away',
    ]) {
      const reply = ask(message)
      expect(reply.situation, message).toBe('discrimination_harassment')
      expect(reply.text, message).not.toMatch(/credits|unlock/i)
    }
  })

  it('leads a firing after a harassment report with the case point', () => {
    const reply = ask('they fired me for reporting harassment')
    expect(reply.situation).toBe('fired')
    expect(reply.text.split('\n\n')[1]).toMatch(/employment lawyer/)
  })
})

describe('pay moved or cut by the company', () => {
  it('reads a closed deal pushed into the next quarter as a pay dispute, not an accelerators lesson', () => {
    const reply = ask('they moved my deal to the next quarter so I miss accelerators')
    expect(reply.situation).toBe('commission_dispute')
    expect(reply.text).not.toMatch(/credits|unlock/i)
  })

  it('answers being asked to sign a plan with a lower rate', () => {
    const reply = ask('they want me to sign a new comp plan with a lower rate, do I have to?')
    expect(reply.situation).toBe('quota_raised_midyear')
    expect(reply.text.split('\n')[0]).toMatch(/ask for time/i)
  })
})

describe('what to write, inside a thread whose next move is a message', () => {
  it('drafts the email after "just send me an email"', () => {
    const [, write] = playTurns(
      ['prospect said just send me an email', 'ok what do i write in it?'],
      mayaContext,
    )
    expect(write?.situation).toBe('objection_send_email')
    expect(write?.text).toMatch(/Here is a follow-up email you can adapt/)
    expect(write?.text).toMatch(/Best, Maya/)
  })
})

describe('"how long to get hired?" from someone moving into sales', () => {
  it('says what the time depends on, not the SDR-to-AE timeline or a step length', () => {
    const [, , hired] = playTurns(
      [
        'im a nurse thinking about medical device sales, is that realistic',
        'how much do they make',
        'how long would it take me to get hired',
      ],
      strangerContext,
    )
    expect(hired?.situation).toBe('breaking_in')
    expect(hired?.text).toMatch(/depends most on how many hiring managers/)
    expect(hired?.text).not.toMatch(/first step fits in a week|one to two years as an SDR/)
  })
})

describe('questions about credits, one after another', () => {
  it('reads "how do I get more?" and "can I get a refund?" as more about credits', () => {
    const [, more, refund] = playTurns(
      ['how do credits work', 'how do i get more', 'can i get a refund'],
      mayaContext,
    )
    expect(more?.situation).toBe('app_help')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(more?.text).not.toMatch(/As I said/)
    expect((more?.text ?? '').trim()).not.toBe('')
    expect(refund?.situation).toBe('app_help')
    // Said in an earlier reply: never restated (issue 30: no sentence twice).
    expect(refund?.text).not.toMatch(/As I said/)
    expect(refund?.clarifying).toBe(false)
  })
})

describe('interview and promotion questions typed in passing', () => {
  it.each([
    [
      'what should i say when they ask why i want to leave my current job',
      'interview_prep',
      /what you are moving toward/,
    ],
    ['my manager wants me to relocate for a promotion', 'promotion_ask', /Weigh it like an offer/],
    [
      'how do i ask for feedback after a rejection',
      'job_search',
      /What would have made me a stronger candidate/,
    ],
  ])('"%s" is answered on %s', (message, situation, point) => {
    const reply = ask(message)
    expect(reply.situation).toBe(situation)
    expect(reply.clarifying).toBe(false)
    expect(reply.text.split('\n')[0]).toMatch(point)
  })
})
