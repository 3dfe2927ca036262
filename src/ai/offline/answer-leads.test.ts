import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

function reply(message: string) {
  return answerOffline({ message, history: [], context: mayaContext })
}

/** The first two sentences: what a person reads before deciding whether Becky understood. */
function opening(text: string): string {
  return text
    .split(/(?<=[.!?])\s/)
    .slice(0, 2)
    .join(' ')
    .toLowerCase()
}

describe('a reply opens with the answer to the question asked', () => {
  it('tells a strong SDR with no AE opening when leaving is the route, not tenure rules', () => {
    const a = reply(
      'Been an SDR for 14 months, booked 140% of target every quarter, still no AE opening. Should I leave?',
    )
    expect(a.situation).toBe('sdr_to_ae_path')
    expect(opening(a.text)).toContain('ae opening')
    expect(opening(a.text)).toContain('elsewhere')
  })

  it('calls a verbal offer that will not be written down a red flag', () => {
    const a = reply(
      "I got a verbal offer from a startup but they won't put the OTE split in writing. Red flag?",
    )
    expect(opening(a.text)).toContain('in writing')
    expect(opening(a.text)).toContain('red flag')
  })

  it('explains commission paid on collection as normal plan design, not a dispute', () => {
    const a = reply('is it normal to not get paid commission until the customer pays the invoice?')
    expect(a.situation).toBe('pay_structure')
    expect(opening(a.text)).toContain('customer pays')
    expect(a.text).not.toMatch(/lawyer|windfall/i)
  })

  it('answers a price comparison with a competitor, not "we already use someone"', () => {
    const a = reply('how do i handle a prospect who says your competitor is cheaper')
    expect(a.situation).toBe('objection_competitor')
    expect(opening(a.text)).toContain('cheaper')
  })

  it('reads an interview question from a career changer as interview prep', () => {
    const a = reply(
      "I'm a career changer and I have an interview for a BDR role on Monday. What will they ask me?",
    )
    expect(a.situation).toBe('interview_prep')
  })
})

describe('a background card needs the background', () => {
  it('never answers "move into sales leadership" as a teacher, nurse or retail switcher', () => {
    const a = reply('Is it worth getting a MBA to move into sales leadership?')
    expect(a.situation).not.toMatch(/^switcher_(?!general)/)
    expect(a.text).not.toMatch(/teacher|classroom|nurse|retail/i)
  })
})

describe('everyday wordings', () => {
  it('reads "I feel like a fraud" as low confidence and "how many cold calls a day" as activity', () => {
    expect(reply('I feel like a fraud, everyone on my team is better than me').situation).toBe(
      'low_confidence',
    )
    expect(reply('how many cold calls should I make a day').situation).toBe('activity_metrics')
  })
})

describe('questions people ask about trouble and moves', () => {
  const cases: readonly (readonly [string, string, RegExp])[] = [
    [
      "how do i tell my boss i'm interviewing elsewhere",
      'job_search',
      /do not tell your manager you are interviewing/,
    ],
    ["I'm 23, just graduated, is SDR a dead end job?", 'sdr_to_ae_path', /not a dead end/],
    ['can I negotiate my quota?', 'quota_raised_midyear', /rarely negotiated down/],
    [
      "They moved my biggest account to the VP's buddy right before it closed",
      'territory_unfair',
      /moved just before it closes/,
    ],
    [
      'My manager put me on a PIP two weeks after I came back from maternity leave',
      'pip',
      /retaliation or discrimination/,
    ],
    [
      'my coworker makes 20k more than me for the same job',
      'raise_ask',
      /earns more for the same job/,
    ],
    [
      'should I join a company with no sales process yet as the first sales hire?',
      'startup_vs_enterprise',
      /first sales hire/,
    ],
    [
      "my commission check was short by 4k and payroll says it's correct",
      'commission_dispute',
      /calculation line by line/,
    ],
    [
      "I'm on a PIP but I just got an offer from another company. Should I take it?",
      'pip',
      /offer while on a pip/,
    ],
    [
      "Going on a PIP next week. I've been at 60% for two quarters because my territory got cut. What do I do?",
      'pip',
      /smaller territory/,
    ],
    [
      "I closed a 120k deal in march, then quit in may. They say I'm not owed the commission because the customer paid in june. Is that legal??",
      'commission_dispute',
      /quit or leave/,
    ],
    [
      'After 20 years of hitting quota they let me go and the person hired is 30. Do I have a case?',
      'fired',
      /employment lawyer/,
    ],
    [
      'my manager takes credit for my deals in front of leadership',
      'manager_conflict',
      /takes credit for your deals/,
    ],
    [
      "what's a good answer to tell me about a time you failed",
      'interview_prep',
      // The point's 'For "tell me about a time you failed":' label is dropped when it was asked.
      /pick a real miss/,
    ],
    [
      'how do I explain a 6 month gap on my resume after getting laid off',
      'resume_sales',
      /gap after a layoff/,
    ],
  ]

  for (const [message, situation, answer] of cases) {
    it(`answers "${message}" first`, () => {
      const a = reply(message)
      expect(a.situation).toBe(situation)
      expect(opening(a.text.replace(/^.*(stressful|shaken).*\n\n/, ''))).toMatch(answer)
    })
  }
})

describe('bias met in a job search is answered as a job search', () => {
  it('leads with the age point, not a report to HR, for bias while looking for work', () => {
    const a = reply(
      "I'm 58 and I'm sure I'm being discriminated against in my job search because of my age: interviews but no offers. How do I get a fair shot?",
    )
    expect(a.situation).toBe('job_search')
    expect(opening(a.text)).toContain('your age')
    expect(a.text).not.toContain('report it through HR')
  })

  it('keeps the harassment answer for a legal question, a manager or sexual messages', () => {
    for (const message of [
      'In my interview they asked if I was pregnant and then rejected me. Is that discrimination?',
      "my manager says I'm too old for this team and should retire",
      "A client keeps sending me sexual messages and I'm thinking of applying elsewhere, what do I do",
    ])
      expect(reply(message).situation).toBe('discrimination_harassment')
  })
})

describe('a question a point quotes is answered by that point', () => {
  it('answers "why sales?" with the why-sales point, however common its words', () => {
    const a = reply("what's a good answer to 'why sales?' in an SDR interview")
    expect(a.situation).toBe('interview_prep')
    expect(opening(a.text)).toContain('what draws you')
    expect(opening(a.text)).not.toContain('For "why sales?"')
  })

  it('reads a doubled quota as a quota change, not a question about attainment', () => {
    const a = reply("My quota doubled this year and nobody on my team hit last year's number")
    expect(a.situation).toBe('quota_raised_midyear')
  })
})
