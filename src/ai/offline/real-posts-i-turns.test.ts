import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A third set played on 2026-12-06 (tenth session), built from public posts: an AE pushed to pad
 * the forecast, a rep 35 weeks pregnant put on a PIP, a rep groped by a client at dinner, a nurse
 * aiming at device sales, a teacher in a final round, a rep leaving with commission unpaid, a layoff
 * survivor with twice the territory, a branch manager who gave his accounts to a friend. Each
 * turn tested here was wrong before: the sixth answer repeated the first one's bullets, drafts to
 * a manager or HR were scored as cold emails, an interview answer with "burned out" in it was met
 * as burnout, "with kids at home" came to a nurse who had said nothing of children, a layoff
 * survivor was told how to break the news of losing the job, and after care the harassment thread
 * was lost to a territory dispute.
 */

await withShippedReader()

/** Sentences of a reply, as the no-repeat rule compares them (long ones only). */
function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]*/g) ?? [])
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 40 && !/\d/.test(s))
}

describe('a rep leaving with commission owed, over nine turns', () => {
  const replies = playTurns(
    [
      'if i quit do i still get commission on deals i already closed',
      '100% commission, small startup in georgia. paid on gross margin. how it works: i make the sale, equipment ships about a week later, customer gets net 30, and when they pay i get my cut on the next payday',
      'right now i have a few with signed POs, already shipped, sitting in AR. customers should pay in about a month',
      'offer letter only says commissions get paid the month after the company receives full payment and it clears, around the 15th. nothing about what happens if you leave',
      'and nobody there has ever quit after making a sale so theres no precedent. my boss has shown hes not exactly ethical so im nervous',
      'about 4 months',
      'before i give notice i want this in writing. does this work: "Hi Rob, confirming for my records: these orders are shipped and invoiced, PO 4471 (Hartwell), PO 4480 (Dunmore), PO 4502 (Kessler). Per my offer letter, commission on each is paid the month after the invoice clears. Can you confirm?"',
      'send it before or after i tell him im leaving?',
      'and if he just doesnt pay. whats the actual next step',
    ],
    mayaContext,
  )

  it('never says a sentence again that an answer five or more turns back said', () => {
    const said = new Set<string>()
    const repeated: string[] = []
    for (const reply of replies) {
      const own = sentences(reply.text)
      repeated.push(...own.filter((s) => said.has(s)))
      own.forEach((s) => said.add(s))
    }
    expect(repeated).toEqual([])
  })
  it('reviews the note to the boss as a work message, not a cold email', () => {
    expect(replies[6]?.text).toMatch(/work message/)
  })
})

describe('drafts to a manager or to HR', () => {
  it('reviews a note to the manager about the forecast as a work message', () => {
    const replies = playTurns(
      [
        'how do you handle forecast calls when your manager wants deals called commit that really arent commit',
        'context, im a mid market AE at a series C saas company. my manager keeps pushing me to be "more optimistic" in forecast reviews. flag stuff as upside, pull close dates into this quarter, assume best case on things the buyer never actually agreed to. its because leadership wants the number to look strong going into board meetings. when i push back he says forecasting is about confidence and telling a story, not precision',
        'about 8 months',
        'no nothing in writing, its all verbal on the weekly forecast call',
        "ok can you look at this before i send it to him: \"Hey Dan, following up on Tuesday. I moved Brightline to commit and pulled the close date to the 28th like you asked, but want to flag that their CFO hasn't seen pricing yet and procurement told me next quarter is more realistic. Happy to leave it there if you want, just don't want it to look like I'm sandbagging.\"",
      ],
      mayaContext,
    )
    expect(replies[4]?.text).toMatch(/work message/)
    expect(replies[4]?.text).not.toMatch(/subject line|15 minutes on \[day\]/i)
  })
  it('reviews an email to HR about a PIP as a work message', () => {
    const [reply] = playTurns(
      [
        "ok i wrote this for HR, is it too much: \"Hi Pam, I was told verbally last Tuesday that I'm being put on a 30-day performance plan. I haven't received anything in writing. I dispute the revenue numbers used, especially since only 7 of 80 reps are currently on target. I'm 35 weeks pregnant and I'm concerned the timing is connected to my upcoming maternity leave. I'd like the plan and the figures in writing and a meeting to discuss. Thank you.\"",
      ],
      mayaContext,
    )
    expect(reply?.text).toMatch(/work message/)
  })
})

describe('a teacher in a final round', () => {
  it('coaches an interview answer that says "burned out" as an answer, not as burnout today', () => {
    const replies = playTurns(
      [
        "ok so im an elementary teacher in portland and ive wanted out for about 2 years. we're moving to san antonio (never been there lol) and i applied to 3 jobs. 2 teaching jobs in the school district there and 1 at an education company that sells science curriculum to districts",
        'and i made the final round at the curriculum company!!! ive never done sales in my life',
        'final round is a 20 min sales presentation. powerpoint, over webinar, the whole thing. how do you even sell something in 20 min',
        'panel is the sales manager and i think a regional vp',
        "can you look at my answer for why im leaving teaching: \"Honestly I'm burned out. The pay is terrible, admin keeps piling on more testing, and I'm exhausted by behavior issues every day. I've always been good at getting kids to do things they don't want to do, so I think I'd be great at sales.\"",
      ],
      mayaContext,
    )
    expect(replies[4]?.situation).toBe('interview_prep')
    expect(replies[4]?.text).toMatch(/Cut the complaint/)
    expect(replies[4]?.text).toMatch(/two sentences on what you are moving toward/)
    expect(replies[4]?.text).not.toMatch(/draining|elevator pitch|flexibility/i)
  })
})

describe('a nurse aiming at device sales', () => {
  it('gives no advice for people with kids at home to someone who said nothing of children', () => {
    const [reply] = playTurns(
      [
        'hi! im a nurse at a hospital in dallas trying to get into medical sales. ive been applying to pharma and device rep jobs around dallas for a while and getting nowhere, everyone says its really hard to break into',
      ],
      mayaContext,
    )
    expect(reply?.situation).toBe('switcher_nurse')
    expect(reply?.text).not.toMatch(/kids at home/i)
  })
})

describe('a layoff survivor with twice the territory', () => {
  const replies = playTurns(
    [
      'we had layoffs last month. i kept my job and my territory got way bigger. i should be grateful right',
      'its been about 30 days with the new territory and im drowning. behind on everything, follow ups slipping, working till 11 most nights and still not catching up',
    ],
    mayaContext,
  )

  it('hears someone who kept the job, not someone who lost it', () => {
    expect(replies[0]?.situation).toBe('job_security')
    expect(replies[0]?.text).toMatch(/kept your job/i)
    for (const reply of replies) expect(reply.text).not.toMatch(/tell them soon|severance/i)
  })
})

describe('a rep groped by a client, after care', () => {
  const replies = playTurns(
    [
      'i need to talk to someone who isnt my boyfriend or my mum',
      "i got a big promotion recently and a lot of it is wining and dining clients. first day my boss told me its crucial to keep these guys happy because theyre worth millions to us. last night i took 3 of them to a nice bar near the office, dinner, a few bottles of wine. one of them kept putting his hand on my knee and i kept laughing it off and shifting away. then later he grabbed my backside and told me he cant wait to work with me and hopes we'll spend more time together",
      'i went home and just broke down. my boyfriend said i knew this would come with the job and id have to get used to it. my mum says i come across as too vulnerable and need to toughen up. so now i feel like it was my fault',
      'i did tell my boss this morning, hes kind of a friend. he listened but said not to take it any further, that id just get stonewalled by the people at the top and might even lose key accounts',
      'no. other women in the office had told me stories about these exact clients before i even got the role',
      'theres another dinner with the same group in 2 weeks and i feel sick even thinking about it',
      'ok but practically. how do i work with guys like this and still get respect. how touchy is normal, how much flirting am i supposed to go along with',
      'what do i actually say if he does it again, like in the moment',
      'and if that doesnt work? im in ireland btw, can you even make a complaint about someone who isnt an employee',
    ],
    mayaContext,
  )

  it('meets "I just broke down ... I feel like it was my fault" with care, not a menu', () => {
    expect(replies[2]?.clarifying).toBe(false)
    expect(replies[2]?.situation).toBe('distress_general')
  })
  it('goes back to the harassment when she turns practical, not to a territory dispute', () => {
    for (const reply of replies.slice(6)) {
      expect(reply.situation).toBe('discrimination_harassment')
      expect(reply.text).not.toMatch(/territory/i)
    }
  })
})

describe('detours and job-search rejections', () => {
  it('answers "random q" about shipping a car as off topic, with the way back', () => {
    const replies = playTurns(
      [
        'is SDR really the only way in? feels strange to go entry level again after running a regional program',
        'what does an SDR actually make? and is remote still real or is that over',
        'how long does it usually take to go from SDR to AE',
        'random q, do you know if the military pays to ship a second car when you PCS? my husband swears it doesnt',
      ],
      mayaContext,
    )
    expect(replies[3]?.situation).toBe('off_topic')
  })
  it('reads daily rejection emails as the job search, not burnout', () => {
    const replies = playTurns(
      [
        'trying to break into logistics sales in chicago, carrier sales / freight brokerage. getting rejected before i even get a phone screen',
        'i get the same email almost every day. competition is high and weve made the difficult decision blah blah. the difficult decision lol',
      ],
      mayaContext,
    )
    expect(replies[1]?.situation).toBe('job_search')
  })
})

describe('follow-ups and first turns that had drifted', () => {
  it('hears "if I just ride it out, how long before that is the wrong call" as how long to stay', () => {
    const replies = playTurns(
      [
        "backstory. about 4 months ago a veteran rep got promoted to branch manager over me and 7 others. the deal was he'd give up his accounts and split them evenly between top performers and new hires. then in march he hires an old friend and hands him every single one",
        'literally everyone hates it. a few people complained to the regional manager, nothing changed. feels like regional is scared to upset him',
        'ok and if i just ride it out, how long before thats the wrong call',
      ],
      mayaContext,
    )
    expect(replies[2]?.text).toMatch(/dated test/i)
    expect(replies[2]?.text).not.toMatch(/as an SDR/i)
  })
  it('answers "and if he just doesn\'t pay, what\'s the next step" with where to take it', () => {
    const replies = playTurns(
      [
        'if i quit do i still get commission on deals i already closed',
        '100% commission, small startup in georgia. paid on gross margin. how it works: i make the sale, equipment ships about a week later, customer gets net 30, and when they pay i get my cut on the next payday',
        'and if he just doesnt pay. whats the actual next step',
      ],
      mayaContext,
    )
    expect(replies[2]?.situation).toBe('commission_dispute')
    expect(replies[2]?.text).toMatch(/labour department|lawyer/i)
  })
  it('reads a client paying with a stolen card as a commission taken back, not a lie to tell', () => {
    const [reply] = playTurns(
      [
        'card company pulled the charges so now we owe the airlines for 6 tickets, around 5k total. we dont have any fraud insurance',
      ],
      mayaContext,
    )
    expect(reply?.situation).toBe('commission_clawback')
  })
  it('answers a military spouse who moves every few years on remote roles, without a menu', () => {
    const [reply] = playTurns(
      [
        'hi, military spouse here. looking at remote tech sales mostly because we move every few years and im tired of starting over at the bottom every single time',
      ],
      mayaContext,
    )
    expect(reply?.clarifying).toBe(false)
    expect(reply?.situation).toBe('remote_work')
    expect(reply?.text).toMatch(/military spouse/i)
  })
})

describe('three offers, and the startup with no quota yet', () => {
  it('answers on the offers, with what to ask about a quota not set yet, not a menu', () => {
    const replies = playTurns(
      [
        'so after 10 years of doing my own thing i decided to get a real 9-5 and went after SDR roles. i have 3 offers and need to decide by monday',
        'ok the offers. one is a tiny ai startup where id be employee #1. the other two are bigger saas companies with actual SDR teams and managers',
        'and if the startup cant tell me quota because they dont have one yet?',
      ],
      mayaContext,
    )
    const texts = replies.map((reply) => reply.text).join(' ')
    expect(replies[2]?.clarifying).toBe(false)
    expect(replies[2]?.situation).toBe('offer_comparison')
    expect(texts).toMatch(/guarantee or a draw/)
  })
  it('still asks when only the conversation, not the message, reads as the thread', () => {
    const [, dread] = playTurns(
      ['How do I get promoted from SDR to AE?', 'I dread making calls every morning'],
      mayaContext,
    )
    expect(dread?.situation).not.toBe('sdr_to_ae_path')
  })
})
