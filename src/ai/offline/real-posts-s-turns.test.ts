import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { firstReply, playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * An eleventh and twelfth set of whole conversations built from public posts, played on
 * 2026-12-07 (fifteenth session): a sober seller facing a week of client dinners, an account
 * manager an hour before a call with an abusive client, an "interview" that turned into door
 * knocking, an AE whose VP is on a plane. Each turn tested here was wrong before.
 */

await withShippedReader()

describe('a seller five months sober before three days of client dinners', () => {
  const [first, line, shorter] = playTurns(
    [
      'need advice on something kinda personal. i sell media (digital ad sales, mostly agency deals) and im about 5 months sober. next week im in nyc for 3 days of client dinners with the agency people i used to close bars down with. how do i get through it without drinking and without it becoming a whole thing',
      'what do i say when someone at the table goes "come on man, one drink, its new york". i need an actual line not a speech',
      'can you make that shorter, like 5 words max. i will forget anything longer than that by the second round of appetizers',
    ],
    mayaContext,
  )
  it('answers the dinners, not a menu about closing deals', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('drinking_at_work_events')
  })
  it('gives a line for the offer of a drink, then cuts it to one short line', () => {
    expect(line?.text).toMatch(/I'm good, thanks/)
    expect(shorter?.text).toMatch(/^Shorter, one line is enough:\n\n> "I'm good, thanks/)
    expect(shorter?.text).not.toMatch(/interview/i)
  })
})

describe('an account manager an hour before a call with an abusive client', () => {
  const [first, opener, shorter, dark, safe] = playTurns(
    [
      'i have a call in about 90 min with our worst client and i need help. im the account manager at a small dev shop, we\'re a subcontractor for a digital agency. since yesterday afternoon theyve called my cell after hours, messaged my devs at midnight, and opened jira tickets at 6am demanding "emergency" support',
      'can you give me an opener for the call, like the very first thing i say, so i dont get steamrolled in the first 30 seconds',
      'ok thats too long, i will not remember that under pressure. make it shorter',
      'honestly whats even the point of me, i cant even handle one phone call without falling apart. anyway should i have one of the devs on the call with me or do it alone',
      'sorry that came out dark. im ok, not in any danger or anything, just exhausted and being dramatic lol. i want to keep going with this, the call is in 40 min',
    ],
    mayaContext,
  )
  it('reads the client, not a difficult manager', () => {
    expect(first?.situation).toBe('difficult_client')
    expect(first?.text).toMatch(/answering at midnight teaches them/)
  })
  it('gives the opener for that call, not cold-call technique, and one line of it when asked', () => {
    expect(opener?.situation).toBe('difficult_client')
    expect(opener?.text).toMatch(/Here is where things stand/)
    expect(opener?.text).not.toMatch(/cold call/i)
    expect(shorter?.text).toMatch(/^Shorter, one line is enough:\n\n> "Here is where things stand/)
  })
  it('meets the hopeless remark with the crisis line, then believes her and answers the devs question', () => {
    expect(dark?.text).toMatch(/988/)
    expect(safe?.text).toMatch(/^I believe you/)
    expect(safe?.text).toMatch(/technical questions/)
  })
})

describe('an "interview" that turned into a day of door knocking', () => {
  const [, culty, pick] = playTurns(
    [
      'ok i need to vent but also want actual advice. i\'ve been trying to get into sales for like 3 months, after 4 yrs doing front desk/admin at a dental office. i want real b2b sales, telecom or software. got an "interview" yesterday for a role working with "telecom clients". the lady, janice, took me to lunch and every time i asked where we were meeting the clients she changed the subject. then we drive out to this sleepy neighborhood in san mateo, she swaps her blazer for a polyester company jacket and beat up sneakers and hands me a clipboard with house numbers on it. door to door. 12:30 to 5. i had no car and i was an hour from the city so i just... did it. my feet are wrecked and i\'m gonna die of embarrassment when i tell my roommate. anyway she texted this morning asking if i\'m coming back for "day two". is this a normal way into sales or did i get played',
      'to answer ur question no, the listing never said commission only. it said "entry level account manager, full training, uncapped earnings". and janice kept saying "our top people are running their own office within a year" which sounds kind of culty now that i type it out',
      'ok but real talk i have $1,400 in checking and rent is $1,150 on the 1st. part of me says take it and keep applying on the side. go back for day two or ghost them, just pick one for me',
    ],
    mayaContext,
  )
  it('names direct-sales recruiting, not a performance plan', () => {
    expect(culty?.situation).toBe('breaking_in')
    expect(culty?.text).toMatch(/direct-sales recruiting/)
    expect(culty?.text).not.toMatch(/PIP|performance improvement/)
  })
  it('answers "just pick one" with the rent in mind, not a menu', () => {
    expect(pick?.clarifying).toBe(false)
    expect(pick?.text).toMatch(/gamble with your rent/)
  })
})

describe('texts the person calls their own, and a VP on a plane', () => {
  it('reviews a cold email the manager called too long, as the person’s own draft', () => {
    const reply = firstReply(
      'can you look at my cold email, my manager says its too long: "Hi Sarah, My name is Jess and I\'m reaching out on behalf of SecureNest. I noticed your company recently expanded to a second office in Denver and I wanted to see if you were thinking about how to keep your network secure as you grow. SecureNest helps mid-sized companies like yours detect threats 24/7 without hiring a full security team. Would you be open to a 15 minute call next week to learn more? Thanks so much for your time!"',
    )
    expect(reply?.text).toMatch(/^I read that as a \*\*cold email\*\*/)
  })
  it('rewrites a reviewed message when asked to make it shorter', () => {
    const [, shorter] = playTurns(
      [
        'ok there\'s an SDR manager at a business fiber company in oakland i found on linkedin. can you check this before i send: "Hi Marcus - I\'m working on breaking into B2B sales and saw your team is hiring SDRs. I spent yesterday knocking on doors in San Mateo for a residential telecom outfit (long story) and it made me realize I want the business side, not residential. Would you have 10 min this week so I can ask what you look for in new SDRs?"',
        'ok make it shorter pls. and do i keep the door knocking part or is that weird',
      ],
      mayaContext,
    )
    expect(shorter?.text).toMatch(/with the fixes in place:\n\n> Hi Marcus/)
  })
  it('hears no PIP in a VP flying in for a cancelled onsite', () => {
    const reply = firstReply(
      'decision maker just cancelled our onsite for tomorrow 10am by email at 4:45pm. my VP is literally on a plane right now flying in for this meeting. what do i do',
    )
    expect(reply?.situation).not.toBe('pip')
    expect(reply?.text).not.toMatch(/PIP|performance improvement/)
  })
})

describe('a safety-training seller whose client tells his manager he lied', () => {
  const replies = playTurns(
    [
      "i sell health and safety stuff, mostly compliance training and PPE programs for manufacturing and warehouse sites. one client i've had about 3 yrs, a plant with ~200 people. it's never been super smooth, we've screwed up deliveries on our side before. now their ops director says i told him refresher forklift training for all shifts was included in the annual renewal. i didn't, i said we could quote it. nothing in writing from that call. he emailed my manager saying i was \"dishonest to get the renewal signed\". my manager pulled me in and asked me flat out if i lied. i didn't. but it's my word against his",
      "to answer, the renewal was 38k. the refresher for 3 shifts would be about 6,500 on top. so not huge, it's the accusation that's killing me",
      'my manager said "i believe you but i need to be able to defend you, and right now i can\'t". which, fair',
      'here\'s what i wanted to email the client: "Hi Tom, I was surprised by your email to Janet. I\'m confident I said the refresher training would be quoted separately. There may have been a misunderstanding but I have never been dishonest with you in 3 years." too defensive?',
      'ok so call not email. i have a call with him tomorrow at 10 and i already feel sick about it. got maybe 3 hours of sleep last night',
      'what do i say in the first 30 seconds. like the actual words',
      'what if he goes "so you\'re calling me a liar"',
      "i keep thinking if this goes bad i lose the account and maybe my job, they've let 2 people go this year. my chest has been tight all day",
      'ok make the opener shorter, i want it on a sticky note on my monitor',
    ],
    mayaContext,
  )
  it('hears an accusation to answer, not an ask to mislead a customer', () => {
    expect(replies[0]?.situation).not.toBe('asked_to_mislead')
    expect(replies[0]?.text).toMatch(/a demanding or abusive client/)
    expect(replies[1]?.situation).toBe('difficult_client')
  })
  it('cuts the opener given six replies back to one line for a sticky note', () => {
    expect(replies[8]?.text).toMatch(/^Shorter, one line is enough:/)
  })
})

describe('a rep in Tokyo who is "just drowning"', () => {
  it('meets the drowning first, not cold-call technique', () => {
    const reply = firstReply(
      "hi. i need to talk to someone who gets sales. i'm american, living in tokyo, 7 months ago i took a sales job at a tech company selling to japanese companies, in japanese. i love this company honestly, great coworkers, good pay, amazing product, super supportive culture. the only problem is i hate the actual job. i thought i'd be good at it because i like talking to people and giving presentations but pure sales is totally different, cold calls, pushing clients, endless back and forth about technical issues, late nights, all in japanese. i took the company keigo classes, i study competitors, i ask my senpai everything, i call company after company. and i'm just drowning",
    )
    expect(reply?.situation).toBe('distress_general')
    expect(reply?.clarifying).toBe(false)
  })
})

describe('a year in a reading list is no crisis line', () => {
  it('asks what "I dread making calls" means after an answer citing SPIN Selling (1988)', () => {
    const [, dread] = playTurns(
      ['How do I get promoted from SDR to AE?', 'I dread making calls every morning'],
      strangerContext,
    )
    expect(dread?.clarifying).toBe(true)
    expect(dread?.text).not.toMatch(/In short/)
  })
})
