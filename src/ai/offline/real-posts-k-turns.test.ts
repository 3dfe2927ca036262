import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { firstReply, playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Turns from whole conversations played on 2026-12-06 (eleventh session): a PIP from the set of
 * the session before, then a fifth set built from public posts (a counteroffer after a loss, a
 * layoff with commission withheld, a new director, a sexist manager, a relocation, a dark line).
 * Each turn tested here was wrong before, but for the guard that no check-in follows "I'm safe".
 */

await withShippedReader()

describe('a short fact answering a question asked turns earlier', () => {
  it('reads "60 days" as the length of the PIP, four turns of care after the question', () => {
    const replies = playTurns(
      [
        'my manager put me on a pip again. second time in 2 years. last year i missed 2 months in a row and got one, clawed my way off it. and now last week here we go again. i havent slept properly since he told me',
        'i just lie there doing math. rent in california is insane and if this goes bad i have maybe 2 months of savings. my stomach has been in knots all week',
        'sorry i know thats alot to dump on you',
        'yeah its software. and its not just me, like half the floor is behind, the whole industry has been slow for months',
        'honestly i think hes doing it to light a fire under my ass. which feels so disrespectful after 3 years',
        '60 days',
      ],
      mayaContext,
    )
    const last = replies.at(-1)
    expect(replies[0]?.text).toContain('What exactly does the PIP ask you to hit, and by when?')
    expect(last?.clarifying).toBe(false)
    expect(last?.situation).toBe('pip')
    expect(last?.text).not.toMatch(/988/)
  })
})

describe('a commission owed after a layoff, told in short facts', () => {
  const replies = playTurns(
    [
      'got laid off from my sales job last week. salary plus commission. now theyre saying they wont pay commission on the sales i made the month i got laid off',
      'toward the end of the month. last week of it basically',
      'commissions get paid the month after the sale. so everything from this month would have been on next months check',
      'i think i signed something when i started. i dont have a copy at home tho',
      'yes all done. signed, booked, i did everything i normally do. there was nothing left for me to do on any of them',
      'massachusetts',
      'ok im not trying to sue anyone right now i just want my money. whats the first step',
      'does this work to send hr? "Hi [name], following up on my final pay. Before my layoff on [date] I closed [X] sales in [month]. Under my commission plan these are normally paid in the following month\'s payroll. Please confirm these commissions will be paid, and send me a copy of the commission plan I signed along with a statement of the amounts. Thank you."',
      'realistically how long do i wait for them to answer before i do something else',
    ],
    mayaContext,
  )
  it('keeps to the commission, not care, when the plan has no copy at home and the deals were done', () => {
    expect(replies[3]?.situation).toBe('commission_dispute')
    expect(replies[4]?.situation).toBe('commission_dispute')
    expect(replies[4]?.text).not.toMatch(/988/)
  })
  it('answers how long to wait for HR with a wait, then the next step', () => {
    expect(replies[8]?.situation).toBe('commission_dispute')
    expect(replies[8]?.text).toMatch(/about a week/)
  })
})

describe('a new sales director and the rep who wanted the job', () => {
  const replies = playTurns(
    [
      'got promoted to sales director at the start of this year. 10 account managers. one guy is driving me nuts',
      'ive been selling IT hardware a bit over 3 years. hes been here 8+ and basically built the sales department from scratch',
      'he was really pissed he didnt get the director job',
      'he comes in late every day, goes over his 1 hour lunch. only does exactly what hes asked. he has the biggest customers and just waits for requests to come in instead of chasing anything',
    ],
    mayaContext,
  )
  it('hears "he was pissed he didnt get the director job" as the rep passed over, not the person', () => {
    expect(replies[2]?.situation).not.toBe('passed_over_promotion')
    expect(replies[3]?.situation).toBe('managing_reps')
    expect(replies[3]?.text).toMatch(/conduct and results/)
  })
})

describe('a manager who makes remarks about working mothers', () => {
  const replies = playTurns(
    [
      'how do you deal with a manager who thinks women with kids dont belong in sales',
      'ive had 7 different managers in 3 years. this one is the worst by far',
      'he asked me how i make time to be a wife and take care of my husbands "needs" if im busy with sales and the kids',
      'another time he told me about his twin daughters. one is obedient, the other asks questions and gives him a hard time. he said he loses sleep over how that one will never run a household or keep a husband. then he said he feels bad for her because shes going to be like me and her life will be difficult',
      'no one else heard either one. we do have hr',
      'thats not what i asked. i didnt ask if its harassment, i know its not ok. i asked how to deal with him day to day without tanking my numbers',
    ],
    mayaContext,
  )
  it('stays on discrimination and answers no witnesses and how to deal with him day to day', () => {
    expect(replies[0]?.situation).toBe('discrimination_harassment')
    expect(replies[4]?.text).toMatch(/without witnesses/)
    expect(replies[5]?.text).toMatch(/day to day/)
  })
})

describe('plain readings from the fifth set', () => {
  it('reads a fear of being fired one day as job fear, not a firing', () => {
    expect(
      firstReply(
        'my days are work, exercise, eat, sleep. even when im not working im thinking about mistakes i made and when im going to get fired',
      )?.situation,
    ).not.toBe('fired')
  })
  it('reads "how do you know when sales just isnt for you" as leaving sales', () => {
    expect(firstReply('how do you know when sales just isnt for you')?.situation).toBe(
      'leaving_sales',
    )
  })
  it('keeps grief for a company that stood by the person on the counteroffer', () => {
    const replies = playTurns(
      [
        'hey. i need help deciding something and i keep going back and forth. got an offer from another company, sales role, its a huge salary bump. my boss says they cant match it',
        '8 years. i started on the customer service team with no business or sales background at all. they took a chance on me and moved me into sales',
        'last 2 years ive been one of the top performers. the first stretch in sales i honestly struggled',
        'he said corporate policy. if they matched id be the highest paid salesperson in the company and it wouldnt be fair to the rest of the team. they offered 10%',
        'not close. i sat on the offer about a week before i even brought it to him',
        'the thing is i lost both my parents while i worked here. they gave me extended time off every time i needed it, nobody made me feel bad. they kind of feel like a second family. i feel like a traitor even thinking about it',
      ],
      mayaContext,
    )
    expect(replies[5]?.situation).toBe('counteroffer')
    expect(replies[5]?.text).toMatch(/[Gg]ratitude is not a debt/)
  })
})

describe('notes to a VP, a supervisor or a rep, pasted after the story', () => {
  it.each([
    'my deals take 2-3 years and like a dozen engineers, they cant say that work was all this year. this is what i want to send my VP before i talk to anyone else: "Hi [VP], I\'ve reviewed the comp letter dated [date]. I can\'t agree to the new quota and rates being applied to deals closed between 10/1 and today. Those deals were worked for 2-3 years under the existing plan, and I understood that plan remained in effect until a new one was issued. Please confirm those deals will be paid at the prior rates, and send me the status and amounts of all commissions currently on hold."',
    'this is how i was going to open our next 1:1, too soft? "I want to be straight with you. You know these accounts better than anyone and you built this team. But coming in late, the long lunches and pulling people into chats is affecting the team and I need that to stop. I\'d also like us to build a plan for your top 5 customers together, there\'s a lot of potential there."',
    'ok this is what i wrote for my supervisor, be honest: "Hi, can we find 20 minutes this week? I want to be upfront that the workload has been affecting my health and I\'m struggling to keep up with my book, the new strategy and quota. I\'d like to talk about options, including whether moving back to the driver team could be a fit."',
    'someone told me to email my manager whenever i land something so theres a record. like this? "Hi Jane, just wanted to let you know I secured business with [company] today. I\'ve been working this account since [date]. Excited to keep building it!"',
  ])('reviews "%s" as a work message', (message) => {
    expect(firstReply(message)?.text).toMatch(/^I read that as a \*\*work message\*\*/)
  })
})

describe('a rep pressed to relocate across the border', () => {
  const replies = playTurns(
    [
      'work is pressuring me to move. my territory is eastern north america and i live in vancouver',
      'anything east of winnipeg in canada and east of the mississippi in the us. im up at 4:30 every day to be on at 9 eastern',
      'most of my business is over the phone. but ive been in sales long enough to know face time matters',
      'they want me somewhere in the northeast US',
      'recently single, my band is ending soon. honestly not much keeping me here',
      'i was thinking manhattan but a 400 sq ft closet is over $1000 a month. US. philly seems smarter, short drive to nyc, boston, jersey, and some of the people i deal with or want to are near there',
      'totally random but is it true you cant get a real cheesesteak outside philly lol',
      'also wait im canadian. does the company need to sponsor me or something? i havent even asked them',
      'what should i ask for in a relocation package. they havent offered anything yet',
    ],
    mayaContext,
  )
  it('answers on relocating, not a difficult manager, and says what a package covers', () => {
    expect(replies[0]?.situation).toBe('relocation')
    expect(replies.map((r) => r.situation)).not.toContain('manager_conflict')
    expect(replies.map((r) => r.text).join('\n')).toMatch(/temporary housing/)
  })
})

describe('after the crisis answer, until the person says they are safe', () => {
  it('checks in once when the next message moves on with no word about safety', () => {
    const replies = playTurns(
      [
        'how do you know when sales just isnt for you',
        'ive been at this company 5 years. i said from the start i didnt want sales. they needed a body',
        'the role used to be different from how they described it. now its looking more and more like a traditional sales job, with new metrics that are really hard to hit with my set of accounts',
        'out of 5 years ive hit those metrics maybe seven times. seven',
        'i sell tech. servers, security software, whatever. its all the same to me, im not passionate about tech at all. the part i like is helping people',
        'i go home drained every day. it gets harder and harder to get up and face it the next morning',
        'some mornings i lie there and think it wouldnt really matter to anyone if i just didnt get up again',
        'anyway. is it smarter to ask for a non quota role here or start looking outside. i dont have anything lined up',
      ],
      mayaContext,
    )
    expect(replies[6]?.situation).toBe('crisis_self_harm')
    expect(replies[7]?.text).toMatch(/^One thing first, about what you said before: .*988/)
  })
  it('does not check in again once the person has said they are safe', () => {
    const replies = playTurns(
      [
        'my therapist said i should tell my supervisor that work is affecting my mental health. and maybe transfer to another department. i have no idea how to even start that conversation',
        'i have my own book of business. over three thousand clients. monthly quota and im not even close',
        'my days are work, exercise, eat, sleep. even when im not working im thinking about mistakes i made and when im going to get fired',
        'honestly some nights i just want it all to stop',
        'no not like that. im not going to hurt myself. i mean the emails and the assignments, i want the work to stop for a minute',
        'i could go back to working with drivers like i did at the beginning. less pay but a lot healthier. right now im salaried and i refuse to do overtime',
      ],
      mayaContext,
    )
    expect(replies[3]?.situation).toBe('crisis_self_harm')
    expect(replies[5]?.text).not.toMatch(/One thing first/)
  })
})
