import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-05 (seventh session) from twelve more public posts: a sales
 * manager whose rep cried in a review, quarter-end deals stuck in procurement, a bid disqualified
 * over one page, a rep back from maternity leave with her accounts gone, a broad non-compete, a
 * leader demoted after one lost deal, workplace messages pasted for review. Each turn tested
 * here got a wrong card, a menu, a prospecting review of a message to a manager, or no care.
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

describe('quarter-end deals stuck in procurement', () => {
  const [, reviewing, , stuck] = playTurns(
    [
      "In just a few days our first quarter is over and the pressure is on from upper management. I desperately need three specific deals to come through. I already have one but the PO isn't pulling up in our internal system. I feel kind of sick about it. Positive thinking does nothing for the painful one-on-ones I have every Tuesday where I get grilled.",
      "the customers have the quotes and say they're reviewing. what else can i do besides follow up again",
      'ok thanks',
      "for the one that's stuck in their system, do i lose it for Q1 or can my manager push it through",
    ],
    mayaContext,
  )

  it('answers buyers still reviewing the quote on the deal, not on interview follow-ups', () => {
    expect(reviewing?.situation).toBe('deal_slipped')
    expect(reviewing?.text).toMatch(/Is anything stopping a signature/)
  })

  it('says how a stuck PO may still count for the quarter', () => {
    expect(stuck?.situation).toBe('deal_slipped')
    expect(stuck?.text).toMatch(/how a booking is counted/)
  })
})

describe('a bid disqualified over one missing page', () => {
  const [, boss, protest, , , never] = playTurns(
    [
      "worst thing I've heard this year: \"you have been disqualified.\" I'm the sales manager for a software company and I'd been working on a project worth $500,000+ over five years. It would have made our year. I won over the prospect team, made the right calls, followed up, spent a ton of hours and a large sum of cash preparing the bid. I got up at 3:30am the day it was due and drove nine hours to deliver it myself. We even had a champion inside pushing leadership for us. Then Friday afternoon I get the call - out of over 1,100 pages I left out one required page, so legally they can't even look at it. Only one other company qualified. I feel sick to my stomach.",
      'how do i even tell my boss. i basically told everyone this one was ours',
      'is there any way to protest? it was one page. everything else was perfect',
      "i keep replaying it. i drove 9 hours to make sure it got there safely and i'm the one who screwed it up. i feel like a complete idiot and i haven't slept all weekend",
      'what do i say to our champion? she went to bat for us and now she looks bad too. this is my draft: "I\'m so sorry. I let you down and I know you put your name on the line for us. Is there anything at all that can still be done, or a future opportunity we should be ready for?"',
      "ok. what do i put in place so this never happens again. we don't have a proposal person, it's just me",
    ],
    mayaContext,
  )

  it('tells the boss about the lost deal, and reads a protest as the bid’s, not multi-threading', () => {
    expect(boss?.situation).toBe('lost_deal')
    expect(boss?.text).toMatch(/Tell your manager yourself/)
    expect(protest?.situation).toBe('lost_deal')
    expect(protest?.text).toMatch(/formal protest or appeal/)
  })

  it('answers how to stop it happening again on the bid, not as an ask to mislead', () => {
    expect(never?.situation).toBe('lost_deal')
    expect(never?.text).toMatch(/checklist from every required item/)
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

describe('a broad non-compete', () => {
  const [, income, state, , recruiter] = playTurns(
    [
      "I signed a non compete when I was much younger for my current role and it's pretty restrictive. The non compete is so broad it would eliminate me from a ton of potential opportunities. Has anyone ever ignored a non compete and then been sued by the former employer?",
      "someone said most are void if you're under a certain income. is that true?",
      "another guy said if florida has jurisdiction do NOT ignore it. how do i even figure out which state's law applies to mine",
      'is it worth paying a few hundred bucks for an employment attorney to read it or is that overkill',
      "if a recruiter asks whether i have a non compete what do i say? i don't want to scare them off",
    ],
    mayaContext,
  )

  it('answers pay thresholds and which state’s law applies on the non-compete, not with a menu', () => {
    expect(income?.clarifying).toBe(false)
    expect(income?.text).toMatch(/below a set pay level/)
    expect(state?.text).toMatch(/governing-law/)
  })

  it('gives honest words for a recruiter who asks', () => {
    expect(recruiter?.text).toMatch(/happy to share it with your legal team/)
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

describe('workplace messages pasted for a review', () => {
  it('reviews a Slack note to the CEO as a work message, not a pitch', () => {
    const [, review] = playTurns(
      [
        'my CEO wants to pay my commission on the prorated payment instead of the incremental ACV my agreement names',
        'here\'s the slack i drafted, thoughts? "Hey - following up on the upsell. Per my offer letter, commission is calculated on incremental ACV and this account is named specifically. Incremental ACV is $50k. Can we get it booked at $50k for this month\'s payroll?"',
      ],
      mayaContext,
    )
    expect(review?.text).toMatch(/work message/)
    expect(review?.text).not.toMatch(/elevator pitch|Says who it is for/)
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

describe('an insurance firm that dodged the base question', () => {
  const [first, , practice, , median] = playTurns(
    [
      "Today I got an offer to come in for an interview with an insurance sales firm. I'm always skeptical of sales jobs. They said they saw my resume and I'd be perfect. Before coming in I asked if there's a base salary or if it's all commission. They dodged - \"there's some salary involved, but you can make up to six figures!\" I asked again and finally got it: $2,500 a month. Thirty grand a year before taxes in Los Angeles doesn't even cover my rent. I'm not going to gamble the roof over my head on whether I can convince people to buy a policy. Maybe I'm just not a born salesman?",
      "the way they wouldn't answer the base question, is that a red flag or just how sales recruiting works",
      "should i even go to the interview? part of me thinks it's good practice",
      'i keep seeing tech sales / SDR jobs with an actual base salary. are those real or the same thing dressed up',
      'if i do go in, what do i ask so i find out what people actually make there, not the "our top guy makes 200k" stuff',
    ],
    mayaContext,
  )

  it('answers the dodged base on pay, not with a menu', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.text).toMatch(/dodges the base question/)
  })

  it('says going for the practice is fine, and how to hear the median, not the top earner', () => {
    expect(practice?.situation).toBe('interview_prep')
    expect(practice?.text).toMatch(/treat it as a rehearsal/)
    expect(median?.text).toMatch(/Ask for the median, not the best/)
  })
})

describe('a purchasing agent offered a sales job at double the pay', () => {
  const [first, vendor, , , hypocrite] = playTurns(
    [
      "I have a perplexing situation and I'm hoping you can help with my decision making. Yesterday I was given a lucrative job offer, doubling my current salary. My biggest dilemma is if I'm right for the job. They obviously think so, because the offer came out of our working relationship. I'm a purchasing agent and the new position would be in sales - the other side of the fence for me. But I'm not good with people. I told them I'm not patient and I'm not tactful, and they're still excited to make me an offer. I've been with my current employer for 16 years, make a competitive salary, and love my work. If I were independently wealthy I wouldn't work here though, which makes me think about the money factor. Any other ways of evaluating this?",
      "they're actually one of the vendors i buy from. so i'd be selling to people like me. does that make it easier or weirder",
      'what should i ask them before i say yes? honestly i haven\'t even looked at how much of the "double" is base vs commission',
      'ok here\'s what i was going to send back, is this too blunt: "Thank you for the offer. Before I can decide I need to understand how the compensation is structured, what portion is guaranteed, what the territory and targets look like, and what happened to the last person in this role."',
      "you keep saying i'd be fine with people but i really mean it. i get short with reps who waste my time, i've hung up on salespeople. wouldn't i be a hypocrite",
    ],
    mayaContext,
  )

  it('meets the switch and the fear of not being good with people', () => {
    expect(first?.situation).toBe('switcher_general')
    expect(first?.text).toMatch(/not good with people/)
    expect(vendor?.text).toMatch(/know how buyers think/)
  })

  it('does not take the words of a pasted email (“the territory”) for the next topic', () => {
    expect(hypocrite?.situation).not.toBe('territory_unfair')
    expect(hypocrite?.text).not.toMatch(/make it a data question/)
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
