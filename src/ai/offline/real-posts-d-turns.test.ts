import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-05 (sixth session) from twelve more public posts: a client who
 * groped a rep at a dinner, an isolated top remote rep, commission withheld over an unsigned
 * plan, a graduate on OPT, a programmer moving into sales engineering, a detour about a child's
 * lunch. Each turn tested here got a wrong card, a crisis line for an idiom, a menu or an empty
 * holding line before.
 */

await withShippedReader()

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim())

describe('a client who groped a rep at a work dinner', () => {
  const [first, bar, moment] = playTurns(
    [
      'On one of my first assignments, I brought three male clients to an upmarket bar near work. One of them kept putting his hand on my knee, but I laughed it off. Later in the night he grabbed my behind. I went home and broke down in tears to my boyfriend. My boss advised me not to take it any further as I might lose key accounts. How can I work with clients like these?',
      "is it even harassment if it was after hours at a bar? i'd had a few glasses of wine too",
      'what could i say in the moment if he does it again, without blowing up the account',
    ],
    mayaContext,
  )

  it('is met on the harassment card, not with care lines about a manager’s remark', () => {
    expect(first?.situation).toBe('discrimination_harassment')
    expect(first?.text).toMatch(/not your fault/)
    expect(first?.text).toMatch(/Harassed by a client or customer/)
    expect(first?.text).not.toMatch(/One remark from a manager/)
  })

  it('says after hours and a drink change nothing, without the pregnancy point', () => {
    expect(bar?.text).toMatch(/still harassment at work/)
    expect(bar?.text).not.toMatch(/pregnancy/)
  })

  it('gives words for the moment, and no "stop and listen" after them', () => {
    expect(moment?.text).toMatch(/Please take your hand off me/)
    expect(moment?.text).not.toMatch(/stop and listen/)
  })
})

describe('a top remote rep, alone and empty', () => {
  const [, , , , point, empty] = playTurns(
    [
      'I have been working from home for years, 8 of them in sales, and I am one of the top reps. On the inside I am deeply alone and disconnected, and at times I am depressed.',
      'nobody at work would ever guess. i am on the leaderboard pretty much every month',
      "my manager is in another state and our 1:1s are 15 minutes of pipeline review and that's it",
      "some days i don't talk to another human until my partner gets home. and lately i don't even want to then",
      'honestly some nights i lie awake wondering what the point of any of this is',
      "i'm not going to do anything stupid, i just feel empty all the time. is that burnout or something else?",
    ],
    mayaContext,
  )

  it('meets "what the point of any of this is" with care and the crisis line, each line once', () => {
    expect(point?.situation).toBe('distress_general')
    expect(point?.text).toMatch(/988/)
    const said = sentences(point?.text ?? '')
    expect(new Set(said).size).toBe(said.length)
  })

  it('answers "burnout or something else?" with depression named and a doctor', () => {
    expect(empty?.text).toMatch(/something else like depression/)
  })
})

describe('idioms and asides that are not what their words say', () => {
  it('reads "career suicide" as a career question, not a crisis', () => {
    const [reply] = playTurns(
      [
        'i have an offer for a BDR role at a bigger company that actually has a training program. base is 10k less than my last AE base. is going back to BDR career suicide?',
      ],
      mayaContext,
    )
    expect(reply?.situation).not.toBe('crisis_self_harm')
    expect(reply?.text).not.toMatch(/988/)
  })

  it('hears "industry is digital advertising btw" as more of the story, not a new subject', () => {
    const [, detail] = playTurns(
      [
        'I got fired today. My numbers had decreased the past three months in a row. Not sure how I am going to go home and tell my wife later.',
        'industry is digital advertising btw. i was there about 14 months',
      ],
      mayaContext,
    )
    expect(detail?.clarifying).toBe(false)
    expect(detail?.situation).toBe('fired')
  })

  it('answers an announced detour as off topic, whatever a stray word finds, with the way back', () => {
    const [, , detour] = playTurns(
      [
        'I just started a new sales role two months ago and my manager watches my every move and joins my calls live',
        'the other manager knows i asked to switch teams now. im scared it gets back to him',
        'sorry totally unrelated but do you have any quick lunch ideas for a 7 year old who eats like 4 foods total lol, my mornings are pure chaos',
      ],
      mayaContext,
    )
    expect(detour?.situation).toBe('off_topic')
    expect(detour?.text).toMatch(/go back to where we were/)
  })

  it('meets good news after a detour as good news, not a menu', () => {
    const [, , , , update] = playTurns(
      [
        '3 years in the insurance business and ive underproduced the whole time. im scared to death of cold calling now',
        'tomorrow the festivities begin. im biting the bullet',
        'totally unrelated but what should i make for dinner tonight, i have chicken thighs and rice',
        'haha ok. back to tomorrow. how many calls should i aim for in the morning',
        'update: 40 dials, 3 real conversations, booked 1 appointment!!',
      ],
      mayaContext,
    )
    expect(update?.clarifying).toBe(false)
    expect(update?.text).toMatch(/congrat|great|nice|well done/i)
  })
})

describe('offers: the deadline, a counter and a counteroffer', () => {
  it('answers "how long can I take before I answer them" with the offer’s timing', () => {
    const [, , , wait] = playTurns(
      [
        'im 29, three years in my role and started applying. within two weeks i had two offers',
        'one is a small start-up, the other is a big american company with a really good pay rise. id have to relocate',
        'my parents gave me opposite answers. my gut says the big one but im terrified of uprooting my entire life',
        'how long can i take before i answer them',
      ],
      mayaContext,
    )
    expect(wait?.situation).toBe('offer_comparison')
    expect(wait?.text).toMatch(/a few days to a week/)
    expect(wait?.text).not.toMatch(/SDR before an AE role/)
  })

  it('reads "I already have a job" as the person’s own, and a counter from the employer as a counteroffer', () => {
    const [, negotiate, counter] = playTurns(
      [
        'just got a call from the manager i interviewed with for an account manager position. i was second, but whoever got it backed out and he wants me now',
        'i already have a job. if i do take it can i negotiate since they need someone fast',
        'and if my current company counters?',
      ],
      mayaContext,
    )
    expect(negotiate?.situation).not.toBe('objection_competitor')
    expect(counter?.situation).toBe('counteroffer')
  })
})

describe('a promotion talk, then the recap', () => {
  it('answers "do I send him something after?" with a recap email', () => {
    const replies = playTurns(
      [
        '4 months ago two people left and my boss asked me to train the new hires. he said as soon as they were on board id be promoted to lead',
        "both passed probation and got raises. im still waiting. when i asked he said 'the situation is fluid'",
        'ok we talked. he said end of Q2 if the numbers hold. do i send him something after?',
      ],
      mayaContext,
    )
    expect(replies[2]?.text).toMatch(/Recap of our conversation/)
  })
})

describe('commission withheld, and leaving with it owed', () => {
  const [first, pressed, , leave] = playTurns(
    [
      'I am in enterprise software sales. They owe me $50K in earned commissions from last year and severance of $50K if I am terminated. They are trying to get me to sign a commission plan saying commissions are only paid if I am employed when they are paid. Instead of firing him, they offered a colleague a demotion, and he left his severance on the table. Can I refuse a demotion?',
      "there's no deadline in the email, my VP just keeps pinging me asking if i've signed it yet",
      "i'm in utah if that matters at all",
      "honestly i've already started interviewing. if i get an offer in march and leave, do i just lose the 50k?",
    ],
    mayaContext,
  )

  it('reads severance in the contract and a colleague’s severance as no job lost', () => {
    expect(first?.situation).toBe('commission_dispute')
    expect(first?.text).not.toMatch(/If it is more about a layoff/)
  })

  it('answers being pressed to sign, and leaving with commission owed', () => {
    expect(pressed?.text).toMatch(/pressed to sign a new plan/i)
    expect(leave?.situation).toBe('commission_dispute')
    expect(leave?.text).toMatch(/sign-on bonus/)
  })
})

describe('a graduate on OPT', () => {
  it('is answered on work visas, honestly about the sponsorship question', () => {
    const [first, , question] = playTurns(
      [
        "I've had hiring managers straight up say \"we don't do sponsorship\" the moment I mention I'm on OPT, even when I explain that it doesn't cost them anything.",
        "i'm mostly applying to SDR and BDR roles at saas companies. graduated in may with a marketing degree so it's just the 12 months, no stem extension",
        'when the application asks "will you now or in the future require sponsorship" what do i click? if i say yes i get auto rejected in like an hour',
      ],
      mayaContext,
    )
    expect(first?.situation).toBe('work_visa')
    expect(question?.situation).toBe('work_visa')
    expect(question?.text).toMatch(/answer truthfully/i)
  })
})

describe('a programmer moving into sales engineering', () => {
  it('is no leaver of sales, and a pasted LinkedIn note after a long ask is reviewed', () => {
    const [first, note] = playTurns(
      [
        'I have worked as a computer programmer for almost 20 years and I need a career change. I always wanted to be a Sales Engineer. Years ago I chose Boeing over an SE offer because I did not want to travel and the cost of living was much lower.',
        'i wrote this linkedin message to an SE manager at a company i like, is it any good: "Hi Mark, I\'ve been a software developer for nearly 20 years, mostly backend and integration work. I\'ve always been interested in sales engineering and noticed you lead the SE team at Acme. Would you be open to a 15 minute call so I can learn how you hire? Thanks, Rick"',
      ],
      mayaContext,
    )
    expect(first?.situation).not.toBe('leaving_sales')
    expect(first?.situation).not.toBe('raise_ask')
    expect(note?.text).toMatch(/I read that as a/)
  })
})

describe('guilt after selling something the person doubted', () => {
  it('is met on the ethics card, not the rude-call card', () => {
    const [, guilt] = playTurns(
      [
        'I took a role selling supplements in the senior market and it felt like we were taking advantage of the client. I resigned, took a counteroffer to train a team, and I wish I had turned it down.',
        'is it normal to feel this guilty? i lie awake thinking about some of those customers',
      ],
      mayaContext,
    )
    expect(guilt?.situation).toBe('asked_to_mislead')
    expect(guilt?.text).toMatch(/guilt says your values are intact/)
    expect(guilt?.text).not.toMatch(/rude calls/)
  })
})
