import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would on 2026-12-05, second session (a move into sales
 * engineering, a warning of a firing, four missed quarters, a cold email with no answer, career
 * changers, a first SDR job, a PIP in figures, no-shows, a promotion promised by Q3), with the
 * shipped reader. Each turn tested here got a menu, a wrong card, a wrong role's pay or an empty
 * reply before.
 */

await withShippedReader()

describe('a move into sales engineering', () => {
  const [about, pay] = playTurns(
    ['I am thinking about sales engineering', 'how much do they make'],
    mayaContext,
  )

  it('answers on the sales engineering card, not a menu with switchers and leaving sales', () => {
    expect(about?.clarifying).toBe(false)
    expect(about?.situation).toBe('move_to_sales_engineer')
  })

  it('gives what sales engineers are paid, not the Account Executive range', () => {
    expect(pay?.situation).toBe('move_to_sales_engineer')
    expect(pay?.text).toMatch(/sales engineers are usually paid/)
    expect(pay?.text).not.toMatch(/Account Executive\*\*: \$/)
  })
})

describe('a manager who said the person might be let go', () => {
  const [warned] = playTurns(['my manager said I might be let go'], mayaContext)

  it('is a job at risk, not a firing that happened', () => {
    expect(warned?.situation).toBe('job_security')
    expect(warned?.text).not.toMatch(/being fired from a sales job is common/i)
  })
})

describe('"what should I do" after four missed quarters and a feared firing', () => {
  const [, next] = playTurns(
    [
      "I've missed quota 4 quarters in a row and I think I'm about to be let go",
      'what should I do',
    ],
    mayaContext,
  )

  it('says something to do, not only where the roadmap stands', () => {
    const body = (next?.text ?? '').replace(/You’re working towards[^\n]*/, '').trim()
    expect(body.length).toBeGreaterThan(120)
    expect(next?.text).not.toMatch(/^[^\n]*here is the next thing to do\.\s*You’re working/)
  })
})

describe('a cold email with no answer', () => {
  const [, silence] = playTurns(
    ["I'm about to send a cold email to a VP", "what if they don't answer"],
    mayaContext,
  )

  it('says silence is usual and how to follow up, not deliverability', () => {
    expect(silence?.text).toMatch(/silence is the usual first result/)
    expect(silence?.text).not.toMatch(/deliverability/)
  })
})

describe('a bartender new to the app asks about the move, its pay and how long', () => {
  const [, pay, long] = playTurns(
    [
      "I'm a bartender and want to get into tech sales",
      'how much would I make',
      'how long until I get hired',
    ],
    strangerContext,
  )

  it('answers how long the search takes, not "consistency matters more than speed" on pay', () => {
    expect(pay?.text).toMatch(/\$45K-\$75K/)
    expect(long?.situation).toBe('breaking_in')
    expect(long?.text).toMatch(/like a sales pipeline/)
    expect(long?.text).not.toMatch(/consistency matters more than speed/)
  })

  it('does not ask a bartender what they have been doing until now', () => {
    expect(long?.text).not.toMatch(/What have you been doing until now/)
  })
})

describe('a first SDR job on Monday', () => {
  const [, , week, none] = playTurns(
    [
      'I start my first SDR job on monday',
      "I'm so nervous",
      'what should I do in my first week',
      "what if I don't book any meetings the first month",
    ],
    mayaContext,
  )

  it('plans the first week', () => {
    expect(week?.text).toMatch(/make your first real calls before Friday/)
  })

  it('meets the fear of a month with no meetings instead of repeating the 30-60-90 advice', () => {
    expect(none?.text).toMatch(/a slow first month is common/)
  })
})

describe('a quota doubled, then "is that even legal" and "should I just quit"', () => {
  const [doubled, legal, quit] = playTurns(
    ["my quota got doubled and I'm already behind", 'is that even legal', 'should I just quit'],
    strangerContext,
  )

  it('reads a doubled quota as a changed plan, not a missed one', () => {
    expect(doubled?.situation).toBe('quota_raised_midyear')
  })

  it('answers whether the change is legal, not with words for the manager', () => {
    expect(legal?.text).toMatch(/Is it legal\?/)
  })

  it('opens with a capital letter for a visitor and adds no point about parental leave', () => {
    expect(quit?.text).toMatch(/^That may be the right call/)
    expect(quit?.text).not.toMatch(/maternity|parental/)
  })
})

describe('a 60-day PIP half gone, "be honest, can I make it"', () => {
  const [pip, honest] = playTurns(
    [
      "my boss put me on a 60 day pip. need 15 demos, i've done 4 in 30 days",
      'be honest, can i make it',
    ],
    mayaContext,
  )

  it('holds what is left against the pace so far (11 in 30 days against 4)', () => {
    expect(pip?.text).toMatch(/about 2\.8 times what you do now/)
    expect(pip?.text).toMatch(/plan the exit at the same time/)
  })

  it('answers honestly in short, not with a meetings benchmark', () => {
    expect(honest?.text).toMatch(
      /^Honestly: the plan asks about 2\.8 times what you do now, which is a long shot/,
    )
    expect(honest?.text).not.toMatch(/MarketBetter/)
  })
})

describe('a PIP, then "how do I tell my girlfriend"', () => {
  const [, tell] = playTurns(
    ['got my pip today. i knew it was coming but it still hurts', 'how do i tell my girlfriend'],
    mayaContext,
  )

  it('gives words for the partner, not the words for the manager', () => {
    expect(tell?.text).toMatch(/To your partner/)
    expect(tell?.text).not.toMatch(/Thanks for being clear about the plan/)
  })
})

describe('an SDR whose meetings do not show up', () => {
  const [noShows, , , write] = playTurns(
    [
      "i'm an SDR and i keep getting no shows on my meetings",
      'like 40% of them',
      'what do I send before the meeting',
      'can you write it for me',
    ],
    mayaContext,
  )

  it('answers no-shows at once, not a menu with harassment and job security', () => {
    expect(noShows?.clarifying).toBe(false)
    expect(noShows?.text).toMatch(/Confirm every meeting twice/)
  })

  it('never answers "can you write it for me" with a menu of unrelated readings', () => {
    expect(write?.clarifying).toBe(false)
    expect(write?.text).not.toMatch(/mock interview|performance improvement plan/)
  })
})

describe('a teacher with a mortgage, a detour, and back to the switch', () => {
  const [, , mortgage, money, , explain] = playTurns(
    [
      "I'm a high school teacher, 8 years, thinking about tech sales",
      "my husband thinks it's too risky",
      'we have a mortgage and two kids',
      'what would the first year look like money wise',
      'random question, what laptop should I get for this',
      'ok back to the switch, how do I explain leaving teaching in interviews',
    ],
    mayaContext,
  )

  it('meets a mortgage and two kids with a low-risk way to move', () => {
    expect(mortgage?.text).toMatch(/search while you still teach/)
  })

  it('gives the first year in pay, not "no mortgage figures"', () => {
    expect(money?.text).toMatch(/\$45K-\$75K/)
    expect(money?.text).not.toMatch(/mortgage figures/)
  })

  it('comes back to the switch and says how to explain leaving teaching', () => {
    expect(explain?.clarifying).toBe(false)
    expect(explain?.text).toMatch(/what you are moving toward/)
  })
})

describe('an AE role promised by Q3, and Q4 with nothing', () => {
  const [promised, say, again] = playTurns(
    [
      "my manager promised me the AE role by Q3 and now it's Q4 and nothing",
      'what do I say to him',
      'what if he says next year again',
    ],
    mayaContext,
  )

  it('reads a broken promise as a promotion slipping, not a menu, and asks no date back', () => {
    expect(promised?.situation).toBe('passed_over_promotion')
    expect(promised?.text).toMatch(/but slipping/)
    expect(promised?.text).not.toMatch(/Was a promotion promised to you with a date/)
  })

  it('gives words that name the promised date, not "disappointed not to get the role"', () => {
    expect(say?.text).toMatch(/we agreed I would move to AE by \[the date\]/)
    expect(say?.text).not.toMatch(/disappointed not to get the role/)
  })

  it('says a second slip is the answer, not a pointer to the words above', () => {
    expect(again?.text).toMatch(/a second slip with no new reason is the answer/)
  })
})

describe('a final round with a mock discovery call', () => {
  const [mock] = playTurns(
    ['I have my final round for an AE job tomorrow, they want me to do a mock discovery call'],
    mayaContext,
  )

  it('says how to run the call and leaves out the freeze and rejection cases nobody raised', () => {
    expect(mock?.text).toMatch(/run it as a real first call/)
    expect(mock?.text).not.toMatch(/Afraid you will freeze|Rejected again at the last stage/)
  })
})

describe('a new visitor asks if now is a bad time, then says they are a CSM', () => {
  const [, csm] = playTurns(
    [
      'is now a bad time to get into sales?',
      "I'm a customer success manager, looking for career advice",
    ],
    strangerContext,
  )

  it('answers the CSM on the move from customer success, not more on breaking in', () => {
    expect(csm?.situation).toBe('csm_to_sales')
    expect(csm?.text).not.toMatch(/More on breaking into tech sales/)
  })
})
