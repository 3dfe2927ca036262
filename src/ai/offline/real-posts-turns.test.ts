import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Conversations built from posts people wrote in public (a layoff with no warning, a manager's
 * questions about religion and children, a lie about a contract, a commission kept after a
 * firing, a manager who times bathroom breaks), each first turn in the poster's own words.
 */

await withShippedReader()

describe('a layoff "no pip no warning"', () => {
  const [laidOff] = playTurns(
    [
      'got laid off in a 40% cut. no pip no warning. spent a year building a pipeline that would have been like 100k in commission in january and now its just gone',
    ],
    mayaContext,
  )

  it('is a layoff, not a PIP', () => {
    expect(laidOff?.situation).toBe('laid_off')
    expect(laidOff?.text).not.toMatch(/being put on a PIP/i)
  })
})

describe('a new manager asking about religion and children at dinner', () => {
  const [dinner] = playTurns(
    [
      'new sales manager took me to dinner for our first 1:1 and grilled me about my religion, my politics, my dad (he googled him at the table) and whether me and my fiance are having kids soon and if that would affect my work',
    ],
    mayaContext,
  )

  it('names the questions as possible discrimination, not a mismatch of expectations', () => {
    expect(dinner?.situation).toBe('discrimination_harassment')
    expect(dinner?.text).toMatch(
      /Asked about your religion, politics, a pregnancy or plans for kids/,
    )
  })

  it('meets "scared I\'ll be the one pushed out if I say something" with what protects a report', () => {
    const [, scared] = playTurns(
      [
        'my new manager asked me about my religion and whether I plan to have kids',
        'im scared if i say something ill be the one who gets pushed out',
      ],
      mayaContext,
    )
    expect(scared?.situation).toBe('discrimination_harassment')
    expect(scared?.text).toMatch(/Retaliation for reporting is itself unlawful/)
  })
})

describe('a manager who wants a prospect told something the contract does not allow', () => {
  const [lie] = playTurns(
    [
      'my manager wants me to tell a prospect they can get out of a 5 year contract if a certain thing happens. legally they cant. he says we do whatever it takes and its like 1 in 1000 it ever happens',
    ],
    mayaContext,
  )

  it('is an ask to mislead, answered at once and not led by backdating', () => {
    expect(lie?.clarifying).toBe(false)
    expect(lie?.situation).toBe('asked_to_mislead')
    expect(lie?.text).not.toMatch(/^[^\n]*Backdating/)
  })
})

describe('commission kept after a firing: HR or a lawyer, then the next comp plan', () => {
  const [, , , who, next] = playTurns(
    [
      'closed a big deal, celebrated, then got terminated right before payroll. company is keeping my commission bc of a "must be employed at time of payment" clause',
      'can they actually do that??',
      'im so angry i cant think straight. that money was supposed to carry me for the next few months',
      'do i email HR first or go straight to a lawyer',
      'ok thanks. different question: what do i look for in the comp plan at my next job so this never happens again',
    ],
    mayaContext,
  )

  it('answers HR or a lawyer on the dispute, not with a menu naming cold email', () => {
    expect(who?.clarifying).toBe(false)
    expect(who?.situation).toBe('commission_dispute')
  })

  it('says what to look for in a comp plan', () => {
    expect(next?.situation).toBe('pay_structure')
    expect(next?.text).toMatch(/when a deal counts as earned/)
  })
})

describe('a manager who times bathroom breaks, and crying before every shift', () => {
  const [bathroom, normal] = playTurns(
    [
      "my sales manager times how long we're in the bathroom and shamed a new girl every time she went until she quit. now he doubled our calls from 50 to 100 a day. its my first corporate job im 20",
      'is this normal in sales or is he just insane lol',
    ],
    mayaContext,
  )
  const [, cry] = playTurns(
    [
      'ever since i transferred the new managers dont care about me at all. no matter how much i give up for this job its never enough',
      'i wake up every day and cry because i have to go in',
    ],
    mayaContext,
  )
  const [, , family] = playTurns(
    [
      'we have a whiteboard with everyones daily sales and my name has been next to a zero for days',
      'i felt so jealous and ashamed of myself',
      'i have a wife and kids depending on this. if i could quit tomorrow i would',
    ],
    mayaContext,
  )

  it('reads the bathroom timing as a toxic culture, not startup versus big company', () => {
    expect(bathroom?.situation).toBe('toxic_culture')
    expect(normal?.situation).toBe('toxic_culture')
  })

  it('hears crying every day before work as distress, not "Got it, that helps"', () => {
    expect(cry?.situation).toBe('distress_general')
    expect(cry?.text).not.toMatch(/Got it, that helps/)
  })

  it('never reads a wife and kids who depend on the pay as harassment', () => {
    expect(family?.situation).not.toBe('discrimination_harassment')
    expect(family?.text).toMatch(/Wanting to quit after a stretch like this is understandable/)
  })
})

describe('a retail rep given one day to hit the goal "or im fired"', () => {
  const [ultimatum, search, unemployment, enough] = playTurns(
    [
      'they gave me till tomorrow to hit my sales goal or im fired and theres no way. the store moved and its been dead',
      'were a military family so its really hard for me to find anything, ive been looking for 2 months already',
      'if they fire me can i still get unemployment??',
      'im so tired of feeling like nothing i do is ever enough',
    ],
    mayaContext,
  )

  it('hears a threat with a deadline, not a firing that has happened', () => {
    expect(ultimatum?.situation).toBe('pip')
    expect(ultimatum?.text).not.toMatch(/being let go is a real shock/)
  })
  it('meets a slow search for a military family with what is normal and where to look', () => {
    expect(search?.text).toMatch(/three to six months/)
    expect(search?.text).toMatch(/military spouse hiring/)
  })
  it('answers the unemployment question first', () => {
    expect(unemployment?.text).toMatch(/^Maya, look up your local unemployment rules/)
  })
  it('meets "nothing i do is ever enough" with care, not burnout tactics', () => {
    expect(enough?.situation).toBe('distress_general')
    expect(enough?.text).not.toMatch(/Do not quit before/)
    expect(enough?.text).not.toMatch(/Drinking more/)
  })
})

describe('a manager who wants a prospect told a contract lets them out', () => {
  const [, stakes, sick, anyway] = playTurns(
    [
      'my manager wants me to tell a prospect they can get out of a 5 year contract if a certain thing happens. legally they cant. he says we do whatever it takes and its like 1 in 1000 it ever happens',
      'this deal basically makes my next two quarters',
      'i actually like this guy and i feel sick about misleading him',
      'what if i push back and he just tells me to do it anyway',
    ],
    mayaContext,
  )

  it('meets the stakes of the deal, not a line on backdating', () => {
    expect(stakes?.situation).toBe('asked_to_mislead')
    expect(stakes?.text).toMatch(/one deal is never worth your name/)
    expect(stakes?.text).not.toMatch(/Backdating/)
  })
  it('hears feeling sick about it as judgement, not "Got it, that helps"', () => {
    expect(sick?.text).toMatch(/unease is your judgement/)
    expect(sick?.text).not.toMatch(/Got it, that helps/)
  })
  it('keeps "he tells me to do it anyway" on the ask to mislead, not a difficult manager', () => {
    expect(anyway?.situation).toBe('asked_to_mislead')
    expect(anyway?.text).toMatch(/compliance, legal or the ethics line/)
  })
})

describe('the dinner questions, then others on the team and "is that even allowed?"', () => {
  const [dinner, others, allowed] = playTurns(
    [
      'new sales manager took me to dinner for our first 1:1 and grilled me about my religion, my politics, my dad (he googled him at the table) and whether me and my fiance are having kids soon and if that would affect my work',
      'im remote so nobody sees how he acts. other ppl on the team have had bad experiences with him too but nobody actually goes to HR',
      'is that even allowed?? the kids question especially',
    ],
    mayaContext,
  )

  it('lists no case nobody raised (a promotion tied to a date)', () => {
    expect(dinner?.text).not.toMatch(/quid pro quo/)
  })
  it('meets others treated the same, with nobody reporting, and a remote record', () => {
    expect(others?.text).toMatch(/Several people with the same story/)
    expect(others?.text).not.toMatch(/top performer/)
  })
  it('answers whether the kids question is allowed, not with the report script', () => {
    expect(allowed?.text).toMatch(/pregnancy and sex discrimination are unlawful/)
    expect(allowed?.text).not.toMatch(/Here is a way to say it/)
  })
})

describe('a rep who quits every nine months, now in a first software job', () => {
  const [, , ticking, fiveJobs] = playTurns(
    [
      "I've sold cars, manufacturing equipment, tried staffing, and just started my first software sales role as a business development rep. My problem: after about nine months I'm completely disillusioned with the company and start looking for something better.",
      '4 times now. twice i quit with nothing lined up and lived off savings',
      'im at month 6 at this one so the clock is ticking lol',
      'how do i even explain 5 jobs in 5 years when i go for AE later? recruiters already side eye my linkedin',
    ],
    mayaContext,
  )

  it('hears "the clock is ticking lol" as no distress', () => {
    expect(ticking?.situation).not.toBe('distress_general')
    expect(ticking?.text).not.toMatch(/employee assistance/)
  })
  it('answers five jobs in five years on job hopping, not a first week in a new job', () => {
    expect(fiveJobs?.situation).toBe('job_hopping')
    // Since month 6 reads as job hopping, the general answer comes a turn earlier; this turn
    // gets the point on explaining the stints.
    expect(fiveJobs?.text).toMatch(/a pattern of short stints|short stints they can follow/)
  })
})

describe('a former lecturer asked at home whether she regrets leaving teaching', () => {
  const [, dad] = playTurns(
    [
      'i taught at a university for like 7 years, contract to contract. my dissertation is literally collecting dust on the shelf',
      'ok and how do i answer my dad at dinner this weekend without sounding defensive lol',
    ],
    mayaContext,
  )
  const [weather] = playTurns(['whats the weather like today'], mayaContext)

  it('answers the question at dinner on the switch, not with a refusal as off topic', () => {
    expect(dad?.situation).not.toBe('off_topic')
    expect(dad?.text).toMatch(/one sentence on what you are moving toward/)
  })
  it('still declines what is truly off topic', () => {
    expect(weather?.situation).toBe('off_topic')
  })
})
