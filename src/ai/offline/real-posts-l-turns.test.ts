import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { firstReply, playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A sixth set of whole conversations built from public posts, played on 2026-12-06 (eleventh
 * session) fresh after the fifth set's fixes: questions said again after pushback, a first deal
 * with no commission, a layoff on a birthday. Each turn tested here was wrong before.
 */

await withShippedReader()

describe('the question said again after pushback (a sixth set, played fresh)', () => {
  it('says whether the reviewed note is ready to send when asked "is the message ok or not"', () => {
    const replies = playTurns(
      [
        'back from maternity leave this month and my markets have been given away. i had them for years. nobody even talked to me about it',
        'the only one i kept is the one i told my manager i couldnt do because of childcare. so they kept me on the one thing i said i cant do and took everything else',
        'and the markets ive been given instead used to sit with a junior person. im not junior',
        'uk',
        'years. i built most of them up myself',
        'i cried in the car park before going in today. i feel like i dont matter there anymore and im so tired i cant think straight, the baby doesnt sleep so neither do i',
        "ok this is what i want to send him, is it too much? \"Hi [name], now I'm back I'd like to talk about my market allocation. Before my leave I covered [markets], which I'd built up over several years. I understand cover was needed while I was off, but I wasn't consulted about the permanent change, and the markets I now have were previously handled at junior level. I'd like to understand the reasoning and discuss getting my original markets back. Also, as I mentioned before I went, I can't cover [market] because of childcare, so I'd like to look at that too. Could we find 30 mins this week?\"",
        "you already said that about keeping notes, i got it. i'm asking is the message ok or not",
      ],
      mayaContext,
    )
    expect(replies[6]?.text).toMatch(/^I read that as a \*\*work message\*\*/)
    expect(replies[7]?.text).toMatch(
      /^Sorry, I missed your question\. (Yes, it is ready to send|Not quite yet)/,
    )
  })
  it('answers "im asking do i stay or go" with how to decide, after the pushback', () => {
    const [reply] = playTurns(
      ['you already said ask for feedback. im asking do i stay or go'],
      mayaContext,
    )
    expect(reply?.text).toMatch(/^Sorry, I missed your question\./)
    expect(reply?.text).toMatch(/dated test/)
  })
})

describe('a new grad told his first deals pay no commission', () => {
  const replies = playTurns(
    [
      'ok so i just started my first job out of college, sales at a really big tech company (fortune 100). like days in i closed a $250k software deal which is insane',
      'and i have a second one about to close, $100k. but now im being told i wont get commission on either one because my comp package wasnt signed and finalized yet. its almost $5k total',
      'my manager',
      'about 3 weeks',
    ],
    mayaContext,
  )
  it('keeps "about 3 weeks" on the commission, not a layoff the reader guessed', () => {
    expect(replies[3]?.situation).toBe('commission_dispute')
  })
  it('reviews the note to the manager when the ask to review sits a sentence before the colon', () => {
    expect(
      firstReply(
        'can you look at this before i send it? and should i cc hr on it: "Hi [manager], quick question on comp. My offer letter outlines the commission structure for this role and I accepted on that basis. I closed the $250k contract on [date] and expect the $100k one to close this month. Can you help me understand what needs to happen so these are paid under my plan? Happy to sign anything thats outstanding today. Thanks!"',
      )?.text,
    ).toMatch(/^I read that as a \*\*work message\*\*/)
  })
})

describe('more readings from the sixth set', () => {
  it('reviews a note "drafted" to the national sales director', () => {
    expect(
      firstReply(
        "drafted this to the NSD: \"Hi [NSD], I wanted to follow up on the [role] decision. I applied with your support and the CEO's and was told I wasn't considered due to last quarter's performance. I'd appreciate 20 minutes to understand the selection criteria and what I'd need to show to be a strong candidate next time. I remain committed to the launch and want to make sure I'm positioned to grow here. Thank you.\"",
      )?.text,
    ).toMatch(/^I read that as/)
  })
  it('hears "make them let me go, vs resigning" as a choice, not a job lost', () => {
    const reply = firstReply(
      'would it be dumb to just tell the owner im not on board with the changes and make them let me go? vs resigning',
    )
    expect(['pip', 'fired', 'laid_off']).not.toContain(reply?.situation)
  })
  it('answers a side note about payroll as off topic', () => {
    expect(
      firstReply('side note, is biweekly or twice a month payroll easier for a small company')
        ?.situation,
    ).toBe('off_topic')
  })
})

describe('laid off on a birthday, then the commission at 3am', () => {
  const replies = playTurns(
    [
      'i got laid off today. on my birthday. i literally just closed the biggest deal of the year',
      '1 megawatt data center, multiple business units. way beyond my comp structure. i walked into that meeting thinking it was recognition or commission',
      'the VP flew in from mexico and HR from rhode island just to do it. "your role is being restructured, pack your things and please dont make a scene"',
      'its 3am and i cant sleep. i keep replaying it. i feel so stupid for being excited this morning, like i was never worth anything to them',
      'miami',
      'what happens to my commission on the data center deal? nobody said a word about it',
      'yes i have the comp plan somewhere in my email',
    ],
    mayaContext,
  )
  it('meets 3am care, then keeps to the money once the person asks about the commission', () => {
    expect(replies[3]?.situation).toBe('distress_general')
    expect(replies[5]?.situation).toBe('commission_dispute')
    expect(replies[6]?.situation).toBe('commission_dispute')
  })
})

describe('asked again whether to copy HR on the note', () => {
  it('says the point on HR again, in short, rather than asking what feels hardest', () => {
    const replies = playTurns(
      [
        'ok so i just started my first job out of college, sales at a really big tech company (fortune 100). like days in i closed a $250k software deal which is insane',
        'and i have a second one about to close, $100k. but now im being told i wont get commission on either one because my comp package wasnt signed and finalized yet. its almost $5k total',
        'my manager',
        'about 3 weeks',
        "i have my offer letter but honestly i dont remember what it says about commission, its a couple pages. i'll dig it up tonight",
        'also the 100k one is killing me, their legal keeps sending redlines back and i just want it signed before end of month',
        'can you look at this before i send it? and should i cc hr on it: "Hi [manager], quick question on comp. My offer letter outlines the commission structure for this role and I accepted on that basis. I closed the $250k contract on [date] and expect the $100k one to close this month. Can you help me understand what needs to happen so these are paid under my plan? Happy to sign anything thats outstanding today. Thanks!"',
        'thats not what i asked, i asked if i should cc hr on it or not',
      ],
      mayaContext,
    )
    expect(replies[7]?.text).toMatch(/^Sorry, I missed your question\. In short: .*HR/)
  })
})

describe('a field rep on $5 an hour: a dark line, then a one-word reply', () => {
  it('stays in care after the crisis answer, then answers the money with care around it', () => {
    const replies = playTurns(
      [
        'field sales rep, just under a year. i cover the northwest states and drive anywhere from 400 to 1000 miles a week',
        'deal was i cover wear and tear on my car, they give a gas allowance, and my base goes up $500 if i hit quota. ive hit every single quota',
        'gas allowance covers maybe one day of driving. i had to replace my car after 4 months. im on my own cell too',
        'owner kept saying next month for the raise, then LOWERED my commission saying he had to to help the company. finally said ok to the base but the check didnt have it. and no back commissions at all',
        'nothing signed. some texts and emails maybe',
        'i did the math and im making like $5 an hour. im so tired. some nights on those long drives i think it would be easier if i just didnt make it home',
        'washington',
        'how do i even start getting that money back. is it the labor department or do i need a lawyer',
      ],
      mayaContext,
    )
    expect(replies[5]?.situation).toBe('crisis_self_harm')
    expect(replies[6]?.situation).toBe('distress_general')
    expect(replies[7]?.situation).toBe('commission_dispute')
  })
})
