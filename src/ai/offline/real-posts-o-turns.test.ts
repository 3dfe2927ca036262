import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { firstReply, playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * An eighth set of whole conversations built from public posts, played on 2026-12-06 (thirteenth
 * session): a home seller one sale short of the club, a remote rep alone in Boise, a first-year
 * manager whose rep said something worrying, an agent asked for a kickback. Each turn tested here
 * was wrong before.
 */

await withShippedReader()

describe('a seller one sale short who says in passing he sees no point in waking up', () => {
  it('meets "dont really see the point of waking up" with the crisis answer, not software pay', () => {
    const reply = firstReply(
      'honestly some days i dont really see the point of waking up for any of it. anyway what do those software jobs pay to start',
    )
    expect(reply?.situation).toBe('crisis_self_harm')
    expect(reply?.text).toMatch(/988/)
    expect(reply?.text).not.toMatch(/on-target earnings/)
  })
})

describe('a remote rep whose sleep, tears and hopelessness grow over the conversation', () => {
  const replies = playTurns(
    [
      'ive been a remote ae for about 3 years, im one of the top reps, 118% last year. but im so alone. the whole team is in the chicago office and i find out about everything on slack after. im thinking of asking to relocate or going somewhere in office but idk if im overreacting',
      'i havent been sleeping much tbh, like 3-4 hours, i lie there replaying calls. its fine i just need to get through q3',
      'i cried after my last call today and i dont even know why, the deal is fine, it just came out',
      'whats the point honestly. i hit my number, nobody notices, i go to bed alone and do it again. i dont even know why im trying to fix any of this',
    ],
    mayaContext,
  )
  it('names the crisis line when "whats the point" and "dont even know why im trying" come', () => {
    expect(replies[3]?.text).toMatch(/988/)
  })
})

describe('a first-year manager whose rep said something worrying on his way out', () => {
  const replies = playTurns(
    [
      'first year as a sales manager, i was a rep on this team until last year. one of my guys, 5 years here, has had 4 months with no closed deal and he cried in his review yesterday',
      'one thing thats bugging me, on his way out he said something like "some days i dont see the point of any of it". probably just frustration right?',
    ],
    mayaContext,
  )
  it('answers about the rep, with the help line, not care for the manager as if the words were his', () => {
    expect(replies[1]?.situation).toBe('worried_about_someone')
    expect(replies[1]?.text).toMatch(/988/)
    expect(replies[1]?.text).not.toMatch(/What you are feeling/)
  })
  it('reads a colleague quoted saying they want to die as worry for them, with what to do now', () => {
    const reply = firstReply(
      "my coworker texted me 'i want to kill myself' last night and now shes not answering",
    )
    expect(reply?.situation).toBe('worried_about_someone')
    expect(reply?.text).toMatch(/stay with them and call or text 988 together/)
  })
  it('leaves a quote with no words of distress as it is', () => {
    const reply = firstReply(
      'he didnt say a number. he said "the other guys always take care of me, i assume you will too"',
    )
    expect(reply?.situation).toBe('kickback_asked')
  })
})

describe('an agent asked for a personal cut, telling Becky the facts', () => {
  const replies = playTurns(
    [
      'ok weird one. im an agent, we resell carriers (network/telecom). the IT director just told me which of my 2 carriers they want and then asked what i could do for him personally out of my commission. like a cut. how do i handle this without losing the deal',
      'about 6 weeks in. im up against direct reps from 2 other carriers',
      'private company, like 200 people. hes the one who decides, the cfo signs but basically does whatever he says',
      'i know its wrong, im not asking if its ethical. im asking what i actually SAY to him tomorrow so i dont blow up a 4k/month deal',
      "what if i put some of my commission back into the deal instead, like a credit on the company's bill. is that allowed or is that the same thing",
    ],
    mayaContext,
  )
  it('gives the words to use when told facts and nothing new is left, not "Got it, that helps"', () => {
    const told = [replies[1]?.text ?? '', replies[2]?.text ?? '']
    expect(told.join('\n')).not.toMatch(/Got it, that helps|helps me see where you stand/)
    expect(told.join('\n')).toMatch(/Here is a way to say it/)
  })
  it('points back to the words when asked for them again, and stays on the kickback after', () => {
    expect(replies[3]?.text).toMatch(/The words are in my message above/)
    expect(replies[4]?.situation).toBe('kickback_asked')
    expect(replies[4]?.text).toMatch(/is a discount/)
  })
})

describe("first turns the rules had read as someone else's words", () => {
  it('reads a manager whose rep cried, told "hes not getting fired", as managing a rep', () => {
    const reply = firstReply(
      "never had someone cry in a performance review before. we just brought up that he hasnt closed a sale in 4 months. we told him hes not getting fired right now but he'll be retrained. hes been here 5 yrs and used to do well. how do i handle this",
    )
    expect(reply?.situation).toBe('managing_reps')
  })
  it("reads a deal lost to the CEO's friend, which the team calls unethical, as a lost deal", () => {
    const reply = firstReply(
      'we got invited to pitch a retail groups loyalty app, made it to the final round, a month of work, 3 demos, custom proposal, procurement basically told us to expect the PO. yesterday they call and say its going to a vendor that wasnt even in the pitch process. turns out hes the CEOs friend. my team is blaming the CEO, calling it unethical, and my boss wants me to fix it. how do i even fix that',
    )
    expect(reply?.situation).toBe('lost_deal')
    expect(reply?.text).not.toMatch(/lie to customers/)
  })
  it("reads a client's racial slur as harassment, not a territory question", () => {
    const reply = firstReply(
      'account manager at an investment firm, almost all phone. one of my favorite clients, 4 years, said "no matter how good he is a [n-word] is a [n-word]" about his best worker. he has no idea im black. i just froze. what do i do',
    )
    expect(reply?.situation).toBe('discrimination_harassment')
  })
})

describe('a detour about a boss firing the intern, then back to the deal', () => {
  const replies = playTurns(
    [
      'so i just heard back from my biggest prospect, a company over in the UK, and the budget didnt get approved AGAIN. they said "if business gets better" theyll buy in Q4 or Q1. thing is theyve told us basically this every single quarter for like 2 years now. im an optimist, when someone says its going in next years budget i believe them. is it time to face reality and give up on them or what',
      'about 40k a year, it would be my biggest deal by a mile. my contact is their ops director, really nice guy',
      'lol unrelated but my boss just fired our intern, kid was playing video games at his desk on his first day. now boss wants me to sit in on interviews for the new one and ive never interviewed anyone. anyway',
      'sorry back to the uk thing. my manager has it in the forecast at 50% for Q4. do i tell him to pull it',
    ],
    mayaContext,
  )
  it('hears the intern let go as news, not the person fired, and goes back to the slipping deal', () => {
    expect(replies[2]?.situation).not.toBe('fired')
    expect(replies[3]?.situation).toBe('deal_slipped')
  })
})

describe('asks that had no point of their own', () => {
  it('answers a sale signed two days after the year closed with how to ask once', () => {
    const replies = playTurns(
      [
        'made presidents club my rookie year, this year i came up ONE sale short',
        'the thing is i had a buyer ready dec 28 and their lender pushed docs to jan 2, signed 11am on the 2nd. is it crazy to ask them to count it',
      ],
      mayaContext,
    )
    expect(replies[1]?.text).toMatch(/just after the cut-off/)
  })
  it('answers going back to a former employer with calling the former manager', () => {
    const reply = firstReply(
      'i quit my job 6 months ago after more than 5 years because the new place paid more and promised me a better territory. it never happened and i miss my old manager. how do i go back',
    )
    expect(reply?.text).toMatch(/call your former manager rather than text/)
  })
})

describe('a message to the manager reviewed, then "does it sound needy" and "should i send it"', () => {
  const replies = playTurns(
    [
      'this is what i want to send him, does it sound needy: "hey mark, quick one - would love to talk about coming to chicago for the q4 offsite and longer term whether relocating is on the table. being the only remote rep I feel pretty out of the loop. no rush at all!"',
      'thats not what i asked, i asked if it sounds needy, not whether i should see someone',
      'sorry my dog just threw up on the rug. ok. i cried after my last call today and i dont even know why, the deal is fine, it just came out',
      'anyway just tell me if i should send the message to mark or not',
    ],
    mayaContext,
  )
  it('answers whether it is ready to send, with the stronger line whole', () => {
    expect(replies[1]?.text).toMatch(/ready to send/)
    expect(replies[1]?.text).toMatch(/Could you \[the one thing you need from them\]/)
  })
  it('says yes again in other words when asked turns later, not "I do not want to repeat myself"', () => {
    expect(replies[3]?.text).toMatch(/send it as it is/)
    expect(replies[3]?.text).not.toMatch(/repeat myself/)
  })
})

describe('"whats next" at the end of a conversation about something else than the roadmap', () => {
  it('weighs staying or looking when asked "start looking now or give it more time"', () => {
    const replies = playTurns(
      [
        "i started inside sales at a new company 6 weeks ago, they hired 4 of us at once. not one of us has made a single sale. we make 60 to 80 outbound calls a day. the people whove been here longer take all the incoming calls and thats honestly the only way anyone here makes sales. we're supposed to get inbound too but we never do. people are kind of unfriendly and all 4 of us feel like we should just find other jobs. what should we do",
        'ok one of the other guys sent it anyway. todd replied "inbound is earned, not given. focus on your dials." thats the whole reply',
        'so do i start looking now or give it more time. whats next',
      ],
      mayaContext,
    )
    expect(replies[2]?.text).toMatch(/dated test rather than an open-ended wait/)
  })
  it('goes on with the harassment thread after a whole conversation, not "Got it, that helps"', () => {
    const replies = playTurns(
      [
        'i work as an account manager at an investment firm, almost all phone, clients all over the country so i never meet most of them. one of my favorite clients, 4 years, self made business guy, we always connected over both being from the south. today he was walking me through how he built his business and talking up his best worker and then said, im not going to type it, basically "no matter how good he is a [n-word] is a [n-word]". he has no idea im black. i didnt say anything, i just froze. what do i do',
        'no i havent told anyone. it was like 2 hours ago',
        'his account is about 30% of my book',
        'i dont even know if we have a policy for clients, ive never seen one',
        'this is what i was going to put in the call notes: "Client made a racial slur during call regarding one of his employees. Advisor did not respond. Follow-up needed." too blunt?',
        'everyone keeps saying its my choice but if i drop him im the one who gets punished, my comp takes the hit',
        'my wife says just transfer him to someone else and never think about it again. she also wants me at her cousins wedding in atlanta that weekend so shes a little distracted lol',
        'ok what if he apologizes. do i believe it',
        "whats next. he calls basically every day, i'll definitely talk to him again thursday",
      ],
      mayaContext,
    )
    expect(replies[8]?.text).not.toMatch(/Got it, that helps|helps me see where you stand/)
  })
})

describe("a client's racial slur about his own worker, said to a Black account manager", () => {
  const replies = playTurns(
    [
      'i work as an account manager at an investment firm, almost all phone, clients all over the country so i never meet most of them. one of my favorite clients, 4 years, self made business guy, we always connected over both being from the south. today he was walking me through how he built his business and talking up his best worker and then said, im not going to type it, basically "no matter how good he is a [n-word] is a [n-word]". he has no idea im black. i didnt say anything, i just froze. what do i do',
      'no i havent told anyone. it was like 2 hours ago',
    ],
    mayaContext,
  )
  it('answers the slur itself, and "2 hours ago" does not bring the point about touching after hours', () => {
    expect(replies[0]?.text).toMatch(/racist slur about someone else/)
    expect(replies[1]?.text).not.toMatch(/touching/)
  })
})

describe('a rep who works a second job at the airport on office Fridays', () => {
  it("answers the real risk (paid hours), not a menu with a veteran's switch", () => {
    const replies = playTurns(
      [
        'ok so im mid 30s, sales rep for a contract furniture company in nyc. during covid business was dead and i thought id get laid off so i took a second job as a gate agent for an airline on weekends. yes im the one making you pay for your overweight bag lol. business is back now but i love the extra money. problem is my company wants us in the office 4 days soon to be 5 and sometimes i kind of cheat the system and work fridays at the airport. a friend told me thats not ethical and now im nervous about getting caught. thoughts?',
        'like 2 fridays a month maybe. i answer emails from the break room between flights',
      ],
      mayaContext,
    )
    expect(replies[0]?.situation).toBe('remote_work')
    expect(replies.map((r) => r.text).join('\n')).toMatch(/being at the other job on paid time/)
  })
})

describe('two clarifying questions far apart in one conversation', () => {
  it('never closes them with the same sentence', () => {
    const replies = playTurns(
      [
        'english is not my first language and i always wonder if my accent makes me sound less professional, so people dont take me serious when i call potential clients, hiring managers, HR. im a recruiter at an agency and now my boss wants me doing business development calls too',
        'portuguese, im from brazil. in canada 4 years, toronto',
        'around 40 calls a day. 2 meetings booked in 3 weeks, the other girl on my team booked 7',
        'one guy said sorry i cant understand you and hung up. since then i speak very fast to finish before they hang up',
        'my voicemail: "Hi, this is Marina from Northpeak Talent, we are a recruitment agency specialized in IT and software developers, we have many very good candidates available now and I would love to present you some profiles, please call me back at 416-555-0148, thank you so much have a nice day" also my boss suggested accent reduction classes, should i',
        'i didnt ask if my boss is discriminating, i asked if the classes are worth it. its 900 dollars for 10 sessions',
        'sorry my mom is calling from brazil its her birthday. ok im back',
        'new one: "Hi Kevin, Marina with Northpeak Talent. I saw your three backend developer roles have been open over 45 days. This quarter I placed two Java developers at a fintech near you. Worth a ten minute call? 416-555-0148. Again, Marina, 416-555-0148."',
        'so what do i do tomorrow morning, 40 calls on my list and im already nervous',
      ],
      mayaContext,
    )
    const closers = replies.filter((r) => r.clarifying).map((r) => r.text.split('\n').at(-1))
    expect(closers.length).toBeGreaterThanOrEqual(2)
    expect(new Set(closers).size).toBe(closers.length)
  })
})

describe('a caregiver back after three years, afraid of a hiring manager half her age', () => {
  const replies = playTurns(
    [
      'i was my moms full time caregiver for almost 3 years until she passed in october. before that i did account management for a medical supply distributor, 8 years. i want to go back to work but theres this huge gap and i dont know how to explain it',
      'connecticut. i moved out west for a few months after she died, it wasnt for me, came back',
      'either. full time ideally but id take part time to start',
      '51',
      'honestly some nights i think it would be easier to just go be with her. anyway. do i put the caregiving on my resume or just leave the gap',
      'no no i didnt mean it like that. im fine. can we just do the resume please',
      '"Full-time Family Caregiver (3 years). Managed complex medical care for a parent, including coordinating doctors, insurance and home health agencies." does that sound pathetic',
      'ok but is a 30 year old hiring manager even going to care about that or just see an old lady whos been out 3 years',
      'do you think i can get back into distribution or should i just aim lower',
    ],
    mayaContext,
  )
  it('answers the fear of looking old, not the conviction point, and "aim lower" with her own field first', () => {
    expect(replies[7]?.text).toMatch(/younger hiring manager/)
    expect(replies[7]?.text).not.toMatch(/conviction/)
    expect(replies[8]?.text).toMatch(/Apply at your level first/)
  })
})

describe('a first-year manager told to put his rep on a plan in all but name', () => {
  const replies = playTurns(
    [
      "never had someone cry in a performance review before. nobody attacked him or anything, we just brought up that he hasnt closed a sale in 4 months. we sell expensive lab equipment, normally everyone closes 2-3 a month even in the slow season, and right now the rest of the team is still doing 1-2. we told him hes not getting fired right now but he'll be retrained. hes been here 5 yrs and used to do well. i want to be sensitive but his job is to sell stuff. how do i handle this",
      '6 reps. im about a year into managing, i was a rep on this team before',
      'we already moved him to different product lines and let him run discount promos. nothing worked',
      'and when we give him suggestions he just says "well this is how i do it"',
      'one thing thats bugging me, on his way out he said something like "some days i dont see the point of any of it". probably just frustration right?',
      'my director wants me to send him this as the retraining plan, can you look: "Following our conversation on 4/2, you will complete product retraining over the next 30 days and shadow Kevin on 4 demos. We expect a minimum of 2 closed sales by May 31. Failure to meet these expectations may result in further disciplinary action up to and including termination."',
      'basically the director wants a PIP without calling it a PIP and im stuck in the middle',
      'do i tell HR he cried or is that weird',
      'ok whats my next step, i have a 1:1 with him thursday',
    ],
    mayaContext,
  )
  it('reads "a PIP without calling it a PIP" as the manager\'s, and "he cried" as the rep\'s tears', () => {
    expect(replies[6]?.situation).toBe('managing_reps')
    expect(replies[7]?.situation).not.toBe('distress_general')
    expect(replies[7]?.text).not.toMatch(/being on a performance improvement plan/)
  })
})
