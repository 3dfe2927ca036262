import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Care and detours in the conversations played on 2026-12-06 (ninth session) from public posts (see
 * real-posts-g-turns.test.ts): a sales director in chemotherapy, a door-to-door fundraiser who
 * could not knock on one door, a veteran whose sleepless nights took a detour, a rep who wanted to
 * start interviewing in the middle of a commission dispute. Each turn tested here was misread
 * before: tears met with a holding line, "going to throw up" with burnout tips, a detour with a
 * cold-calling point, wanting to leave with "Got it, that helps".
 */

await withShippedReader()

describe('a sales director in chemotherapy', () => {
  const replies = playTurns(
    [
      'bit of an odd one. im a sales director, about halfway through chemo for breast cancer and ive been trying to keep working through it. i had a whole system, bloods weds and wfh, treatment thurs, recovery fri, back in the office monday, travel outside rush hour',
      'last week i did an all day client meeting in a stuffy windowless room feeling like i was going to be sick the entire time. and since then my boss keeps suggesting i work from home more. shes been amazing through all of it but i cant tell if its kindness or if im being quietly sidelined',
      "the chemo brain is real. i completely forgot a conversation i'd had with one of my team, she had to remind me in front of someone and i wanted the floor to swallow me. i sat in the car after and just sobbed",
    ],
    mayaContext,
  )

  it('answers "kindness or being sidelined?" with a way to ask', () => {
    expect(replies[1]?.text).toMatch(/quiet sidelining/)
  })
  it('meets tears on the illness’s third turn with care, not a holding line', () => {
    expect(replies[2]?.situation).toBe('distress_general')
    expect(replies[2]?.text).not.toMatch(/which part would you like to work on first/)
  })
})

describe('a door-to-door fundraiser who could not knock on one door', () => {
  const replies = playTurns(
    [
      'ive been doing door to door for a charity for a few years, signing people up to regular monthly donations. took it bc it was that or be homeless honestly, never wanted it',
      'some weeks i make 2k, some weeks 500. the rejection has been wearing me down for ages and it spirals, the more negative i get the more people say no and the more negative i get. you have to act happy at every door and i cant fake it anymore',
      'then lockdown hit and we got sent home on paid leave for 3 months. i was happier, more energy, and one day i realised id stopped chewing my nails. id been doing it for years and never connected it to the job',
      'today was the first day back. i couldnt knock on a single door. i just sat there the whole shift. i feel like im going to throw up thinking about tomorrow',
      'i want to quit tomorrow but i have basically no savings and no other job lined up. is that insane',
      'people keep saying tech sales is where the money is. would anyone even look at me with door to door charity on my cv or is that a joke',
    ],
    mayaContext,
  )

  it('meets "I feel like I am going to throw up thinking about tomorrow" with care', () => {
    expect(replies[3]?.situation).toBe('distress_general')
  })
  it('answers door-to-door on a CV as experience that counts, not a holding line', () => {
    expect(replies[5]?.text).toMatch(/door-to-door, fundraising or street canvassing/i)
    expect(replies[5]?.text).not.toMatch(/which part would you like to work on first/)
  })
})

describe('a detour and other asks inside a hard conversation', () => {
  it('answers an announced detour in distress as off topic, with the way back and no care lead-in', () => {
    const replies = playTurns(
      [
        'been in sales over 10 years, im good at it, or i was. started a new role about a year ago right in the middle of the downturn and over the year ive slowly got this fear of picking up the phone. like actual dread',
        'last week i caught myself emailing EXISTING clients instead of ringing them. people who like me! face to face im totally fine, its only the phone',
        'i think part of it is i dont really believe in what im selling here. before i sold stuff people needed and they respected me for knowing it, now its more like they should have it for best practice. and targets are 6 monthly so if you fall behind its this massive hole and i feel sick looking at it',
        'not sleeping great either, i lie there doing the maths on how far behind i am. my wife says ive gone quiet. i used to have a switch in my head i could flick and its just not there anymore',
        'sorry totally random but my daughter turns 12 next week and wants a phone, is 12 too young? apparently everyone in her class has one',
      ],
      mayaContext,
    )
    expect(replies[4]?.situation).toBe('off_topic')
    expect(replies[4]?.text).toMatch(/go back to where we were/)
    expect(replies[4]?.text).not.toMatch(/practical side/)
  })
  it('reads a sign-on bonus to ask for as a negotiation, and colleagues quitting as theirs to tell', () => {
    const replies = playTurns(
      [
        'different question, the new place said start date is flexible. should i push for more before i sign, like a sign on bonus or more PTO, or is same OTE plus remote already the win',
        'also 2 others on my team are about to quit too. do i give my manager a heads up or stay out of it',
      ],
      mayaContext,
    )
    expect(replies[0]?.situation).toBe('offer_negotiation')
    expect(replies[1]?.text).toMatch(/Their plans are theirs to tell/)
  })
})

describe('wanting to start interviewing in the middle of a dispute', () => {
  it('weighs leaving on a calm day, not a holding line', () => {
    const replies = playTurns(
      [
        "ok i need to vent and also figure out what to do. im a ramping AE, hit 450% of plan in august and was expecting around 45k bc accelerators kicked in. this morning the commission review came in at the flat standard rate, they're saying ramping AEs dont get accelerators anymore",
        'the thing is they PAID me with accelerators last month. same ramp, nobody told me anything changed. so basically i get paid for 5 deals what i got for 1 deal last month',
        'company is US based but i work out of canada if that matters. and my contract only talks about my base salary, the commission stuff was never in anything i signed, it was just explained to me and in the payout emails. people online are saying lawyer up and dont sign anything, is that overkill',
        'ok before i go nuclear i want to email my manager and cc the VP. tell me if this is too aggressive: "Hi Mark, I just saw my August commission statement and it doesn\'t include accelerators. Last month I was paid accelerators under the exact same ramp terms and nobody informed me of any change. Changing this after the deals closed is not acceptable and honestly feels like a bait and switch. I need this corrected on the next payroll or I\'ll have to consider my options. Thanks"',
        'ok and if they say no?',
        'tbh part of me just wants to start interviewing now. like if they pull this at 450% what happens the first time i actually need them to back me',
      ],
      mayaContext,
    )
    expect(replies[5]?.text).toMatch(/decide it on a calm day/)
    expect(replies[5]?.text).not.toMatch(/which part would you like to work on first/)
  })
})
