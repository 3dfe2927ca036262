import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-06 (ninth session) from public posts: a team lead letting
 * someone go for the first time, a rep with ADHD behind on calls and CRM notes, a sales director
 * in chemotherapy, a laid-off manager of 58 told he is overqualified, an infantry officer told to
 * start as a trainee, a rep whose accelerators were taken back, a rep called back to the office.
 * Each turn tested here was misread before: the firing answered with rude-prospect lines, a fear
 * ("I'll never get it back") remembered as a plan, a pasted note met with care alone, a
 * resignation told it lacks an ask, tears on the third turn of an illness met with a holding line.
 */

await withShippedReader()

describe('a team lead letting someone go for the first time', () => {
  const [first, , words, opener, , , team] = playTurns(
    [
      'tomorrow i have to let someone go for the first time. been a team lead almost 2 years and never had to do it. i know its the right call, shes just not a fit for the role, but i feel physically sick about it',
      'she has a kid and i keep thinking about her rent. is it normal to feel this bad or am i too soft for this job. someone literally told me caring this much makes me a weak leader',
      'hr will be on the call with me. how do i say it? like the actual first sentence',
      'this is what i was gonna open with, is it ok: "hey sarah thanks for jumping on, so i know the last couple months have been really tough and i appreciate everything youve tried, youve been great to work with and honestly this is one of the hardest conversations ive had but unfortunately weve decided to part ways"',
      'what if she cries or argues, like asks why and wants to go through every number. do i get into it',
      'can i offer to be a reference? she was honestly really good with customers she just could never get pipeline going',
      'and what do i tell the rest of the team after, they all like her',
    ],
    mayaContext,
  )

  it('answers the firing as a manager, not with a menu or rude-call lines', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('managing_reps')
    expect(first?.text).toMatch(/letting someone go/)
    expect(first?.text).not.toMatch(/hang-ups|rude/i)
  })
  it('gives the first sentence, with the decision in the first minute', () => {
    expect(words?.text).toMatch(/we have decided to end your employment/)
  })
  it('judges a pasted opener by how long it takes to reach the decision', () => {
    expect(opener?.text).toMatch(/long run-up/)
  })
  it('gives words for the team afterwards, not the coaching script', () => {
    expect(team?.text).toMatch(/no longer with us/)
    expect(team?.text).not.toMatch(/I have noticed/)
  })
})

describe('fears said with "I will" are no plan', () => {
  it('hears "ill never get it back" as a fear, not a plan to remember', () => {
    const replies = playTurns(
      [
        'bit of an odd one. im a sales director, about halfway through chemo for breast cancer and ive been trying to keep working through it. i had a whole system, bloods weds and wfh, treatment thurs, recovery fri, back in the office monday, travel outside rush hour',
        'last week i did an all day client meeting in a stuffy windowless room feeling like i was going to be sick the entire time. and since then my boss keeps suggesting i work from home more. shes been amazing through all of it but i cant tell if its kindness or if im being quietly sidelined',
        "the chemo brain is real. i completely forgot a conversation i'd had with one of my team, she had to remind me in front of someone and i wanted the floor to swallow me. i sat in the car after and just sobbed",
        'my career is the thing ive always been proudest of and i feel like its slipping and i cant stop it. im so tired of being brave about everything. i havent slept properly in days',
        'how do i even raise it with my boss without sounding like im either complaining or falling apart',
        'would it be smarter to step back from managing the team for a bit and just keep the big clients? or does that look like im giving up the director bit and ill never get it back',
      ],
      mayaContext,
    )
    expect(replies[5]?.text).not.toMatch(/good plan|I’ll remember it/i)
  })
})

describe('drafts and notes pasted in', () => {
  it('reviews a note pasted in distress as a work message, not care alone', () => {
    const replies = playTurns(
      [
        'got laid off a couple months ago, sales management, been doing it most of my working life. im 58. applied for a regular sales rep job at a good company where ive known the owners for years, they know ill do a good job for them',
        'and they told me im overqualified. that id get bored and keep looking. i told them id take 50% less than i was making, i know im starting over in this market. what kind of reasoning is that',
        'honestly i dont know how much longer we can do this. savings are going, my wife and i are fighting about money most nights and i keep thinking were going to lose the house. took me years to build some security and its just gone',
        'havent told my kids how bad it is. some nights i dont sleep at all. i feel like a fool',
        "i want to go back to the owners. heres what i was going to send: \"Bill, I appreciated you seeing me last week. I understand the concern about overqualification but I want to be straight with you, I'm not going to get bored. I've managed reps for years and I know exactly what it costs to lose good ones. I'd start at whatever base you set and prove it on commission for 90 days, and if it doesn't work we part as friends.\"",
      ],
      mayaContext,
    )
    expect(replies[4]?.text).toMatch(/I read that as a \*\*work message\*\*/)
  })
  it('tells a resignation it needs no ask', () => {
    const [resign] = playTurns(
      [
        'ok say im taking it. heres my resignation email, too blunt?: "Hi Tom, I\'m writing to let you know I\'ve accepted another position and my last day will be the 14th. The return to office policy was the main factor in my decision. Thank you for the opportunity."',
      ],
      mayaContext,
    )
    expect(resign?.text).toMatch(/I read that as a \*\*work message\*\*/)
    expect(resign?.text).not.toMatch(/\*\*One clear ask\.\*\*/)
    expect(resign?.text).toMatch(/States the decision and the last day/)
    expect(resign?.text).not.toMatch(/It ends without an ask/)
  })
  it('names "bait and switch" and "not acceptable" as blame, and finds the ask', () => {
    const [email] = playTurns(
      [
        'ok before i go nuclear i want to email my manager and cc the VP. tell me if this is too aggressive: "Hi Mark, I just saw my August commission statement and it doesn\'t include accelerators. Last month I was paid accelerators under the exact same ramp terms and nobody informed me of any change. Changing this after the deals closed is not acceptable and honestly feels like a bait and switch. I need this corrected on the next payroll or I\'ll have to consider my options. Thanks"',
      ],
      mayaContext,
    )
    expect(email?.text).toMatch(/bait and switch/)
    expect(email?.text).toMatch(/read as blame/)
    expect(email?.text).not.toMatch(/It ends without an ask/)
  })
})

describe('a rep with ADHD, behind on calls and notes', () => {
  const replies = playTurns(
    [
      'its 11:40 and ive made one call. one. i pull up the account info to prep and its like my brain hits a brick wall, i literaly cannot make myself dial',
      'i have adhd, diagnosed, been on and off meds. this has always been a thing but its way worse now bc im the only income for my family since last month. the more i freeze the more anxious i get and the wall just gets higher',
      'i dont need a pep talk about cold calling, once im actually on the phone im good at it. its starting thats the problem. im kind of panicking tbh, my hands are shaking and i keep thinking about the mortgage',
      'ok i did 2 more. still feel like garbage. my manager can see the dialer numbers live and im way behind everyone else on the board',
      'the other thing killing me is crm notes. i do a call and then dont log it and by friday theres like 40 calls i cant remember anything about and my manager thinks im doing nothing',
      'should i tell my manager about the adhd? im scared it looks like an excuse and they start a paper trail on me',
    ],
    mayaContext,
  )

  it('answers the pile of unlogged calls with a way to log them, not a menu', () => {
    expect(replies[4]?.clarifying).toBe(false)
    expect(replies[4]?.text).toMatch(/Log each call in the minute after it ends/)
  })
  it('answers whether to disclose ADHD, not a meeting with HR about layoffs', () => {
    expect(replies[5]?.text).toMatch(/disclose a health condition/)
    expect(replies[5]?.text).not.toMatch(/meeting with HR scheduled/i)
  })
})

describe('an infantry officer told to start as a trainee', () => {
  const replies = playTurns(
    [
      'getting out of the army. infantry officer, airborne ranger, was a platoon leader, XO, acting company commander and then brigade HQ commandant. went to one of the big recruiting firms thinking id land some kind of management role',
      'recruiter looked at my resume, said it was all very impressive, then told me i should go be a sales trainee. medical, biotech or financial. i was honestly a bit insulted, i was hoping for senior manager at least',
      'am i being arrogant or is he right? ive been responsible for a whole company of soldiers and now im supposed to be cold calling doctors offices',
    ],
    mayaContext,
  )

  it('reads leaving the army as a veteran moving into sales, not a step to management', () => {
    expect(replies[0]?.situation).toBe('switcher_military')
  })
  it('answers "am I being arrogant?" on the trainee start, not with job-security lines', () => {
    expect(replies[2]?.situation).toBe('switcher_military')
    expect(replies.map((r) => r.text).join(' ')).toMatch(/not a verdict on your leadership/)
    expect(replies[2]?.text).not.toMatch(/layoff|HR scheduled/i)
  })
})

describe('topics the cards had no words for', () => {
  it('reads accelerators taken back after the month as a commission dispute', () => {
    const [first] = playTurns(
      [
        "ok i need to vent and also figure out what to do. im a ramping AE, hit 450% of plan in august and was expecting around 45k bc accelerators kicked in. this morning the commission review came in at the flat standard rate, they're saying ramping AEs dont get accelerators anymore",
      ],
      mayaContext,
    )
    expect(first?.situation).toBe('commission_dispute')
  })
  it('answers a return-to-office call-back first, not remote roles for new SDRs', () => {
    const [first] = playTurns(
      [
        'company dragged us back to the office. first it was 3 days a week, everyone complained so they made it 2 and acted like we should be grateful. i bought a house 30 miles out with a home office bc remote was supposed to be permanent',
      ],
      mayaContext,
    )
    expect(first?.text).toMatch(/^Maya, called back to the office/)
  })
  it('reads contacting an old employer’s clients as a non-solicit question', () => {
    const [first] = playTurns(
      [
        'wait is it even ok to contact people who were my old companys clients? like ethically or legally',
      ],
      mayaContext,
    )
    expect(first?.situation).toBe('non_compete')
  })
  it('plans the week without pointing at a step it no longer shows', () => {
    const week =
      playTurns(
        [
          'so last year they fired the rep in the territory next to mine and my manager asked me to cover his accounts and do some business development there. i said yes, team player and all. it basically doubled my territory',
          'i didnt close a ton of new business there honestly but i kept all 20 accounts stable, a couple of them were about to walk when i picked them up. now a year later theyve hired a new rep and theyre taking all 20 back, and they want me to train him and hand everything over',
          'nobody ever told me how long it would be or whats in it for me. there was barely any commission upside. am i wrong to be annoyed or is this just how it works',
          'i want to ask for something but i have no idea whats reasonable to ask for here',
          'what do i do this week?',
        ],
        mayaContext,
      ).at(-1)?.text ?? ''
    expect(week).toMatch(/simple plan for this week/)
    expect(week).not.toMatch(/the step below/)
  })
})

describe('a first quota after fifteen years, and a fraud feeling', () => {
  const replies = playTurns(
    [
      'just wrapped my first full week at a new company. first time changing jobs in 15 years and first time ever actually in a sales role',
      'wierd part is for the last 3 years at my old place i managed salespeople, partnering with the same territory im now selling into. so i know the space inside out but ive never carried a number myself. before that i was the one they sent to call the most furious clients',
      'i left bc the old place kept crossing ethical lines right in front of me and i couldnt be part of it. this place is night and day, i actually believe in the service. but i still get these moments where i feel like a total fraud, like what if the reps i used to manage could see me fumbling a call',
      'i wrote "scared money wont make money" on a post it this morning lol. is that cringe',
      "ok practical thing. im reaching out to people i used to know from the other side. heres my first email, help: \"Hi Jen, it's been a while! As you might have seen I've moved over to a new company and I'm now on the sales side. I remember how much time your team was losing on paperwork every renewal and I genuinely think what we do could fix that. Would you be open to a 20 min call next week to catch up? No pressure at all.\"",
      'wait is it even ok to contact people who were my old companys clients? like ethically or legally',
      'how long does it usually take before you stop feeling like youre faking it',
    ],
    mayaContext,
  )

  it('leads with the non-solicit check when asked about an old employer’s clients', () => {
    expect(replies[5]?.text).toMatch(/^Maya, contacting your old employer's clients\?/)
  })
  it('answers how long the fraud feeling lasts, not how long a non-compete takes', () => {
    expect(replies[6]?.situation).toBe('low_confidence')
    expect(replies[6]?.text).toMatch(/first few months/)
  })
})
