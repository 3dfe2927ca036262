import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { firstReply, playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A ninth and tenth set of whole conversations built from public posts, played on 2026-12-06
 * (fourteenth session): a rep who says he may not "be around for q4" beside a question about
 * walk-ins, a seller yelled at by a new manager who says "whats the point of any of it", interview
 * answers pasted for feedback, a dealership manager whose best rep refuses a weekly plan. Each
 * turn tested here was wrong before.
 */

await withShippedReader()

describe('a low rep who may not "be around for q4", then says he meant the company', () => {
  const replies = playTurns(
    [
      "honestly it's not just the job. everything's felt kind of grey since like february. i sleep 10 hours and still wake up tired. i skipped my nephew's birthday saturday cause i couldn't deal with people",
      "next run is tuesday, 14 stops. tbh not sure i'm even gonna be around for q4 to find out if any of this pays off. anyway when i walk in and the buyer's out, what do i say to the front desk so it's not just \"here's my card\"",
      "lol relax i'm not gonna do anything. i just meant i might not be at this company by then. probably. idk",
    ],
    mayaContext,
  )

  it('asks about safety with the crisis line, not a territory point', () => {
    expect(replies[1]?.situation).toBe('crisis_self_harm')
    expect(replies[1]?.text).toMatch(/988/)
  })
  it('believes him, then answers the walk-in question he asked beside it', () => {
    expect(replies[2]?.text).toMatch(/^I believe you/)
    expect(replies[2]?.situation).toBe('gatekeeper')
  })
})

describe('a seller yelled at by a new manager, growing hopeless', () => {
  const replies = playTurns(
    [
      "a few weeks ago the biggest layoff in my company's history happened and my manager, the one who said weird stuff to me and then bullied me, got let go. you'd think i'd be happy but i didnt care, the damage was done. now my new manager is katie, the woman who rolled her eyes at me in my interview when i didnt answer the conflict questions how she wanted. she flew into portland for meetings and had one with me to talk about where i'd land on my sales numbers in a year. problem is my old manager always just gave me those numbers, i never had to do it myself, and i felt like i couldnt ask my colleagues bc of everything. so after hours of trying i couldnt, and i brought my Y paper instead, a 70 page proposal for an idea ive been working on. she YELLED \"WHERE ARE YOUR NUMBERS\" in a conference room with like 30 of my colleagues, slid the paper back without looking, said i'm so far behind, she cant believe ive been here a year and a half and dont know how to do this, and that my Y idea isnt profitable and i cant work on it anymore. \"be patient with us\" is what they told me when i started. what do i do",
      'everyone keeps saying "go to HR". HR is who i went to about my old manager and nothing happened until a layoff did it for them',
      'honestly whats the point of any of it. anyway should i send katie the email tonight or wait for our 1:1 thursday',
      "no i'm not going to hurt myself, i just feel really empty and tired. ok. i'll text that number if it gets bad. can we finish the email",
    ],
    mayaContext,
  )

  it('hears "nothing happened until a layoff did it for them" as no layoff of her own', () => {
    expect(replies[1]?.situation).not.toBe('laid_off')
  })
  it('meets "whats the point of any of it" with the crisis line, beside the email question', () => {
    expect(replies[2]?.text).toMatch(/988/)
  })
  it('believes "no i\'m not going to hurt myself" and goes back to the email', () => {
    expect(replies[3]?.text).toMatch(/^I believe you/)
    expect(replies[3]?.situation).not.toBe('laid_off')
  })
})

describe('interview answers pasted for feedback', () => {
  it('coaches a phone-screen answer as an answer, not as an elevator pitch', () => {
    const reply = firstReply(
      'had a phone screen and they asked "tell me about a time you had to persuade someone who didnt want to do what you needed". this is what i said, be honest: "As the S4 NCOIC during our rotation I had to convince the battalion XO to approve a change to our CONEX load plan because the MTOE didn\'t reflect what we actually needed downrange. He was resistant because of the timeline. I put together the data on our shortfalls and briefed him and the plan was approved and we completed the mission with zero loss of accountability."',
    )
    expect(reply?.situation).toBe('interview_prep')
    expect(reply?.text).toMatch(/how that answer would land/)
    expect(reply?.text).not.toMatch(/elevator pitch/)
  })
  it('tells a "why are you leaving" answer to cut the complaint', () => {
    const reply = firstReply(
      "anyway i have a 2nd round friday for a customer success manager role at a US saas company's tokyo office. they're going to ask why i'm leaving after 7 months. this is my answer: \"Honestly the sales role wasn't what I expected. There was a lot of pressure and cold calling and I realized I'm not a pushy person. What I really love is helping customers after they buy, so customer success is a better fit for me.\" is this ok??",
    )
    expect(reply?.text).toMatch(/Cut the complaint/)
  })
})

describe('first turns and choices that had a menu', () => {
  it('answers a manager whose best rep refuses a weekly plan as managing a rep', () => {
    const reply = firstReply(
      'i manage the sales team at a farm equipment dealership, 6 reps. first step in getting a reporting system going i asked everyone to submit a weekly plan, just where youre going and who youre seeing. our best salesman blew up in the meeting: "I dont care! You can fire me, but I will not tell anyone where Im going or what Im doing!" and he meant it. hes the company\'s best guy, customers love him, hes literally in our radio and newspaper ads. normally hes not that aggressive but hes been hard to manage before. problem is if he refuses the other reps are gonna feel its unfair if they have to do it and i can see the whole thing fading away. what would you do',
    )
    expect(reply?.clarifying).toBe(false)
    expect(reply?.situation).toBe('managing_reps')
  })
  it('weighs two job offers laid out side by side', () => {
    const reply = firstReply(
      'ok back, baking soda crisis averted. so now i have two offers. A: SDR at a SaaS company in the loop, 58k base + 22k variable so 80k OTE, they say 12-18 months to AE. B: outside sales rep at an industrial MRO distributor in elk grove village, 70k base + commission they say averages 20-35k, company truck and gas card, the hiring manager is a marine vet. which one',
    )
    expect(reply?.situation).toBe('offer_comparison')
  })
})

describe('words that sounded like an event or a step', () => {
  it('hears "it feels like bragging to say i did it" as no step done', () => {
    const reply = firstReply(
      'i get it but in the army you say "we" not "i". it feels like bragging to say i did it',
    )
    expect(reply?.situation).not.toBe('progress_update')
    expect(reply?.text).not.toMatch(/nice work/i)
  })
  it('hears "the girl who cant let go of an award" as no firing', () => {
    const reply = firstReply(
      'honestly tho is it even worth bringing up now that hes leaving? i dont want to be the bitter girl who cant let go of an award from last year',
    )
    expect(reply?.situation).not.toBe('fired')
  })
  it('answers "sorry one sec my dog just ate..." as an aside, then keeps the thread', () => {
    const replies = playTurns(
      [
        'so i work at an insurance tech company in new york, overall pretty good job, but one huge problem i noticed almost right away. all our marketing is outsourced to an agency and they give sales all our leads and the leads SUCK. i\'ve been in this industry 5+ yrs at two other companies and never had this problem. i brought it up to my manager a few times, first jokingly in passing, then at my year end review i told him straight up lead quality is a problem. he brushed it off and put it on me, said i need to work harder and "try to change my approach". i talked to a few colleagues and they agree the leads are bad but most ppl are still hitting quota and theyre scared to speak up. and heres the thing, i just found out the CEO of the agency is really good friends with my manager. feels like hes either oblivious or ignoring it bc its his buddys company. part of me wants to confront him, part of me wants to go straight to our CEO bc i feel like he should know. what should i do',
        "sorry one sec my dog just ate half an everything bagel off the counter. is cream cheese bad for dogs?? he's a 40lb mutt and looks very proud of himself",
      ],
      mayaContext,
    )
    expect(replies[1]?.situation).toBe('off_topic')
    expect(replies[1]?.text).toMatch(/go back to where we were/)
  })
})

describe('a dealership manager whose best rep refuses a weekly plan', () => {
  it('answers the refusal one to one, with one standard for everyone, not firing a friend', () => {
    const reply = firstReply(
      'i manage the sales team at a farm equipment dealership, 6 reps. first step in getting a reporting system going i asked everyone to submit a weekly plan, just where youre going and who youre seeing. our best salesman blew up in the meeting: "I dont care! You can fire me, but I will not tell anyone where Im going or what Im doing!" and he meant it. hes the company\'s best guy, customers love him, hes literally in our radio and newspaper ads. normally hes not that aggressive but hes been hard to manage before. problem is if he refuses the other reps are gonna feel its unfair if they have to do it and i can see the whole thing fading away. what would you do',
    )
    expect(reply?.text).toMatch(/one to one/)
    expect(reply?.text).not.toMatch(/fire a friend/)
  })
  it('meets "dont rock the boat" from the owner as the manager\'s problem, not his own job at risk', () => {
    const replies = playTurns(
      [
        'i manage the sales team at a farm equipment dealership, 6 reps. first step in getting a reporting system going i asked everyone to submit a weekly plan, just where youre going and who youre seeing. our best salesman blew up in the meeting: "I dont care! You can fire me, but I will not tell anyone where Im going or what Im doing!" and he meant it. hes the company\'s best guy, customers love him, hes literally in our radio and newspaper ads. normally hes not that aggressive but hes been hard to manage before. problem is if he refuses the other reps are gonna feel its unfair if they have to do it and i can see the whole thing fading away. what would you do',
        'talked to the owner today. his words: "dont rock the boat with dale, figure it out". great. so i have the responsibility and none of the backing',
      ],
      mayaContext,
    )
    expect(replies[1]?.situation).toBe('managing_reps')
    expect(replies[1]?.text).toMatch(/which standard applies to everyone/)
  })
})
