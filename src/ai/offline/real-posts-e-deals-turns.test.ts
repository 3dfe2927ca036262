import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-05 (seventh session) from public posts, about deals, contracts
 * and offers: quarter-end deals stuck in procurement, a bid disqualified over one page, a broad
 * non-compete, an insurance firm that dodged the base question, a purchasing agent offered a
 * sales job, workplace messages pasted for review. Each turn tested here got a wrong card, a menu
 * or a prospecting review of a message to a manager before.
 */

await withShippedReader()

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
