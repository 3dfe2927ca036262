import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A second set played on 2026-12-06 (ninth session), built from public posts after the first
 * set's fixes: a new rep micromanaged by a manager who sits in on her calls, a young rep who cries
 * before work, a fired AE turned SE preparing for interviews, a rep whose territory was cut by a
 * third in Ontario, an SDR who missed senior SDR by one opportunity. Each turn tested here was
 * misread before: micromanagement answered as burnout, tears met with a menu naming teachers and
 * veterans, an interview answer scored as an elevator pitch, constructive dismissal answered as a
 * layoff, "I'll have been here 3 months" remembered as a plan.
 */

await withShippedReader()

describe('a new rep whose manager watches everything', () => {
  const replies = playTurns(
    [
      'ok so i started a new sales job about 2 months ago and i think i got played. in every interview they said reps get a lot of autonomy and they really care about work life balance, thats literally why i took it. i even took a small pay cut bc my last place had me working 60+ hrs a week',
      "now my manager watches everything. we're remote 2 days and in the office 3. on a remote day i logged on a few min late bc my kids school bus was running late and he messages me about how he expects excellence and only wants people who are serious about this job. a FEW MINUTES",
      'then last week in the office he just jumped into my calls. not listening to recordings after, like live, sitting in while i talked to prospects, for two hours straight. afterwards he goes that was really useful for him and now he knows what we need to fix to turn me into a winner. i wanted to crawl under my desk',
      'and i kind of panicked and quietly asked one of the other sales managers if i could switch to his team. he said its not his decision and that my manager would be really upset if he found out. so now im also scared that gets back to him',
      "i want to send him something before our 1:1 thursday. is this ok: \"Hey Dan, wanted to flag something before Thursday. I'm committed to doing well here and I'm open to coaching, but the way it's been happening is making it hard for me to do my job. Getting called out for logging in 3 minutes late when my kid's bus was delayed, and having you join live calls for 2 hours without warning, feels like you don't trust me. When I interviewed I was told this team gives reps autonomy, and that was a big part of why I took a pay cut to join. Can we talk about what you need from me so we can get there?\"",
      'ok and if he gets defensive in the 1:1?',
      "honestly part of me just wants to start interviewing again already. but i'll have been here like 3 months, how do i explain leaving that fast without trashing him",
    ],
    mayaContext,
  )

  it('answers the manager who sits in on calls as micromanagement, not burnout', () => {
    expect(replies[1]?.situation).toBe('manager_conflict')
    expect(replies[1]?.text).toMatch(/micromanaged/i)
  })
  it('hears "I will have been here 3 months" as no plan, and explains a short stint', () => {
    expect(replies[6]?.text).not.toMatch(/good plan|I’ll remember it/i)
    expect(replies[6]?.situation).toBe('job_hopping')
  })
})

describe('a young rep who cries before work', () => {
  const replies = playTurns(
    [
      'i dont really know why im writing this. im in sales, been working since i finished high school so a few years now. lately i wake up and already feel heavy and some mornings i cry before i even get to the office',
      'i really do try. i read about sales on the train and on my days off too. nothing changes. when my numbers are bad my boss puts all of it on me',
      'the worst part is i used to like this job. i liked talking to customers, we got along. now i go to see them and my head just goes blank, i dont know what to say. and some of the customers i used to be friendly with kind of frown or avoid me now and i just want to disappear',
      'my parents say i should keep at it and not give up. and i know the company is giving me a job so i have to make them profit. maybe im just being childish about all this',
      'i havent told anyone at work. i cant take time off, everyone would think im weak. i dont even know what i want you to say',
      "ok. if i did go see a doctor what do i even tell them. im scared they'll say its nothing and im wasting their time",
      'and if i wanted to ask about leave how do i even bring it up when my boss is the problem',
    ],
    mayaContext,
  )

  it('meets crying before work with care, not a menu', () => {
    expect(replies[0]?.clarifying).toBe(false)
    expect(replies[0]?.situation).toBe('distress_general')
  })
  it('says leave can be asked of HR when the manager is the problem', () => {
    expect(replies[6]?.text).toMatch(/ask HR for leave directly/)
  })
  it('says what to tell a doctor, not how to tell someone at home about money', () => {
    expect(replies[5]?.text).toMatch(/Tell the doctor what you told me/)
    expect(replies[5]?.text).not.toMatch(/Telling someone at home/)
  })
})

describe('an AE fired after a new VP, now preparing interviews', () => {
  it('coaches an interview answer on the firing instead of scoring it as a pitch', () => {
    const replies = playTurns(
      [
        'its been 14 weeks since i got fired and i think im finally ready to go after jobs for real. i need help with how i talk about it',
        'context: i was there 5 quarters total. 9 months as an enterprise AE with a quota, then 5 months as a sales engineer. as an AE i struggled. my biggest win was patching up a customer relationship that was going badly and renewing them at a higher price',
        'around 10 months in they brought in a new VP of sales who was supposed to take us from 10M to 100M. in my first 1:1 with him i was straight with him, said im struggling, this is hard, heres why. i saw his face change right there. took him two attempts but he got me out about 5 months later. he got fired himself not long after lol',
        'this is what i was going to say in interviews, i want to be honest: "I joined as an enterprise AE and had a tough first three quarters. My biggest win was turning a struggling customer relationship into a larger renewal. I moved into a sales engineering role where I was stronger. A new VP came in, we didn\'t see eye to eye, and I was let go. Looking back I learned a lot about managing up and presenting my pipeline."',
      ],
      mayaContext,
    )
    expect(replies[3]?.text).not.toMatch(/elevator pitch/)
    expect(replies[3]?.situation).toBe('fired')
  })
})

describe('a territory cut by a third, in Ontario', () => {
  it('answers constructive dismissal with the law and a lawyer, not sorrow for a layoff', () => {
    const replies = playTurns(
      [
        'my manager just cut my territory by 33% and im trying to figure out if thats even allowed. i sell and renew memberships for a big association, a few hundred members in my book',
        'last year my dollars were up in every single category, new and renewals. i did every process they asked for. the only ding is my total member count ended the year one lower than the year before, after cancellations and businesses closing. ONE member',
        'with a third less territory theres no way i earn what i was earning. is this them trying to push me out so they dont have to pay severance? is that constructive dismissal? im in ontario',
      ],
      mayaContext,
    )
    expect(replies[2]?.text).toMatch(/constructive dismissal\?/i)
    expect(replies[2]?.text).not.toMatch(/sorry about the layoff/i)
  })
})

describe('an SDR who missed senior SDR by one opportunity', () => {
  it('reads peers promoted first as being passed over', () => {
    const replies = playTurns(
      [
        'so i didnt get senior sdr. target was 20 SAOs and i was sitting on 19 on the last day of the month. a prospect pushed the meeting, it still happened and its a real opp but it landed in the next month so it doesnt count',
        'the two people i started with both got promoted. im happy for them but also not?? i keep comparing myself to them and i caught myself kind of hoping their deals fall through. i hate that. thats not who i want to be',
      ],
      mayaContext,
    )
    expect(replies[1]?.situation).toBe('passed_over_promotion')
  })
  it('reviews a note asking a friend to put in a word as a work message', () => {
    const [note] = playTurns(
      [
        'this is what i was gonna send him: "yo saw the CSM opening on your team, think id be really good at it, any chance you could put in a word? lmk"',
      ],
      mayaContext,
    )
    expect(note?.text).toMatch(/I read that as a \*\*work message\*\*/)
  })
})
