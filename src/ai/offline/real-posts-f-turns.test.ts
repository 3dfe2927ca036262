import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations played on 2026-12-06 (eighth session) from public posts: a top rep whose
 * employer will not match an outside offer, a sales manager whose friend applied for the same
 * director role, a cold caller with a "wee script", a 19-year rep passed over for a launch role,
 * an account rep whose desk neighbour closes her clients. Each turn tested here was misread
 * before: a draft written for a boss taken as a plan Becky should remember, drafts to a hiring
 * manager reviewed as elevator pitches, a menu naming harassment, a quoted "hello" read as one.
 */

await withShippedReader()

describe('a draft to send is words, not a plan to remember', () => {
  const [, , resign] = playTurns(
    [
      'another company offered me a sales job with a huge salary bump and my company says policy stops them matching it',
      'the new one is about 35% more on base and the OTE is higher too',
      "if i take it, this is what i was going to say to my boss: \"I want to thank you for everything, especially the last few years. This wasn't an easy decision, but I've decided to accept the other offer. I'll do everything I can to make the handoff smooth for my accounts.\" is that ok or too stiff",
    ],
    mayaContext,
  )

  it('reviews the resignation as a message to the boss, not "good plan, I will remember it"', () => {
    expect(resign?.text).toMatch(/I read that as a \*\*work message\*\*/)
    expect(resign?.text).not.toMatch(/good plan|I’ll remember it/i)
  })
})

describe('a 19-year rep passed over for a launch role', () => {
  const [, soft, , draft] = playTurns(
    [
      "This is my 19th year in medical device sales. I finished my MBA, the CEO told me to apply for a launch role, then the recruiter ghosted me for two weeks and I got a letter saying I wasn't considered because of last quarter's performance.",
      "last quarter was soft, i'll own that, but it's one quarter after nineteen years and two of my biggest accounts were stuck in contract review",
      'should i go back to the CEO since he told me to go for it?',
      "here's what i drafted to the national sales director: \"I was disappointed not to be considered for the launch role. I'd appreciate 20 minutes to understand what the decision was based on and what you'd need to see from me to be the clear choice next time.\" does that sound bitter",
    ],
    mayaContext,
  )

  it('hears "I\'ll own that" as a point granted, not a plan', () => {
    expect(soft?.text).not.toMatch(/good plan|I’ll remember it/i)
  })

  it('reviews the note to the director as a work message whose ask is the 20 minutes', () => {
    expect(draft?.text).toMatch(/I read that as a \*\*work message\*\*/)
    expect(draft?.text).not.toMatch(/elevator pitch|It ends without an ask/i)
  })
})

describe('a friend applied for the same director role', () => {
  const [first] = playTurns(
    [
      "I work in tech sales in San Francisco and I've been a producing sales manager for the last two years. A recruiter reached out about a director-level role at another fast-growing company. First interview went great, second round I met more of the team and saw the roadmap, big upgrade on work/life balance plus a nice pay bump. While I was riding high I had lunch with a friend I worked with for years at my previous company and I really talked the place up. A week later he emails me saying he's also interviewing for the role and hopes there are no hard feelings. He applied after I told him about it. I haven't replied because I don't think I can without freaking out on him a bit. Is this a total jerk move or what?",
    ],
    mayaContext,
  )

  it('offers no reading about harassment when nothing in the story speaks of it', () => {
    expect(first?.readings).not.toContain('discrimination_harassment')
    expect(first?.text).not.toMatch(/harassment/i)
  })
})

describe('a cold caller told to deny it is a sales call', () => {
  it('hears being told to say no as an ask to mislead the buyer', () => {
    const [, deny] = playTurns(
      [
        'I sell radio sponsorships over the phone, on commission, and I went home friday night in tears',
        "people are so rude. half of them ask 'is this a sales call?' and I've been told to say no",
      ],
      mayaContext,
    )
    expect(deny?.situation).toBe('asked_to_mislead')
    expect(deny?.text).toMatch(/Do not lie to customers/)
  })

  it('reads a quoted "hello" and "cut to the chase" as the call, not a greeting or a firing', () => {
    const [story] = playTurns(
      [
        "I open with 'hello, how are you doing today?' and then ask if they know about the read-to-your-child program. one woman said 'cut to the chase' and slammed the phone down",
      ],
      mayaContext,
    )
    expect(story?.readings).not.toContain('greeting')
    expect(story?.readings).not.toContain('fired')
    expect(story?.text).not.toMatch(/I’m Becky, your career coach|being let go/)
  })
})

describe('words of a story that sound like another case', () => {
  it('hears "keep my head down" as staying quiet, not going over a manager\'s head', () => {
    const [, quiet] = playTurns(
      [
        "5 months into this sales job and my boss called me after the month closed saying 'these numbers are unacceptable'",
        'should i say something to him about how that call made me feel or just keep my head down',
      ],
      mayaContext,
    )
    expect(quiet?.text).not.toMatch(/over your manager's head/)
  })

  it('hears "without getting myself managed out" as a fear, not a PIP the person is on', () => {
    const [, , bringUp] = playTurns(
      [
        'five years in this job and it morphed into a sales role because they needed a body. new metrics on my accounts that i have hit maybe seven times in five years',
        'i like helping people but i never wanted sales',
        'how do i bring that up with my boss without getting myself managed out',
      ],
      mayaContext,
    )
    expect(bringUp?.situation).not.toBe('pip')
    expect(bringUp?.text).not.toMatch(/Being put on a PIP/)
  })
})

describe('a cold email pasted in single quotes', () => {
  it('is reviewed as a cold email', () => {
    const [review] = playTurns(
      [
        "can you review my cold email? 'Hey Team LIFX, I noticed your campaign on Kickstarter. As we work with many crowdfunding campaigns, we know how important it is to get your product strategy right. I would love to schedule a quick call to explore how we can help.'",
      ],
      mayaContext,
    )
    expect(review?.text).toMatch(/I read that as a \*\*cold email\*\*/)
  })

  it('rewrites only the first two lines when those are what was asked for', () => {
    const [, lines] = playTurns(
      [
        "can you review my cold email? 'Hey Team LIFX, I noticed your campaign on Kickstarter. As we work with many crowdfunding campaigns, we know how important it is to get your product strategy right. Why not with us? I would love to schedule a quick call to explore how we can help.'",
        'can you rewrite the first two lines',
      ],
      mayaContext,
    )
    expect(lines?.text).toMatch(/first two lines with the fixes in place/)
    expect(lines?.text).toMatch(/Hey Team LIFX/)
    expect(lines?.text).not.toMatch(/Why not with us/)
  })
})

describe('a new rep with 300 companies to cold call', () => {
  const [, , blank, pace, pile] = playTurns(
    [
      "As part of my new sales role I've been given a list of 300 companies to cold call. I detest cold calling. It takes me about 10 minutes to psych myself up to dial the number and then when I actually get hold of the person I want I'm a gibbering idiot.",
      'here\'s the script, be honest: "Hi, my name is ___ and I\'m calling from ___. I was just wondering if you had a couple of minutes for me to tell you a bit about what we do?"',
      'the gibbering happens right after they say "sorry, who is this?" my mind just goes completely blank',
      "is 100 in 3 days even a decent pace? nobody's told me what's normal and i'm too embarrassed to ask",
      'what do i do with all the ones who said "just send me something"? i\'ve got a pile of those',
    ],
    mayaContext,
  )

  it('meets going blank at "who is this?" with a line to read, not "which part first?"', () => {
    expect(blank?.text).toMatch(/one line on a card by the phone/)
    expect(blank?.text).not.toMatch(/Got it, that helps/)
  })

  it('answers the pace question with the question to ask the manager', () => {
    expect(pace?.text).toMatch(/What does a good week look like/)
  })

  it('answers a pile of "send me something" with the follow-up, not the live reply alone', () => {
    expect(pile?.text).toMatch(/three-line email the same day/)
  })
})

describe('a career changer after a first interview', () => {
  it('answers "I said I was flexible on salary" with what it does and does not cost', () => {
    const [, , flexible] = playTurns(
      [
        "A week ago I applied for a sales job in tech, a job and an industry I have no prior experience in. I've done many jobs but pure sales isn't one of them.",
        'this is how i answered "why sales" in the first round, tell me honestly: "I\'ve always ended up being the person who explains things and gets people on board, and I realised I want to do that on purpose, with a target, for something I believe in."',
        'they asked about salary expectations at the end and i panicked and said i was flexible. did i just cost myself money',
      ],
      mayaContext,
    )
    expect(flexible?.text).toMatch(/kept the door open/)
  })
})

describe('laid off at 22 from a startup AE job', () => {
  it('answers AE again or back to SDR on that choice, not with a menu', () => {
    const [, choice] = playTurns(
      [
        "I just got laid off and I'm kind of a mess. I'm 22, I was hired as an Account Executive at a little startup with less than a year of experience. The product hadn't even launched so I wasn't actually selling anything yet.",
        'should i apply for AE roles again or go back and be an SDR? part of me feels like going back to SDR is admitting i was never really an AE',
      ],
      mayaContext,
    )
    expect(choice?.clarifying).toBe(false)
    expect(choice?.situation).toBe('sdr_or_ae_first')
  })

  it('hears "I don\'t want them thinking I got cut for performance" as a worry, not a firing', () => {
    const [, , , why] = playTurns(
      [
        "I just got laid off and I'm kind of a mess. I'm 22, I was hired as an Account Executive at a little startup with less than a year of experience. The product hadn't even launched so I wasn't actually selling anything yet.",
        'how do i even put this on my resume? i had the AE title for a few months and never closed anything because there was nothing to sell',
        'should i apply for AE roles again or go back and be an SDR? part of me feels like going back to SDR is admitting i was never really an AE',
        "what do i say when an interviewer asks why i left. i don't want to sound bitter but i also don't want them thinking i got cut for performance",
      ],
      mayaContext,
    )
    expect(why?.situation).not.toBe('fired')
    expect(why?.text).not.toMatch(/being let go is a real shock/)
    expect(why?.text).toMatch(/what you are moving toward/)
  })

  it('meets guilt at being upset with care, not interview lines', () => {
    const guilt = playTurns(
      [
        "I just got laid off and I'm kind of a mess. I'm 22, I was hired as an Account Executive at a little startup. The product hadn't even launched so I wasn't actually selling anything yet.",
        "honestly the worst part is the parents on my team. i feel guilty being this upset when i don't even have kids to feed",
      ],
      mayaContext,
    )[1]
    expect(guilt?.text).toMatch(/your feelings do not have to be earned/)
    expect(guilt?.text).not.toMatch(/Next step/)
  })
})

describe('a top rep whose company will not match an outside offer', () => {
  it('reads "he might come back with more once I resign" as a counteroffer', () => {
    const [, , counter] = playTurns(
      [
        "Another company offered me a sales job with a huge salary bump. I brought it to my boss and he said corporate policy won't let them match because I'd be the highest paid salesperson. They offered 10%, nowhere close.",
        'the new one is about 35% more on base and the OTE is higher too',
        'he might come back with more than the 10% once i actually resign. should i even listen if he does',
      ],
      mayaContext,
    )
    expect(counter?.situation).toBe('counteroffer')
  })
})
