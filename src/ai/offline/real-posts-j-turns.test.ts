import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A fourth set played on 2026-12-06 (tenth session), built from public posts after the third
 * set's fixes, as a fresh check: a new rep with a list of 300 companies, a second PIP in two years
 * in California, a first-year rep told "maybe you should be interviewing", a laid-off Cisco seller,
 * a rep coached in front of the whole office, a first PIP with a fantasy-basketball detour, a BDR
 * who tires of every job at month nine, a CEO paying commission on the wrong number, a Texas rep
 * with a New Jersey non-compete. Each turn tested here was wrong before: drafts pasted without a
 * colon went unread or were scored as pitches, "I just lie there doing math" was read as a lie
 * to customers, a detour with "I can't think straight" got care, "if I hit the numbers and they
 * let me go anyway" was met as a firing, and a lawyer's bill in a non-compete read as burnout.
 */

await withShippedReader()

describe('drafts pasted without a colon', () => {
  it('reviews a cold email after "be brutal" as a cold email', () => {
    const [reply] = playTurns(
      [
        'heres an email im sending this week, be brutal "Hi Dan, I know you\'re busy so I\'ll keep this short. We help manufacturing companies streamline their operations with our all-in-one platform. Companies like yours have seen up to 30% efficiency gains. Would you be open to a 30 minute call next week to learn more? Best, Jordan"',
      ],
      mayaContext,
    )
    expect(reply?.text).toMatch(/cold email/)
  })
  it('reviews a note to the managing director and one to the CEO as work messages', () => {
    const [md] = playTurns(
      [
        "want to send him this, thoughts? \"Hi [MD], I've thought about Tuesday's session. I appreciate you taking the time and I do want to improve my calls. However I felt it was unprofessional to give feedback in front of the whole office and I don't think it's an effective way to train people. In future I'd prefer any feedback about me to be given privately.\"",
      ],
      mayaContext,
    )
    const [ceo] = playTurns(
      [
        'draft to him, too aggressive? "Hey [CEO], on the [customer] upsell - my agreement says I\'m credited on incremental ACV, which is 50k. Paying me on 30k isn\'t what we agreed and honestly feels like a way to save money on my comp. Every SaaS company pays on annualized value. Can we fix this before payroll?"',
      ],
      mayaContext,
    )
    expect(md?.text).toMatch(/work message/)
    expect(ceo?.text).toMatch(/work message/)
  })
  it('reviews a note to a former customer asked "too vague?"', () => {
    const [reply] = playTurns(
      [
        "this is going to a former customer, hes a CIO at a hospital system now. too vague? \"Hey Mike, hope you're well! As you may have heard I'm no longer at Cisco after the recent layoffs. I'm exploring my next opportunity and would love to catch up sometime if you know of anything. Let me know!\"",
      ],
      mayaContext,
    )
    expect(reply?.text).toMatch(/^I read that as/)
  })
})

describe('a first PIP, with a detour', () => {
  const replies = playTurns(
    [
      "got put on a pip today. first one ever. for 'not doing enough outbound'",
      'in my defense ive had basically no guidance. my old manager was never around. now theres a new boss whos strictly numbers and everything flipped upside down overnight',
      'about 10 months. first sales job out of school',
      'no nothing in writing yet, they said hr sends it tomorrow',
      'they told me a pip isnt something they use to fire people. but literally everyone ive talked to says its the beginning of the end. and honestly the output i can pick up no problem, its having my boss AND the higher ups watching every little thing that makes me not even want to try',
      'random but do you know anything about fantasy basketball, my trade deadline is tonight and i cant think straight lol',
      'ok anyway back to the pip. do i start looking now or wait and see',
      'going to send my manager this, good? "Thanks for the conversation today. To make sure I hit the plan, can we confirm the exact daily and weekly outbound numbers I\'m measured on, and set a 15 min check-in each Friday to review progress?"',
      'and if i hit the numbers and they let me go anyway?',
    ],
    mayaContext,
  )

  it('answers a fantasy-basketball question as off topic, even with "I can\'t think straight"', () => {
    expect(replies[5]?.situation).toBe('off_topic')
  })
  it('meets "if I hit the numbers and they let me go anyway?" as a fear on the PIP, not a firing', () => {
    expect(replies[8]?.situation).toBe('pip')
    expect(replies[8]?.text).not.toMatch(/being let go is a real shock/i)
  })
})

describe('readings that had gone astray', () => {
  it('hears "I just lie there doing math" as lying awake, not a lie to tell', () => {
    const replies = playTurns(
      [
        'my manager put me on a pip again. second time in 2 years. last year i missed 2 months in a row and got one, clawed my way off it with what was honestly half luck half grinding. and now last week here we go again. i havent slept properly since he told me',
        'i just lie there doing math. rent in california is insane and if this goes bad i have maybe 2 months of savings. my stomach has been in knots all week',
      ],
      mayaContext,
    )
    expect(replies[1]?.situation).not.toBe('asked_to_mislead')
    expect(replies[1]?.text).not.toMatch(/mislead|honest alternative/i)
  })
  it("keeps a lawyer's bill inside the non-compete, not burnout", () => {
    const replies = playTurns(
      [
        'question about a non compete. ive been at my company almost 4 years, healthcare, theyre based in new jersey and i live in texas',
        "during training i had to sign a 'key employee agreement'. 12 months out of the industry if i leave. didnt really have a choice at the time",
        'i paid a local lawyer, 200 an hour, he said its enforceable but too broad. i cant keep paying him to tell me that',
      ],
      mayaContext,
    )
    expect(replies[2]?.situation).toBe('non_compete')
  })
})

describe('a first-year rep told "maybe you should be" interviewing', () => {
  const replies = playTurns(
    [
      "i just had my 1:1 with my new manager and i told him, kind of proudly, that im not interviewing anywhere. and he goes 'maybe you should be'",
      'then i had a zoom with a teammate right after and he asked how i was doing and i just started sobbing. on camera',
      'context: i joined about a year ago, first real sales job, on this new experimental team. 3 months in the head of sales pulled us into a room and said they were restructuring us because otherwise everyone would quit in 6 months. 3 months after that my manager got fired after 3 years there, then another guy got let go, then my buddy who started the same day as me quit. on his last day he had me over for brisket with his family and told me the writing was on the wall and he was worried about me',
      'the leaders keep saying you could get an easier job and make more money somewhere else but youre lucky to be on a world class team. and i bought it. i still kind of think im the problem, even tho everyone on the team is struggling',
      'honestly whats the point. i just want to disappear',
      'no no not like that. im safe, im not going to hurt myself. i mean i want to disappear from this job, like close the laptop and never log back on',
      'ok. so was he telling me to leave or what',
      "i wrote this to send him, is it ok \"Hi, I've been thinking about what you said in our 1:1. I just want to make sure I understand, are you saying my job is at risk? If so I'd really appreciate knowing what I need to do to turn things around, because I really want to be here and I'm willing to do whatever it takes.\"",
      'and if he just says its nothing personal',
    ],
    mayaContext,
  )

  it("hears the manager's hint as a worry for the job, not a menu or a layoff", () => {
    expect(replies[0]?.clarifying).toBe(false)
    expect(replies[0]?.situation).toBe('job_security')
    expect(replies[2]?.situation).toBe('job_security')
    expect(replies[2]?.text).not.toMatch(/sorry about the layoff|severance|overqualified/i)
  })
  it('meets "I just want to disappear" with the crisis line, then believes "I\'m safe"', () => {
    expect(replies[4]?.situation).toBe('crisis_self_harm')
    expect(replies[4]?.text).toMatch(/988/)
    expect(replies[5]?.text).toMatch(/I believe you/)
  })
  it('answers "so was he telling me to leave or what" without a menu', () => {
    expect(replies[6]?.clarifying).toBe(false)
    expect(replies[6]?.situation).toBe('job_security')
  })
})

describe('a second PIP in two years, in distress', () => {
  const replies = playTurns(
    [
      'my manager put me on a pip again. second time in 2 years. last year i missed 2 months in a row and got one, clawed my way off it with what was honestly half luck half grinding. and now last week here we go again. i havent slept properly since he told me',
      'i just lie there doing math. rent in california is insane and if this goes bad i have maybe 2 months of savings. my stomach has been in knots all week',
      'sorry i know thats alot to dump on you',
      'yeah its software. and its not just me, like half the floor is behind, the whole industry has been slow for months',
      'honestly i think hes doing it to light a fire under my ass. which feels so disrespectful after 3 years',
      '60 days',
      'so what do i actually do. tough it out again or start looking',
    ],
    mayaContext,
  )

  it('does not ask again what the PIP asks for, in other words, five turns later', () => {
    const asked = replies.filter((reply) => /what exactly does the pip ask/i.test(reply.text))
    expect(asked).toHaveLength(1)
  })
  it('answers "tough it out again or start looking" with a dated test, not bare bullets', () => {
    expect(replies[6]?.text).toMatch(/dated test/i)
  })
  it('answers a reference the manager will not give with references of her own choosing', () => {
    const [, , reference] = playTurns(
      [
        "I'm interviewing while on a PIP",
        'if i do interview, what do i say when they ask why im leaving after 3 yrs',
        'and references. he is not going to give me a good one',
      ],
      mayaContext,
    )
    expect(reference?.text).toMatch(/references of your own/i)
  })
})
