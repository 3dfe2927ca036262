import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would (torn between two next roles), with the shipped
 * reader. Each later turn got a bare next step or a stock line before.
 */

await withShippedReader()

describe('torn between management and sales engineering', () => {
  const [torn, decide] = playTurns(
    ["I'm torn between sales management and becoming a sales engineer", 'how do I decide'],
    mayaContext,
  )

  it('compares the two paths rather than describing only one', () => {
    expect(torn?.text).toMatch(/Management is coaching people/)
    expect(torn?.text).toMatch(/sales engineering is the product/)
  })
  it('answers "how do I decide" with a way to decide, not the next demo step', () => {
    expect(decide?.text).toMatch(/try a little of each/)
    expect(decide?.text).not.toMatch(/the one thing I would do next/)
  })
})

describe('a teacher of 38 who is scared she is too old', () => {
  const [first] = playTurns(
    ["I'm a teacher and want to get into tech sales but I'm scared I'm too old, I'm 38"],
    mayaContext,
  )

  it('answers the age worry first, without sending her to a doctor', () => {
    expect(first?.situation).toBe('switcher_teacher')
    expect(first?.text.split('\n\n')[0]).toMatch(/too old/)
    expect(first?.text).not.toMatch(/doctor|counsellor/)
  })
})

describe('laid off this morning, with kids and a mortgage', () => {
  const [, family, , first] = playTurns(
    [
      'I just got laid off this morning',
      'I have two kids and a mortgage',
      "I don't even know where to start",
      'should I take the first job I get',
    ],
    mayaContext,
  )

  it('hears the family and the mortgage as the runway question, not commission after leaving', () => {
    expect(family?.text).toMatch(/runway/)
    expect(family?.text).toMatch(/mortgage lender/)
    expect(family?.text).not.toMatch(/Commission on work/)
  })
  it('answers whether to take the first job rather than giving a recruiter script', () => {
    expect(first?.text).toMatch(/first job that comes along/)
    expect(first?.text).not.toMatch(/Here is a way to say it/)
  })
})

describe('an SDR told he is not ready for AE', () => {
  const [first, , concrete] = playTurns(
    [
      "I've been an SDR for 14 months and my manager keeps saying I'm not ready for AE",
      'what does ready even mean',
      'he said I need to run my own discovery calls',
    ],
    mayaContext,
  )

  it('asks what "ready" looks like in things that can be counted', () => {
    expect(first?.text).toMatch(/what ready looks like/)
  })
  it('takes a concrete criterion as a plan, not as a vague quality', () => {
    expect(concrete?.text.split('\n\n')[0]).toMatch(/concrete thing to show/)
    expect(concrete?.text.split('\n\n')[0]).not.toMatch(/leadership presence/)
  })
})

describe('expecting to be fired at a meeting with HR', () => {
  const [first, hr, , severance] = playTurns(
    [
      "I think I'm going to get fired on Friday",
      'my manager scheduled a meeting with HR',
      'what should I do before the meeting',
      'what if they offer me a severance package',
    ],
    mayaContext,
  )

  it('says what to keep before the meeting rather than what a teammate on a PIP should do', () => {
    expect(first?.text).toMatch(/Before it, keep personal copies/)
    expect(first?.text).not.toMatch(/teammate/)
  })
  it('says not to resign before an HR meeting and not to sign on the spot', () => {
    expect(hr?.text).toMatch(/Do not resign before it/)
    expect(hr?.text).toMatch(/do not sign on the spot/)
  })
  it('answers severance asked ahead without condolences for a layoff not had', () => {
    expect(severance?.text).toMatch(/Before signing, check the severance/i)
    expect(severance?.text).not.toMatch(/sorry about the layoff/)
  })
})

describe('"I just feel like giving up on everything"', () => {
  const [first, safe] = playTurns(
    [
      'honestly I just feel like giving up on everything',
      "no I'm not going to hurt myself, I'm just so tired",
    ],
    mayaContext,
  )

  it('is met with care and the crisis line, not a menu of readings', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('distress_general')
    expect(first?.text).toMatch(/988/)
  })
  it('believes the person who says they are safe, and stays with the feeling', () => {
    expect(safe?.situation).toBe('distress_general')
    expect(safe?.text).toMatch(/I believe you/)
  })
})

describe('a graduate with 200 applications and nothing back', () => {
  const [, applied, wrong] = playTurns(
    [
      "I'm 23, just graduated, no experience, how do I get an SDR job",
      "I've applied to 200 jobs and got nothing",
      'what am I doing wrong',
    ],
    mayaContext,
  )

  it('does not ask how many applications were sent after being told', () => {
    expect(applied?.situation).toBe('job_search')
    expect(applied?.text).not.toMatch(/How many applications have you sent/)
  })
  it('answers "what am I doing wrong" with the channel, not a merger', () => {
    expect(wrong?.text.split('\n\n')[0]).toMatch(/the channel is usually the problem/)
    expect(wrong?.text).not.toMatch(/acquired or merged/)
  })
})

describe('a nurse asking about medical device sales', () => {
  const [first, degree, , kids] = playTurns(
    [
      "I'm a nurse and I want to move into medical device sales",
      "do I need a bachelor's degree",
      'how much do they make',
      'is it a good idea with two kids at home',
    ],
    mayaContext,
  )

  it('opens on the move itself, not on a case she did not raise', () => {
    expect(first?.text.split('\n\n')[0]).toMatch(/Nurses move into healthtech/i)
    expect(first?.text).not.toMatch(/too old|kids at home|Need a degree/)
  })
  it('answers the degree question instead of another bullet about target companies', () => {
    expect(degree?.text).toMatch(/nursing degree counts/)
  })
  it('answers the kids at home with the hours and travel of field roles', () => {
    expect(kids?.text).toMatch(/operating rooms/)
  })
})

describe('a big deal, then a raise', () => {
  const [win, , howMuch] = playTurns(
    [
      'I closed my biggest deal ever today!!',
      'should I ask for a raise now',
      'how much should I ask for',
    ],
    mayaContext,
  )

  it('celebrates the deal rather than asking about territories or commission', () => {
    expect(win?.clarifying).toBe(false)
    expect(win?.situation).toBe('celebration')
  })
  it('keeps "how much should I ask for" on the raise, not a job offer', () => {
    expect(howMuch?.situation).toBe('raise_ask')
    expect(howMuch?.text).toMatch(/top of the market range/)
    expect(howMuch?.text).not.toMatch(/What base and OTE did they offer/)
  })
})

describe('a coworker taking leads, and a manager who did nothing', () => {
  const [, nothing] = playTurns(
    ['my coworker keeps stealing my leads', 'I told my manager and he did nothing'],
    mayaContext,
  )

  it('stays on the leads and says how to escalate in writing, not how to handle a difficult manager', () => {
    expect(nothing?.situation).toBe('lead_stealing')
    expect(nothing?.text).toMatch(/put it in writing/)
    expect(nothing?.text).toMatch(/sales operations/)
  })
})

describe('a short commission check called a system error', () => {
  const [, error] = playTurns(
    [
      'my commission check was short by $4,000 this month',
      "my manager says it's a system error and they'll fix it next quarter",
    ],
    mayaContext,
  )

  it('asks for the fix in writing with a payday, not for courage against retaliation', () => {
    expect(error?.text.split('\n\n')[0]).toMatch(/system error/)
    expect(error?.text).toMatch(/in writing/)
    expect(error?.text).not.toMatch(/retaliation/)
  })
})

describe('an SDR at 2 meetings of 12', () => {
  const [first] = playTurns(
    ["I'm an SDR and I just can't book meetings, I've booked 2 this month and my quota is 12"],
    mayaContext,
  )

  it('finds the broken step of the funnel instead of only comparing with benchmarks', () => {
    expect(first?.text).toMatch(/one step of the funnel is broken/)
  })
})

describe('nervous to the point of feeling sick before a first SDR interview', () => {
  const [first] = playTurns(
    ["I have an interview tomorrow for my first SDR role and I'm so nervous I feel sick"],
    mayaContext,
  )

  it('prepares the interview, with the nerves named, instead of a menu', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('interview_prep')
    expect(first?.text).toMatch(/nervous about an interview is normal/)
    expect(first?.text).not.toMatch(/Questions to ask them at the end/)
  })
})

describe('a slipped deal whose champion went quiet', () => {
  const [, quiet, email] = playTurns(
    [
      'my biggest deal just slipped to next quarter and my manager is furious',
      'the champion went quiet for two weeks',
      'what should I email him',
    ],
    mayaContext,
  )

  it('answers the silent champion rather than a deal stuck in legal', () => {
    expect(quiet?.text.split('\n\n')[0]).toMatch(/champion gone quiet/i)
    expect(quiet?.text).not.toMatch(/Stuck in legal/)
  })
  it('writes the email to him instead of explaining cold email', () => {
    expect(email?.situation).toBe('deal_slipped')
    expect(email?.text).toMatch(/^Here is a follow-up email/)
    expect(email?.text).not.toMatch(/What does your current first email say/)
  })
})

describe('retail experience on a sales resume', () => {
  const [, resume] = playTurns(
    [
      "I work in retail and I'm tired of weekends, could I do tech sales",
      'how do I explain retail experience on my resume',
    ],
    mayaContext,
  )

  it('translates retail work into sales numbers first', () => {
    expect(resume?.text.split('\n\n')[0]).toMatch(/sales per hour/)
  })
})
