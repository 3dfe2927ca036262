import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-05 (seventh session) from public posts, about people and work:
 * a sales manager whose rep cried in a review, a rep back from maternity leave with her accounts
 * gone, a leader demoted after one lost deal, a startup CEO paying commission on a prorated
 * amount, summer hours a manager keeps "looking at", a new rep asked to lie, feelings inside a
 * practical thread. Each turn tested here got a wrong card, a menu or no care before.
 */

await withShippedReader()

describe('a sales manager whose rep cried in a review', () => {
  const [first, , , , plan] = playTurns(
    [
      "I've never had an employee cry during a performance review before. Nothing personal was said. We just brought up that he hasn't hit numbers - no sale in 4 months. We sell expensive equipment; everyone normally closes 2-3 a month in our slow period and the rest of the team is still closing 1-2 now. We've checked in every few weeks, moved him to different product lines, let him run discount promos. Nothing worked. As soon as we brought up the lack of sales, waterworks and a lot of excuses. We made it clear he's not getting fired right now but he's going to be retrained. He's been here 5 years and did well in the past. I'm trying to be sensitive but his job is to sell stuff.",
      'i wonder if something personal is going on. am i allowed to ask or is that an HR thing',
      'the bigger problem is he\'s shut down. every suggestion he fires back "well this is how i do it." how do you coach someone who won\'t take it',
      "what should the retraining actually look like so it doesn't feel like a punishment",
      'my boss is going to ask when we put him on a formal plan. how much runway is fair for a 5 year guy',
    ],
    mayaContext,
  )

  it('is coached as the manager, not told how to survive a firing', () => {
    expect(first?.situation).toBe('managing_reps')
    expect(first?.text).toMatch(/cried or broke down in a review/)
    expect(first?.text).not.toMatch(/being let go|final pay/i)
  })

  it('reads putting someone else on a plan as no PIP of their own', () => {
    expect(plan?.situation).toBe('managing_reps')
    expect(plan?.text).toMatch(/at least as long as a typical sales cycle/)
    expect(plan?.text).not.toMatch(/being put on a PIP is stressful/)
  })
})

describe('back from maternity leave, accounts handed out', () => {
  const [first, , , relief, tears] = playTurns(
    [
      "Tuesday was my first day back in the office after maternity leave. While I was out, all my accounts were transferred to my colleagues. Under my name in the sales database there's a handful of dead deals. My boss told me yesterday I need to name any account I want in my territory. That's not how the game should be played.",
      'so do i fight for my old accounts or start fresh? some of those i worked for a year',
      'ok',
      "should i ask for quota relief while i rebuild? i don't want to look like i'm asking for special treatment",
      'sorry this is hard. i teared up giving her the bottle this morning and then i get in and my whole pipeline is gone',
    ],
    mayaContext,
  )

  it('names the leave and the right to an equivalent job', () => {
    expect(first?.situation).toBe('territory_unfair')
    expect(first?.text).toMatch(/maternity or paternity time off/)
    expect(first?.text).toMatch(/FMLA/)
  })

  it('answers quota relief as a plan, and meets the tears with care, not pipeline hygiene', () => {
    expect(relief?.text).toMatch(/Ask for it as a plan, not a favour/)
    expect(tears?.situation).not.toBe('pipeline_management')
    expect(tears?.text).not.toMatch(/dated next step to every deal/)
  })
})

describe('a leader demoted after one lost deal', () => {
  const [first, stay, search] = playTurns(
    [
      "I ran the international sales team. We had a huge deal in New Zealand and I made the double mistake of telling the CEO it was a done deal. It wasn't. We lost it on Christmas Eve. The new CEO is a one-strike-and-you're-out guy, and a couple months later I was moved to RevOps - \"demoted,\" at least that's how I see it. I've been there 20 years. What now?",
      'do i stay in revops and try to earn my way back or start looking now',
      "i haven't looked for a job in 20 years. where do i even start",
    ],
    mayaContext,
  )

  it('meets the demotion, then the choice to stay or look, without a menu', () => {
    expect(first?.text).toMatch(/Demoted or moved sideways/)
    expect(stay?.clarifying).toBe(false)
    expect(stay?.situation).toBe('job_security')
  })

  it('starts a first search in years with people, not postings', () => {
    expect(search?.text).toMatch(/Start with people, not postings/)
  })
})

describe('feelings inside a practical thread', () => {
  it('meets panic about the OPT clock with care before the facts', () => {
    const [, panic] = playTurns(
      [
        "I've had hiring managers say \"we don't do sponsorship\" the moment I mention I'm on OPT.",
        "i have about 7 months of OPT left and i'm starting to panic. my parents spent so much on this degree",
      ],
      mayaContext,
    )
    expect(panic?.situation).toBe('work_visa')
    expect(panic?.text).toMatch(/makes sense to feel that way/)
  })

  it('answers self-worth riding on a deal as confidence, and six months as job hopping', () => {
    const [worth] = playTurns(
      [
        "i hate that whether i feel like i'm any good at this depends on two emails showing up in my inbox. is it just like that forever in sales?",
      ],
      mayaContext,
    )
    const [six] = playTurns(
      [
        'everyone says just find another job but i literally just got here. how bad does 6 months look',
      ],
      mayaContext,
    )
    expect(worth?.situation).toBe('low_confidence')
    expect(worth?.text).toMatch(/keep their worth apart from one inbox/)
    expect(six?.situation).toBe('job_hopping')
  })

  it('answers "who first, my manager or HR?" on the commission dispute', () => {
    const [, , who] = playTurns(
      [
        'I am a new hire in sales. I was told that because my compensation plan had not been signed, I would not be receiving nearly $5,000 in commission on two deals I closed.',
        'my offer letter does mention commission but it just says "eligible for commission per the applicable sales compensation plan", no percentages or anything',
        'who do i even talk to first, my manager or HR? my manager is the one who told me',
      ],
      mayaContext,
    )
    expect(who?.situation).toBe('commission_dispute')
    expect(who?.text).toMatch(/write to your manager anyway/)
    expect(who?.text).not.toMatch(/Micromanaged/)
  })
})

describe('a startup CEO who pays commission on the prorated amount', () => {
  const turns = playTurns(
    [
      "Hey - we just had a big upsell deal come in and my CEO wants to comp me on the payment the customer is making instead of the full value. The subscription before I joined was 100k. I just closed a 50k upsell. Instead of credit for the 50k incremental ACV he wants to give me 30k, because they're a quarter of the way through their contract so they're only paying 30k prorated. I have it in my employment agreement that I get credit on incremental ACV, and on this customer specifically. I've worked for several startups and this has never been an issue. How do I convince him he's wrong?",
      "by his logic if an upsell closed a few days before renewal i'd get paid on like 1% of the deal. that can't be normal right",
      'here\'s the slack i drafted, thoughts? "Hey - following up on the upsell. Per my offer letter, commission is calculated on incremental ACV and this account is named specifically. Incremental ACV is $50k. Can we get it booked at $50k for this month\'s payroll?"',
      'i already pointed to the agreement on a call and he just said "that\'s not how finance sees it"',
      "we don't really have HR, it's a startup. who else do i even go to",
      "real talk, if he'll do this over 20k of credit, should i be looking?",
    ],
    mayaContext,
  )
  const [finance, noHr, looking] = turns.slice(3)

  it('answers the brush-off, no HR, and whether to look, each on the dispute', () => {
    expect(finance?.text).toMatch(/Ask for finance's reading in writing/)
    expect(noHr?.text).toMatch(/write to the CEO or a founder/)
    expect(looking?.text).toMatch(/start a quiet search/)
    expect(looking?.text).not.toMatch(/The words are in my message above/)
  })
})

describe('summer hours a manager keeps "looking at"', () => {
  const [first, , over, , leave] = playTurns(
    [
      "I'm an inside sales rep who works in an office. Back in May one of the reps asked our regional sales manager about summer hours and he smiled big in front of all 12 of us and said \"yes, I'll consider it! why not?!\" We proposed working four 10-hour days a couple times a month and coordinating so every territory is always covered. We sell to schools, so June and July are dead - voicemails, no email replies until after Labor Day, locked offices. We're salaried and the top performing sales team in the company. He never said no. He just keeps saying \"we're looking at it.\" And now summer's half gone.",
      'i want to email him directly. is this ok? "Hi - following up on the summer hours idea from May. Since school customers are mostly unreachable in July, we\'d cover every territory daily and track response times so nothing slips. Could we pilot it for the rest of July and revisit in August?"',
      "should i go over his head to the exec committee? honestly i think they're the ones blocking it anyway",
      "it's not even really about summer hours. we're the top team on a mediocre salary and nothing we ask for ever gets a real answer",
      "is it dumb to leave a job over something like this? what should i ask other companies about flexibility so i don't end up here again",
    ],
    mayaContext,
  )

  it('asks for a decision date, and how to go over his head openly', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.text).toMatch(/Ask for a decision date/)
    expect(over?.text).toMatch(/Tell your manager first that you will/)
  })

  it('says what to ask other companies about flexibility', () => {
    expect(leave?.text).toMatch(/what the team does in slow seasons/)
  })
})

describe('a new rep asked to lie, afraid of being fired', () => {
  const turns = playTurns(
    [
      "I got my first sales job less than six months ago. It's something I wanted for a long time and I switched out of the trades route to take it, got in through a friend of a friend. At first I thought it would be amazing but it's not what I expected. My manager expects me to lie to customers. Not big lies, but definitely untruths. He also wants me to indirectly lie by leaving certain details out when I'm selling. I feel like if I don't do what he asks he'll get rid of me. But I don't want to lie to people, especially when they're trusting me with their money. Any advice?",
      "where's the line though? like if they don't ask about a fee do i have to bring it up, or is that just sales",
      "what do i say if he tells me to do it on a call he's sitting in on",
      'everyone says just find another job but i literally just got here. how bad does 6 months look',
      "honestly i'm kind of scared. i left the trades for this and if he fires me i don't have anything lined up",
    ],
    mayaContext,
  )
  const [six, scared] = turns.slice(3)

  it('reads six months as job hopping, and a feared firing as no firing', () => {
    expect(six?.situation).toBe('job_hopping')
    expect(scared?.situation).not.toBe('fired')
    expect(scared?.text).not.toMatch(/being let go is a real shock/)
  })
})
