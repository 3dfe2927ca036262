import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-05 from twelve new public posts and four of my own: a promotion
 * filled while the person was on holiday, a nurse weighing pharma and devices, tears before a
 * call block, a team where two of nine hit quota, options at a start-up. Each turn tested here
 * got a second menu, a firing card, an empty recap or a line about something else before.
 */

await withShippedReader()

describe('a promotion filled while the person was on holiday', () => {
  const [first, second, , , sitDown] = playTurns(
    [
      'I have been waiting for my sales manager to retire so I could take over his role. I made this apparent about 6 months ago and was told I would be prepared to take over, but the position got filled on 9/19 while I was on vacation',
      'my store manager says he was "shocked" i didnt apply. i didnt know i needed to, everyone knew i wanted it',
      "he says he emailed the whole market but our store wasnt even on it except the managers. a coworker forwarded it to me. the person who got it is my friend btw, she said she was kinda told she'd be interviewed",
      'now he says he wants to set up a development plan and get me promoted in 6-12 months. he said that exact thing 2 months ago and did nothing',
      "i'm beyond livid but i dont want to get fired or quit. should i go to hr or just sit down with him",
    ],
    mayaContext,
  )

  it('asks once, then answers the best reading rather than asking again', () => {
    expect(first?.clarifying).toBe(true)
    expect(second?.clarifying).toBe(false)
    expect(second?.situation).toBe('passed_over_promotion')
    expect(second?.text).toMatch(/never formally applied/)
  })
  it('hears "I don\'t want to get fired" as no firing, and weighs HR against a sit-down', () => {
    expect(sitDown?.situation).not.toBe('fired')
    expect(sitDown?.text).toMatch(/start with the sit-down/i)
  })
})

describe('a nurse weighing device sales and a clinical specialist role', () => {
  const [, , , , specialist] = playTurns(
    [
      'I am currently working as a nurse at a hospital in Dallas and have been applying to various pharmaceutical and device rep jobs. my understanding is this industry is very competitive and hard to break into',
      "i've worked labor and delivery, OR and PACU. goal is either medical sales or clinical specialist at a device company",
      'honestly whats the pay like starting out? i make about 38/hr plus differentials and i cant take a huge cut',
      'is pharma vs device actually that different? i kinda lumped them together',
      'would it be dumb to take a clinical specialist role first and move to sales later',
    ],
    mayaContext,
  )

  it('answers a clinical specialist role first', () => {
    expect(specialist?.clarifying).toBe(false)
    expect(specialist?.text).toMatch(/later move into the sales role/)
  })
})

describe('tears before a call block, then the calls themselves', () => {
  const [, notBad, firstCall, opener] = playTurns(
    [
      'honestly i just cried in my car before my first call block. this job is crushing me',
      'no its not that bad, i just hate cold calling',
      'how do i make the first call of the day less awful',
      'can you give me a script for the opener',
    ],
    mayaContext,
  )

  it('takes "not that bad" as moving on: the calls, without another care line', () => {
    expect(notBad?.situation).toBe('cold_call_anxiety')
    expect(notBad?.text).not.toMatch(/employee assistance|doctor|counsell/i)
  })
  it('gives the first call of the day a routine, and the opener its words', () => {
    expect(firstCall?.text).toMatch(/first number that is a friendly one/)
    expect(opener?.text).toMatch(/calling out of the blue/)
  })
})

describe('figures a person gives about their own team and offer', () => {
  it('answers "2 out of 9 hit" on your own team with words for your manager', () => {
    const [, , team] = playTurns(
      [
        'My first job out of college is in sales for a start-up. The pay is set up so we make most of our money in commission, and the base salary is hardly liveable in a big city.',
        'and the product keeps breaking so fewer and fewer people on the team hit quota',
        'like 2 out of 9 hit last quarter',
      ],
      mayaContext,
    )
    expect(team?.text).toMatch(/of us hit quota last quarter|the product or the territory is off/)
    expect(team?.text).not.toMatch(/To the recruiter/)
  })
  it('answers "can\'t take a big pay cut" after a pay answer, not only with figures', () => {
    const [, , cut] = playTurns(
      [
        'im a nurse, 12 years. thinking of medical device sales but everyone says you need a connection',
        'how much would i actually make the first year',
        'i cant take a big pay cut, we have two kids',
      ],
      mayaContext,
    )
    expect(cut?.text).toMatch(/Compare what you earn now/)
  })
  it('reads exercising options when leaving as equity, not job hopping', () => {
    const [options] = playTurns(
      ['My startup offer has 10,000 options. Should I exercise them if I leave after a year?'],
      mayaContext,
    )
    expect(options?.situation).toBe('startup_equity')
    expect(options?.text).toMatch(/keep only what has vested/)
  })
})

describe('let go in a meeting with HR after hitting the number', () => {
  const [news, figure, bum, , , post] = playTurns(
    [
      '"Thank you for joining this meeting. As you can see we have HR here." then "we have decided to go a different direction." i honestly thought it was a cruel joke. it wasnt',
      'i did like 120% of my number. totally blindsided. a new cro came in this year and i got slowly cut out of decisions, guess that was the sign',
      "i'm the main earner in our house. i called my husband and we both just sat there. i keep thinking omg i'm an unemployed bum",
      'how do i explain this in interviews? "they went a different direction" sounds like i got fired for performance',
      'they offered severance but want me to sign a release by friday. is it normal to ask for more?',
      'should i post on linkedin that im looking or is that desperate',
    ],
    mayaContext,
  )

  it('hears "a different direction" with HR in the room as being let go, not a lost deal', () => {
    expect(news?.situation).toBe('fired')
    expect(news?.text).not.toMatch(/most reps who miss a number/)
  })
  it('takes 120% of the number as no missed quota: it was not about performance', () => {
    expect(figure?.situation).toBe('fired')
    expect(figure?.text).toMatch(/not about performance/)
  })
  it('meets "an unemployed bum" with care that presumes no job', () => {
    expect(bum?.clarifying).toBe(false)
    expect(bum?.situation).toBe('distress_general')
    expect(bum?.text).not.toMatch(/at work/)
  })
  it('answers posting that you are looking', () => {
    expect(post?.text).toMatch(/not desperate/)
  })
})

describe('a manager who holds a grudge', () => {
  it('reads a month of silent treatment as the manager, not burnout', () => {
    const [, , silent] = playTurns(
      [
        'he takes everything personally and holds a grudge against whoever "wronged" him until someone else gets on his bad side',
        'before my vacation a customer message came in, i forwarded it to him to handle. he sent a nasty email the next monday saying i hadnt officially left yet so it was my job',
        'then basically a month of silent treatment and one word answers. he only went back to normal when another guy snapped at him "cant you see im on the phone"',
      ],
      mayaContext,
    )
    expect(silent?.situation).toBe('manager_conflict')
  })
})

describe('an opener pasted after a menu, then rewritten three turns later', () => {
  const [first, review, , , rewrite] = playTurns(
    [
      "It's a roller coaster out there. One call goes well, another leaves you high and dry. i'm a new SDR and today a prospect cut me off with \"i don't think you understand\" and i could feel my face going red",
      'here\'s my opener word for word: "Hi, this is Jill calling from [company], how are you today?" they say good, how are you. then "I\'m doing well, I just wanted to talk to you about our new platform and how it does [thing]." thoughts?',
      'the [thing] is basically automated invoice reminders for small accounting firms. we call the firm owners',
      'ok but if i skip the "how are you" doesnt that sound rude?',
      "can you rewrite it in my voice? like something i'd actually say and not sound like a robot",
    ],
    mayaContext,
  )

  it('reviews the opener, not the menu before it', () => {
    expect(first?.clarifying).toBe(true)
    expect(review?.text).toMatch(/^I read that as/)
    expect(review?.text).not.toMatch(/they say good/)
  })
  it('rewrites it when asked two turns later', () => {
    expect(rewrite?.text).toMatch(/with the fixes in place/)
    // "e.g." in a stronger line once left "g. hours a week" behind.
    expect(rewrite?.text).not.toMatch(/(^|\s)g\. /)
  })
})

describe('a top cold caller who feels worse the better she does', () => {
  const [, values, , , early, manager] = playTurns(
    [
      "i'm in outbound cold calls. i have the best metrics in my group, even people who seem irritated when they first pick up often warm up and joke around with me by the end of the call. but i feel bad when i get home at the end of the day",
      'the better i perform the sadder i am. i think its because i can never be fully genuine, i have to reduce really nice people to numbers and percentages',
      'random but do you have a quick dinner idea? i have chicken thighs, rice and like half a bag of spinach and zero energy lol',
      'ok thanks lol. back to the job thing. would customer success or account management fit someone like me better? still talking to people but without cold call metrics',
      "i've been doing this about 8 months. is that enough to move or will they think im running away from cold calling",
      'how would i even bring that up with my manager without it sounding like i hate my job',
    ],
    mayaContext,
  )

  it('hears a question of values, not more cold-call technique', () => {
    expect(values?.situation).not.toBe('cold_calling')
    expect(values?.text).toMatch(/question of values/)
  })
  it('answers moving early without looking like running away', () => {
    expect(early?.text).toMatch(/moving toward something/)
  })
  it('keeps "without it sounding like I hate my job" on the move, not burnout', () => {
    expect(manager?.situation).toBe('move_to_csm')
    expect(manager?.text).toMatch(/what you are good at/)
  })
})

describe('first-year words for strain', () => {
  it('meets "heading for a breakdown" with care, not a menu', () => {
    const [first] = playTurns(
      [
        "software sales is rated among the most stressful jobs in america… explains a lot. i'm in my first year after a complete 180 career change and between call quotas, hang ups and ghosted prospects i feel like i'm heading for a breakdown",
      ],
      mayaContext,
    )
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('distress_general')
  })
  it('does not tell someone nobody yelled at that being yelled at is rattling', () => {
    const [, hopes] = playTurns(
      [
        "i started a part time job as a telephone salesperson, basically booking meetings with potential customers for the company's insurer. they warned me in the interview that people can be rude, but i was completely mind blown after my very first shift and i definitely took it personally",
        'its week 3 now and honestly my confidence is all gone. every time i dial i just hope the person has zero interest so i can hang up',
      ],
      mayaContext,
    )
    expect(hopes?.text).not.toMatch(/yelled at/)
  })
})

describe('a guess after a menu comes from the whole conversation', () => {
  it('does not answer a hang-up story with the firing card', () => {
    const [, , hangUp] = playTurns(
      [
        'I sell radio sponsorships over the phone, on commission. its the only job I could get in this economy and I went home friday night in tears',
        "people are so rude. half of them ask 'is this a sales call?' and I've been told to say no",
        "I open with 'hello, how are you doing today?' and then ask if they know about the read-to-your-child program. one woman said 'cut to the chase' and slammed the phone down",
      ],
      mayaContext,
    )
    // Being told to deny a sales call is now answered as an ask to mislead, so no menu comes
    // before the story; the story itself may be asked about, but never as a firing.
    expect(hangUp?.readings ?? []).not.toContain('fired')
    expect(hangUp?.situation).not.toMatch(/fired|laid_off/)
    expect(hangUp?.text).not.toMatch(/being let go/)
  })
})
