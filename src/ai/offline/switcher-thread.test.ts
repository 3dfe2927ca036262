import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

describe('a nurse asking about device sales, then a pay aside', () => {
  const [first, pay, people] = playTurns(
    [
      "I'm a nurse with 6 years experience and I'm burnt out on 12 hour shifts. Could I get into medical device sales? I don't know anyone in the industry.",
      'how much do they make?',
      'how do I find people to talk to?',
    ],
    mayaContext,
  )

  it('meets the tiredness with the wish for a change, not "that way about a nurse moving into sales"', () => {
    expect(first?.situation).toBe('switcher_nurse')
    expect(first?.text).toMatch(/makes sense that you want a change/)
    expect(first?.text).not.toMatch(/feel that way about a nurse/)
  })

  it('answers the pay question, then goes back to the move', () => {
    expect(pay?.situation).toBe('salary_by_role')
    // "they" are the device reps of the first message: no tech range passed off as theirs.
    expect(pay?.text).toMatch(/I have no medical device sales figures/)
    expect(people?.situation).toBe('switcher_nurse')
    expect(people?.text).toMatch(/look on LinkedIn for reps who came from your background/)
    expect(people?.text).not.toMatch(/As I said, here is what the role pays/)
  })
})

describe('an SDR told there is no AE headcount', () => {
  const [, headcount, outside] = playTurns(
    [
      "I've been an SDR for 13 months, at 120% of my meeting quota for 3 quarters. How do I get promoted to AE?",
      'my manager says there is no AE headcount this year',
      'should I look externally then?',
    ],
    mayaContext,
  )

  it('answers no headcount with the outside route first', () => {
    expect(headcount?.situation).toBe('sdr_to_ae_path')
    expect(headcount?.text.split('\n')[0]).toMatch(/start interviewing outside now/)
  })

  it('gives the gist when asked again, not the same paragraph or the act-like-an-AE line', () => {
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(outside?.text).not.toMatch(/As I said/)
    expect((outside?.text ?? '').trim()).not.toBe('')
    expect(outside?.text).not.toMatch(/act like an AE/)
    expect(outside?.text).not.toBe(headcount?.text)
  })
})

describe('a teacher weighing SDR roles, then two follow-ups', () => {
  const [, year, interviews] = playTurns(
    [
      "I'm a high school teacher with 8 years experience. Thinking about SDR roles but worried about the pay cut and the cold calling.",
      'what would my first year actually look like?',
      'how do I explain leaving teaching in interviews?',
    ],
    mayaContext,
  )

  it('describes the SDR role the thread is about, not the target role', () => {
    expect(year?.situation).toBe('role_explainer')
    expect(year?.text).toMatch(
      /\*\*Sales Development Representative\*\*: SDRs open the sales process/,
    )
  })

  it('answers how to explain the move in interviews, not more switcher points', () => {
    expect(interviews?.situation).toBe('interview_prep')
    expect(interviews?.text).toMatch(/what you are moving toward/)
  })
})

describe('a teacher asking when sales would pay what teaching does', () => {
  const [, when, sdrOnly] = playTurns(
    [
      "I'm a 4th grade teacher making 58k, thinking of moving into sales",
      "how long before I'd make more than 58k?",
      'would an SDR job earn as much as 80k?',
    ],
    mayaContext,
  )

  it("sets today's pay against the SDR and AE ranges, not the speed of a job search", () => {
    expect(when?.text).toMatch(/Against your \$58K today/i)
    expect(when?.text).toMatch(
      /\*\*Sales Development Representative\*\* \(\$45K-\$75K[^)]*\): at target it can match your \$58K/,
    )
    expect(when?.text).toMatch(/\*\*Account Executive\*\* \(\$80K-\$150K[^)]*\): above your \$58K/)
    expect(when?.text).not.toMatch(/hiring managers and SDRs you talk to/)
  })

  it('takes the figure in the question itself, for the role it names', () => {
    expect(sdrOnly?.text).toMatch(
      /\*\*Sales Development Representative\*\*[^:]*: below your \$80K even at target/,
    )
    expect(sdrOnly?.text).not.toMatch(/\*\*Account Executive\*\*/)
  })
})

describe('a teacher who names the level taught and the role wanted', () => {
  // Maya's plan targets AE; the teacher asks about SDR.
  const [first] = playTurns(
    ["I'm a 3rd grade teacher making 52k, thinking about becoming an SDR"],
    mayaContext,
  )

  it('quotes the pay of the role asked about, not the plan target', () => {
    expect(first?.situation).toBe('switcher_teacher')
    expect(first?.text).toContain('**Sales Development Representative**: $')
    expect(first?.text).not.toContain('**Account Executive**: $')
  })

  it('does not ask back which subject or level was taught', () => {
    expect(first?.text).not.toMatch(/which subject or level/i)
  })
})

describe('a nurse comparing first-year pay with her own, then asking about another first step', () => {
  const [, , next] = playTurns(
    [
      "I'm a nurse in labor and delivery and I've been applying to device rep jobs and hearing nothing back",
      'what does first year pay look like compared to my RN pay? im around 85k with nights',
      'would a clinical specialist role be a smarter first step?',
    ],
    mayaContext,
  )

  it('stays on the nurse’s move, not on self-doubt that "compared to my pay" brushed against', () => {
    expect(next?.situation).toBe('switcher_nurse')
    expect(next?.text).not.toMatch(/wins note/)
  })
})
