import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations in distress, played as a person would with the shipped reader loaded as in
 * the app: the turns that went wrong when the team tried them (quota maths to a person whose mother
 * is in hospice, care alone again for "should I report him?", severance terms for "I can't stop
 * shaking").
 */

await withShippedReader()

describe('distress in a conversation', () => {
  it('meets "I can\'t stop shaking" after a layoff with care, not severance terms', () => {
    const [, shaking] = playTurns(
      [
        'I got laid off this morning. whole team gone. I have a mortgage and two kids',
        "I can't stop shaking",
      ],
      mayaContext,
    )
    expect(shaking?.situation).toBe('distress_general')
    expect(shaking?.text).not.toMatch(/severance|sign it/i)
  })
  it('lets a person who says what they want move on from care', () => {
    const replies = playTurns(
      ["I don't know where to start", 'I work in retail, I want something better paid'],
      mayaContext,
    )
    expect(replies.map((r) => r.situation)).not.toContain('distress_general')
    expect(replies[1]?.situation).toBe('switcher_retail')
  })
  it('hears "is it normal to feel like this?" as a feeling, not as a question about a target', () => {
    const [, normal] = playTurns(
      [
        "honestly i'm so burnt out. 60 dials a day, nobody picks up, and my manager keeps posting the leaderboard in slack",
        'is it normal to feel like this after 8 months?',
      ],
      mayaContext,
    )
    expect(normal?.text).not.toMatch(/realistic|yardstick/i)
  })
})

describe('hopelessness and a talk ahead, in distress', () => {
  const play = () =>
    playTurns(
      [
        "I missed quota again and I don't see the point of anything anymore",
        'my manager wants a call tomorrow about my numbers',
        'what should I say to him?',
      ],
      mayaContext,
    )
  it('meets "I don\'t see the point of anything" with care and the crisis line, not quota maths', () => {
    const [first] = play()
    expect(first?.situation).toBe('distress_general')
    expect(first?.text).toMatch(/988/)
    expect(first?.text).not.toMatch(/gap|conversion/i)
  })
  it('gives words for the talk with the manager, with care around them', () => {
    const words = play()[2]
    expect(words?.text).toMatch(/To your manager/)
    expect(words?.text).toMatch(/sorry|rough|hard|heavy/i)
    expect(words?.text).not.toMatch(/credits|unlock/i)
  })
})

describe('a good night in distress', () => {
  it('closes warmly instead of another round of care and a question back', () => {
    const replies = playTurns(
      [
        "I feel like I'm drowning at this job",
        'I cried in the bathroom at work today',
        "ok thanks, I'll try to sleep",
      ],
      mayaContext,
    )
    const last = replies[2]
    expect(last?.text).toMatch(/rest|sleep/i)
    expect(last?.text).not.toMatch(/\?/)
    expect(last?.text.split('\n\n')).toHaveLength(1)
  })
})

describe('a family illness, then work', () => {
  const play = () =>
    playTurns(
      [
        'my mom is in hospice and i still have to hit my number this month',
        'i cant focus on anything. i keep checking my phone for updates',
        'my manager doesnt know. should i tell him?',
        'what do i even say',
      ],
      mayaContext,
    )
  it('meets it as a family matter with leave and the manager, never quota maths', () => {
    const replies = play()
    for (const reply of replies)
      expect(reply.text).not.toMatch(/gap to quota|work backwards from the gap/i)
    expect(replies[0]?.text).toMatch(/so sorry/i)
    expect(replies[0]?.text).toMatch(/leave/i)
    expect(replies[2]?.text).toMatch(/tell your manager/i)
  })
  it('gives words for the talk with the manager, not a question about leaning one way', () => {
    const say = play()[3]
    expect(say?.text).toMatch(/leave I have/)
    expect(say?.text).not.toMatch(/which way are you leaning/i)
  })
})

describe('practical questions asked in distress get answers, with care', () => {
  it('answers "what else could I even do" after panic attacks with where sales people go', () => {
    const replies = playTurns(
      [
        'i had a panic attack before my call block today',
        'it happened twice this week. my chest gets tight and i cant breathe',
        'what else could i even do with my experience, 2 years sdr',
      ],
      mayaContext,
    )
    const options = replies[2]
    expect(options?.text).toMatch(/customer success|account management/i)
    expect(options?.text).toMatch(/rough|sorry|hard|shaken/i)
  })
  it('answers fear of retaliation and quitting inside a harassment thread', () => {
    const [, , hr, quit] = playTurns(
      [
        'my manager keeps making comments about my body in 1:1s',
        'i feel sick going to work',
        'should I tell HR? im scared theyll retaliate',
        'what if i just quit',
      ],
      mayaContext,
    )
    expect(hr?.text).toMatch(/retaliation for reporting is itself unlawful/i)
    expect(quit?.text).toMatch(/before you resign/i)
  })
  it('reads "laid off this morning" as the person\'s own layoff even when maternity leave is named', () => {
    const [laidOff] = playTurns(
      ['laid off this morning. 2 kids, wife is on maternity leave'],
      mayaContext,
    )
    expect(laidOff?.clarifying).toBe(false)
    expect(laidOff?.situation).toBe('laid_off')
  })
})

describe('practical questions in distress that only the conversation places', () => {
  it('answers "should I report him" after crying over a manager who shouted, with care around it', () => {
    const replies = playTurns(
      [
        'my manager screamed at me in front of the whole floor today',
        'i went to the bathroom and cried for 20 minutes',
        'is that even allowed',
        'should i report him',
      ],
      mayaContext,
    )
    expect(replies[2]?.situation).toBe('manager_conflict')
    expect(replies[2]?.text).toMatch(/conduct polic/)
    expect(replies[3]?.text).toMatch(/in writing/)
    expect(replies[3]?.text).toMatch(/hard|sorry|rough/i)
  })
  it('gives words for the landlord when unpaid commission puts the rent at risk', () => {
    const replies = playTurns(
      [
        'they still havent paid my commission and rent is due friday. im freaking out',
        'what do i say to my landlord',
      ],
      mayaContext,
    )
    expect(replies[1]?.text).toMatch(/landlord or lender/)
    expect(replies[1]?.text).not.toMatch(/comp plan/)
  })
})

/** A conversation played on first use, once the reader has loaded (beforeAll), then kept. */
function playedOnFirstUse(messages: readonly string[]) {
  let played: ReturnType<typeof playTurns> | undefined
  return () => (played ??= playTurns(messages, mayaContext))
}

describe('distress that a whole conversation carries (tried by hand, issue 30)', () => {
  const replies = playedOnFirstUse([
    "I can't keep doing this. Third quarter in a row under 50% and I feel like a total fraud",
    "I haven't slept more than 4 hours a night in weeks",
    "my manager said in our 1:1 that maybe sales isn't for me",
    'so what do I even do now',
    "ok. I think I want to look for something else but I'm scared I'll fail there too",
  ])
  it('answers "so what do I even do now" with care and one small step, not more of the card', () => {
    expect(replies()[3]?.situation).toBe('distress_general')
    expect(replies()[3]?.text).not.toMatch(/^(\w+, )?more on/i)
    expect(replies()[3]?.text).not.toMatch(/credits|quota/i)
  })
  it('meets what the manager said, not with a line about telling the manager of a health issue', () => {
    expect(replies()[2]?.text).toMatch(
      /remark from a manager|manager delivers news|your manager said hurt|do not have to answer your manager/,
    )
    expect(replies()[2]?.text).not.toMatch(/health issue/)
  })
  it('meets a wish to look elsewhere as a fair plan, without pushing a decision', () => {
    expect(replies()[4]?.text).toMatch(/look elsewhere is a fair plan/i)
    expect(replies()[4]?.text).toMatch(/keep the job while you look/i)
  })
})

describe('a practical question back on the PIP after a few turns of care', () => {
  const replies = playedOnFirstUse([
    "I was put on a PIP today. 60 days to get to 100% of quota, I've been at about 55%",
    'honestly I was in tears in the car after',
    'should I start looking now?',
    "what do I tell recruiters about why I'm leaving?",
  ])
  it('answers "should I start looking now?" on the PIP, with care, not care alone', () => {
    expect(replies()[2]?.situation).toBe('pip')
    expect(replies()[2]?.text).toMatch(/start looking in parallel/)
    expect(replies()[2]?.text).not.toMatch(/As I said/)
  })
  it('gives words for recruiters rather than a menu', () => {
    expect(replies()[3]?.clarifying).toBe(false)
    expect(replies()[3]?.text).toMatch(/for recruiters/i)
  })
})

describe('a work problem named in answer to Becky’s question in care', () => {
  it('is answered on its card with care around, not with care lines about something else', () => {
    const [, told] = playTurns(
      [
        "I'm at my wits' end. Help!",
        "work. my manager moved my best accounts to the new guy and I'm still expected to hit the same number",
      ],
      mayaContext,
    )
    expect(told?.situation).toBe('territory_unfair')
    expect(told?.text).not.toMatch(/health issue/)
    expect(told?.text).not.toMatch(/Is it the number of leads, their quality/)
    expect(told?.text).not.toMatch(/credits to unlock/)
  })
})

describe('"I am not going to hurt myself, I am just so tired" after care, with no crisis message', () => {
  it('keeps the care going for "where do I even start", not the plan', () => {
    const replies = playTurns(
      [
        'honestly I feel nothing anymore. I just go through the motions at work',
        "I'm not sleeping and I've been drinking more than I should",
        "no I'm not going to hurt myself, I'm just so tired",
        'where do I even start',
      ],
      mayaContext,
    )
    expect(replies[3]?.situation).toBe('distress_general')
  })
})
