import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Care that listens to what was said, played as whole conversations with the shipped reader: the
 * turns that went wrong when the team tried them (Sunday-night dread read as being asked to
 * mislead customers, "I'm not going to hurt myself" answered with the crisis script, a manager's
 * remark assumed where none was made, a fear of being fired answered as a firing, the words asked
 * for again cut to their last sentence).
 */

await withShippedReader()

describe('care that listens', () => {
  it('meets Sunday-night dread as distress and says the feeling is common when asked', () => {
    const [dread, , calls, normal] = playTurns(
      [
        'I dread every Monday. Sunday night I just lie there with my stomach in knots',
        "I'm an SDR, 8 months in, numbers are ok actually",
        'I think it is the cold calling. I hate being hung up on all day',
        'is it normal to feel like this or is sales just not for me?',
      ],
      mayaContext,
    )
    // Care first, from the distress card or the burnout card ("lie there" is lying awake; read
    // as a lie, its clash with the burnout reading had left care alone).
    expect(['distress_general', 'burnout']).toContain(dread?.situation)
    expect(dread?.text).toMatch(/draining|heavy|hard/i)
    expect(dread?.text).not.toMatch(/lie to customers|mislead/i)
    expect(calls?.text).toMatch(/hung up on all day wears anyone down/i)
    expect(normal?.situation).toBe('distress_general')
    expect(normal?.text).toMatch(/it is common/i)
  })

  it('believes "I\'m not going to hurt myself" and names the crisis line as a standby', () => {
    const [, safe] = playTurns(
      [
        "I'm not sleeping and I've been drinking more than I should",
        "no I'm not going to hurt myself, I'm just so tired",
      ],
      mayaContext,
    )
    expect(safe?.situation).toBe('distress_general')
    expect(safe?.text).toMatch(/I believe you/)
    expect(safe?.text).toMatch(/988/)
    expect(safe?.text).not.toMatch(/are you safe right now/i)
  })

  it('does not invent a remark from the manager, and gives words for telling one', () => {
    const [, , , tell] = playTurns(
      [
        'Lost the biggest deal of my year today at the last minute. I feel like a total failure',
        "I've been crying in the bathroom at work",
        'my quarter is basically gone now',
        'how do I tell my manager?',
      ],
      mayaContext,
    )
    const [, worried] = playTurns(
      ['I had a panic attack before my call block today', "I don't want to tell my manager"],
      mayaContext,
    )
    expect(worried?.text).not.toMatch(/what your manager said/i)
    expect(tell?.text).toMatch(/two or three sentences/i)
    expect(tell?.text).not.toMatch(/gap to quota|work backwards/i)
  })

  it('answers "is this just them building a case to fire me?" on a PIP with how to tell', () => {
    const [, building] = playTurns(
      [
        'I got put on a PIP today. 60 days to hit 100% of quota',
        'is this just them building a case to fire me?',
      ],
      mayaContext,
    )
    expect(building?.situation).toBe('pip')
    expect(building?.text).toMatch(/signs of a case/i)
  })

  it('meets "I\'m really scared honestly" on a PIP with care, not unemployment rules', () => {
    const [, scared] = playTurns(
      ['I got put on a PIP today. 60 days to hit 100% of quota', "I'm really scared honestly"],
      mayaContext,
    )
    expect(scared?.situation).toBe('distress_general')
    expect(scared?.text).not.toMatch(/unemployment|severance/i)
  })

  it('reads "I\'m scared I\'m going to get fired" as a fear, not a firing', () => {
    const [scared, next] = playTurns(
      ["I'm scared I'm going to get fired", "ok what's the first thing I should do this week"],
      mayaContext,
    )
    expect(scared?.situation).toBe('job_security')
    for (const reply of [scared, next]) expect(reply?.text).not.toMatch(/final pay|severance/i)
  })

  it('points back to words already given instead of cutting them to a fragment', () => {
    const replies = playTurns(
      [
        'my dad is in hospital and I still have to hit my number this month',
        "I can't focus on calls at all",
        'can I ask for time off in sales without losing my territory?',
        'what do I say to my manager exactly?',
      ],
      mayaContext,
    )
    const again = replies[3]?.text ?? ''
    expect(again).toMatch(/in my message above/)
    expect(again).not.toMatch(/^Can we talk this week\?"/)
  })
})

describe('a conversation that starts vague', () => {
  it('hears "not great honestly", offers the broad readings, and narrows "work stuff"', () => {
    const [low, work] = playTurns(['not great honestly', 'work stuff'], mayaContext)
    expect(low?.text).toMatch(/sorry to hear that/i)
    expect(low?.text).toMatch(/a problem at work/)
    expect(low?.text).not.toMatch(/prospect who went quiet|not a priority/i)
    expect(work?.text).toMatch(/a difficult manager/)
  })

  it('meets a bare "help" with the broad readings, not the app and a manager', () => {
    const [help] = playTurns(['help'], mayaContext)
    expect(help?.clarifying).toBe(true)
    expect(help?.text).toMatch(/here to help/)
    expect(help?.text).toMatch(/a problem at work/)
    expect(help?.text).not.toMatch(/using SalesPath/)
  })

  it('keeps a manager thread whose first words sounded like the app ("changing my targets")', () => {
    const [, say] = playTurns(
      [
        'my manager keeps changing my targets and I never know where I stand',
        'what should I say to him?',
      ],
      mayaContext,
    )
    expect(say?.situation).toBe('manager_conflict')
    expect(say?.text).not.toMatch(/how SalesPath works/)
  })

  it('meets "they rejected me, I\'m gutted" with care for a setback, not a doctor', () => {
    const [, gutted] = playTurns(
      ['should I follow up after my final round interview?', "ok they rejected me. I'm gutted"],
      mayaContext,
    )
    expect(gutted?.text).toMatch(/you were close/)
    expect(gutted?.text).not.toMatch(/doctor|988/)
  })

  it('meets a panic attack as it happens with breathing and a word on chest pain, not a plan for tonight', () => {
    const [panic, breathing] = playTurns(
      [
        "I'm having a panic attack before my cold call block, my chest is tight",
        "ok I'm breathing. I have 40 calls to make in the next 2 hours",
      ],
      mayaContext,
    )
    expect(panic?.situation).toBe('distress_general')
    expect(panic?.text).toMatch(/breathe out/)
    expect(panic?.text).toMatch(/emergency services or see a doctor/)
    expect(panic?.text).not.toMatch(/Next step|tonight/)
    expect(breathing?.text).toMatch(/easy calls|one call, not the whole list|short blocks/i)
  })

  it('hears "thanks, I don\'t know if I can keep doing this" as distress, not a goodnight', () => {
    const [, , last] = playTurns(
      [
        "I can't do this anymore, I missed quota again and I feel like a failure",
        'my manager said maybe sales just is not for me',
        "thanks. honestly I don't know if I can keep doing this every day",
      ],
      mayaContext,
    )
    expect(last?.situation).toBe('distress_general')
    expect(last?.text).not.toMatch(/rest well tonight|take good care of yourself tonight/i)
    expect(last?.text).toMatch(/too heavy for anyone/)
  })

  it('meets "I feel so stupid for not seeing it coming" after a layoff with care, not a menu', () => {
    const [, , , blame] = playTurns(
      [
        "I just got laid off this morning. 2 years as an SDR. I don't even know what to feel",
        'they gave me 2 weeks severance. is that normal?',
        'I have rent due in 10 days and like 1500 in savings',
        'I feel so stupid for not seeing it coming',
      ],
      mayaContext,
    )
    expect(blame?.situation).toBe('distress_general')
    expect(blame?.text).toMatch(/Not seeing it is not stupidity|usually unfair/)
    expect(blame?.text).not.toMatch(/which part would you like to work on/)
  })

  it('answers "what if it makes things worse" about HR with what protects the person', () => {
    const [, , , worse] = playTurns(
      [
        'my manager screamed at me in front of the whole team today because I missed my call numbers',
        'I went to the bathroom and cried for 20 minutes',
        'should I go to HR?',
        'what if it makes things worse',
      ],
      mayaContext,
    )
    expect(worse?.situation).toBe('manager_conflict')
    expect(worse?.text).toMatch(/good faith/)
    expect(worse?.text).not.toMatch(/which part would you like to work on/)
  })

  it('meets a fear for the rent inside a PIP with the numbers and the landlord, not a generic line', () => {
    const [, , , rent] = playTurns(
      [
        "I just got put on a PIP and I'm freaking out",
        "30 days to book 15 meetings, I've been doing 6 a month",
        'is that even realistic?',
        "I'm scared I'll lose my apartment",
      ],
      mayaContext,
    )
    expect(rent?.text).toMatch(/call your landlord early/)
    expect(rent?.text).not.toMatch(/Next step/)
  })
})
