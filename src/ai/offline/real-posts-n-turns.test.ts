import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { firstReply, playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A seventh set of whole conversations built from public posts, played on 2026-12-06 (twelfth
 * session): a first-year rep told to hide an install fee, a champion let go mid-deal, a recruiter
 * warned at 80%. Each turn tested here was wrong before.
 */

await withShippedReader()

describe('a first-year rep told to hide fees from small businesses', () => {
  const replies = playTurns(
    [
      'i started my first sales job like 5 months ago, came out of the trades (electrician apprentice), got in thru a friend of a friend. my manager keeps telling me to say stuff to customers thats not true or just leave stuff out. i dont want to lie to people who are trusting me with there money but im scared if i push back he gets rid of me. what do i do',
      'we sell phone systems and internet to small businesses. he wants me to say theres no install fee when there is one, its just on the 2nd bill. and to call the contract "flexible" when its 36 months with a big early termination fee',
      'sorry i know this is dumb but i cried in my truck after a call today. the lady owns a little bakery and she asked me straight up if there were any other charges and i said no like he told me to. i feel sick about it. havent slept right all week',
      'ok what if i say this to him: "hey i want to hit my numbers but im not comfortable telling people there\'s no install fee. can i say there\'s a one-time setup charge that shows up on the second bill? i think i can still close them that way" does that sound ok',
      'should i call the bakery lady back and tell her? the deal already went thru last week',
    ],
    mayaContext,
  )
  it('hears "say stuff thats not true" and "no install fee when there is one" as asks to mislead', () => {
    expect(replies[0]?.situation).toBe('asked_to_mislead')
    expect(replies[1]?.situation).toBe('asked_to_mislead')
  })
  it('reviews the line he means to say to his manager, though he is upset', () => {
    expect(replies[3]?.text).toMatch(/^I read that as/)
  })
  it('says to call the customer back and put it right', () => {
    expect(replies[4]?.text).toMatch(/call them back yourself and put it right/i)
  })
})

describe('a champion let go the day of the proposal review', () => {
  const replies = playTurns(
    [
      'deal i had at like 75% just blew up. the VP of sales i was working with declined our 10:30 proposal review 30 min before, voicemail full, finally got him this afternoon. his company got bought by a PE firm and he got let go. gave me one other name and that was it. what do i even do now',
      'the name he gave me is the divisional VP, the one he needed sign off from. never spoke to her once. and yes i know, i was single threaded',
      'you already said multithread, i get it. im asking what i send her TODAY',
    ],
    mayaContext,
  )
  it('hears a deal that blew up, without a bid checklist nobody asked for', () => {
    expect(replies[0]?.clarifying).toBe(false)
    expect(replies[0]?.text).not.toMatch(/bid team/)
  })
  it('gives words for the new contact when asked again what to send her', () => {
    expect(replies[2]?.text).toMatch(/^Sorry, I missed your question\./)
    expect(replies[2]?.text).toMatch(/suggested I reach out to you/)
  })
})

describe('more readings from the seventh set', () => {
  it('hears an agency recruiter warned at 80% of quota as a rep behind on quota, not a switcher', () => {
    const reply = firstReply(
      'im a recruiter at a small staffing agency, its basically a sales job with a quota. just got told on a video call im at 80% last month, less this month, and to "consider this a warning"',
    )
    expect(reply?.situation).not.toBe('switcher_recruiter')
  })
  it('answers commission after leaving mid-year as a question about resigning', () => {
    expect(
      firstReply(
        'whats the deal with commission if i leave mid year, ive got 3 big renewals landing in q4',
      )?.situation,
    ).toBe('resigning')
  })
  it('leads no account talk with maternity leave when the person said "living off the big one"', () => {
    const [, reply] = playTurns(
      [
        'account manager, 7 years. right now i get half credit on corporate deals in my territory and the corporate guy gets half on my regional ones and they want to take the corporate credit away',
        '11 accounts. honestly ive been living off the big one and have barely touched 4 of the others',
      ],
      mayaContext,
    )
    expect(reply?.text).not.toMatch(/maternity/)
  })
})

describe('a caregiver back after her mother died, who says a dark line in passing', () => {
  const replies = playTurns(
    [
      'i was my moms full time caregiver for almost 3 years until she passed in october. before that i did account management for a medical supply distributor',
      'honestly some nights i think it would be easier to just go be with her. anyway. do i put the caregiving on my resume or just leave the gap',
      'no no i didnt mean it like that. im fine. can we just do the resume please',
      '"Full-time Family Caregiver (3 years). Managed complex medical care for a parent, including coordinating doctors, insurance and home health agencies." does that sound pathetic',
    ],
    mayaContext,
  )
  it('meets the wish to be with her with the crisis answer', () => {
    expect(replies[1]?.situation).toBe('crisis_self_harm')
  })
  it('checks in once, then answers the resume question she asked beside it', () => {
    expect(replies[2]?.clarifying).toBe(false)
    expect(replies[2]?.text).toMatch(/^One thing first/)
    expect(replies[2]?.text).toMatch(/a caregiving gap/i)
  })
  it('reviews the quoted resume line with its ask after it', () => {
    expect(replies[3]?.text).toMatch(/^I read that as/)
  })
})

describe('an agent whose buyer asks for a cut of the commission', () => {
  const replies = playTurns(
    [
      'ok weird one. im an agent, we resell carriers (network/telecom). ive been working a deal for a client moving off frame relay to MPLS so they can run a new ip pbx. weeks of work. the IT director just told me which of my 2 carriers they want and then asked what i could do for him personally out of my commission. like a cut. how do i handle this without losing the deal',
      'i know its wrong, im not asking if its ethical. im asking what i actually SAY to him tomorrow so i dont blow up a 4k/month deal',
      "what if i put some of my commission back into the deal instead, like a credit on the company's bill. is that allowed or is that the same thing",
      'ok hows this for a text: "Hey Mark, thought about what you said. I cant do anything personally, its against my agreements with the carriers, but I can push for an install credit for the company. Lets talk tmrw."',
      'should i tell my partner at the agency? or the carrier? i dont want to get him fired, hes not a bad guy honestly',
    ],
    mayaContext,
  )
  it('reads the ask for a personal cut as a kickback', () => {
    expect(replies[0]?.situation).toBe('kickback_asked')
  })
  it('gives words for the buyer after "im not asking if its ethical"', () => {
    expect(replies[1]?.text).toMatch(/^Sorry, I missed your question\./)
    expect(replies[1]?.text).toMatch(/I can't do anything personally/)
  })
  it('says a credit to the company is a discount, on the kickback thread', () => {
    expect(replies[2]?.text).toMatch(/is a discount/)
  })
  it('reviews the text to the buyer and keeps "get him fired" on the kickback', () => {
    expect(replies[3]?.text).toMatch(/^I read that as/)
    expect(replies[4]?.situation).toBe('kickback_asked')
  })
})

describe('drafts to HR and to the boss from the seventh set', () => {
  it('reviews an accommodation request "i wrote this to send to HR"', () => {
    const reply = firstReply(
      'ok i wrote this to send to HR: "Hi Dana, I have a diagnosed medical condition (ADHD) that affects how I start repetitive tasks like call blocks. I\'d like to request some accommodations, such as a set call schedule and noise cancelling headphones. I can provide documentation. Thanks, Chris" thoughts?',
    )
    expect(reply?.text).toMatch(/^I read that as a \*\*work message\*\*/)
  })
  it('reviews a note to the boss about a non-compete as a work message', () => {
    const reply = firstReply(
      'draft: "John, I want to stay and keep growing this with you. I\'m not comfortable with the non-compete as written, especially since it covers the accounts I brought with me, or with the new commission deductions. Can we sit down this week and work out a version that works for both of us?"',
    )
    expect(reply?.text).toMatch(/^I read that as a \*\*work message\*\*/)
  })
})

describe('a manager told to fire his best friend', () => {
  const replies = playTurns(
    [
      'upper management just told me i have to fire one of my best friends monday. ive known him 20+ years and im the one who got him this job. i manage the inside sales team. i dont want to do it and i dont want to lose him over this',
      'theres a manager a level above me who could do it, they even said hell be in the room, but they think itll "go smoother" coming from me. can i just ask him to do it?',
      'thats not what i asked. i asked can i say no without it hurting me',
      'should i give him a heads up this weekend? were literally supposed to watch the game at his place saturday',
    ],
    mayaContext,
  )
  it('leads with firing a friend, as the manager', () => {
    expect(replies[0]?.situation).toBe('managing_reps')
    expect(replies[0]?.text).toMatch(/fire a friend/)
  })
  it('says whether he can refuse or pass it up, asked twice', () => {
    expect(replies[1]?.text).toMatch(/a flat refusal can hurt you/)
    expect(replies[2]?.text).toMatch(/^Sorry, I missed your question\./)
  })
  it('says not to warn him before the meeting', () => {
    expect(replies[3]?.text).toMatch(/breaks a confidence/)
  })
})

describe('more people from the seventh set', () => {
  it('meets a rep screamed at by a customer, crying and shaking, as a rude customer', () => {
    const reply = firstReply(
      'i just got screamed at by a customer so bad i had to hand the phone to my manager and go cry in the bathroom. im still shaking. i was literally calling to LOWER his interest rate',
    )
    expect(reply?.situation).toBe('rude_prospect')
  })
  it('answers whether to tell the manager about ADHD with accommodations and the choice', () => {
    const [, reply] = playTurns(
      [
        'i have adhd (diagnosed, on meds) and i cannot make myself make sales calls. i sit there with the account pulled up and my brain just wont. help',
        'like legally what happens if i tell them i have adhd, can they hold it against me',
      ],
      mayaContext,
    )
    expect(reply?.text).toMatch(/reasonable accommodations/)
  })
})

describe('an offer and a record, from the seventh set', () => {
  it('answers the sign-on bonus repayment and "edit the letter myself", asked again', () => {
    const replies = playTurns(
      [
        'got an offer from a big public tech company for a BDR role. theres a 10k sign on bonus but if i leave for any reason in the first 12 months i have to pay it all back on my last day',
        'can i just change the wording on the offer letter before i sign it? like make it prorated and send it back',
        'thats not what i asked, i asked if i can edit the letter MYSELF. not how to negotiate',
      ],
      mayaContext,
    )
    expect(replies[1]?.text).toMatch(/prorated/)
    expect(replies[2]?.text).toMatch(/a changed letter you sign is not an agreed one/)
  })
  it('answers the conviction box on applications after a detour, on the job search', () => {
    const replies = playTurns(
      [
        'i got out 4 months ago. felony on my record from a domestic case, took a plea deal just to get out faster. before that i was in sales 9 years and i was good, top guy most years. now nobody calls back. is sales even possible for me',
        'illinois. chicago suburbs',
        'ok back to it. on applications when it asks about convictions do i check the box or leave it blank',
      ],
      mayaContext,
    )
    expect(replies.map((r) => r.text).join(' ')).toMatch(/Answer honestly where it is asked/i)
  })
})

describe('an offer pulled over a bad reference, and "better off if i just wasnt around"', () => {
  const replies = playTurns(
    [
      'i just lost a job offer because of a reference and im kind of freaking out. got laid off in march, big tech company, mass layoff',
      'i dont even know why im typing this. ive been crying on and off since yesterday. 7 months of looking, savings almost gone, and this was THE one. honestly lately i feel like theres no point to any of it, like everyone would be better off if i just wasnt around. anyway. what do i tell the next company',
      'no im not going to do anything. its just been a really bad week. i have my sister, i can text her tonight. can we please do the job stuff, its the one thing that makes me feel like i can fix something',
    ],
    mayaContext,
  )
  it('meets "better off if i just wasnt around" with the crisis answer', () => {
    expect(replies[1]?.situation).toBe('crisis_self_harm')
  })
  it('then answers what to tell the next company, the question she asked beside it', () => {
    expect(replies[2]?.clarifying).toBe(false)
    expect(replies[2]?.text).toMatch(/For recruiters and interviewers/)
  })
})
