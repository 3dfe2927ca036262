import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { answerOffline } from './offline-coach'

function reply(message: string) {
  return answerOffline({ message, history: [], context: mayaContext })
}

/** The first paragraph: the feeling should be met before the how-to. */
function firstParagraph(text: string): string {
  return (text.split('\n\n')[0] ?? '').toLowerCase()
}

describe('a feeling about a task gets the task answer, with the feeling met first', () => {
  it('answers demo nerves with demo advice, not cold-call nerves', () => {
    const a = reply("I'm so nervous about my first demo tomorrow")
    expect(a.situation).toBe('demo_skills')
    expect(firstParagraph(a.text)).toContain('nervous about product demos')
    expect(a.text).not.toMatch(/cold-call nerves|first dial/i)
  })

  it('meets a fraud feeling on discovery calls before the discovery advice', () => {
    const a = reply('I feel like a fraud on every discovery call')
    expect(a.situation).toBe('discovery')
    expect(firstParagraph(a.text)).toContain('fraud feeling')
    expect(a.text).toMatch(/impact/i)
  })

  it('reads fear of asking for the close as closing, not a question it cannot place', () => {
    const a = reply("I'm scared to ask for the close")
    expect(a.situation).toBe('closing')
    expect(a.clarifying).toBe(false)
    expect(firstParagraph(a.text)).toContain('nervous')
  })

  it('reads caving on price as negotiating with buyers, not a job offer', () => {
    const a = reply('negotiating scares me, I always cave on price')
    expect(a.situation).toBe('negotiation_with_prospect')
    expect(a.text).toMatch(/discount/i)
  })

  it('keeps cold-call nerves on the cold-call answer, with no second acknowledgement', () => {
    const a = reply("I'm terrified of cold calling")
    expect(a.situation).toBe('cold_call_anxiety')
    expect(a.text).not.toContain('Feeling nervous about')
  })

  it('adds no feeling to a plain how-to question', () => {
    const a = reply("what's the best way to prep for a demo")
    expect(a.situation).toBe('demo_skills')
    expect(a.text).not.toMatch(/nervous|fraud feeling/i)
  })
})

describe('burnout named in a post about activity targets', () => {
  it('answers the burnout, with no paid step, not the dial count', () => {
    const a = reply(
      "honestly I'm so burnt out. 80 dials a day, my manager pings me every hour, I cry in the car before work. is it me or is this job just like this",
    )
    expect(a.situation).toBe('burnout')
    expect(a.text).not.toMatch(/credits|unlock/i)
    expect(firstParagraph(a.text)).toContain('not a sign that you are bad at sales')
  })

  it('answers "should I leave sales?" about leaving, with the exhaustion acknowledged', () => {
    const a = reply("should I leave sales altogether? I'm exhausted by the rejection")
    expect(a.situation).toBe('leaving_sales')
    expect(firstParagraph(a.text)).toMatch(/draining|stressful/)
  })

  it('names a doctor when burnout comes with crying and no sleep', () => {
    const a = reply("I'm so burnt out. I cry on Sunday nights and I can't sleep")
    expect(a.situation).toBe('burnout')
    expect(a.text).toMatch(/doctor/)
  })

  it('does not ask what a PIP demands when the message already said it', () => {
    const a = reply(
      "I was put on a PIP today, 30 days to hit 12 meetings a month, I've been averaging 8",
    )
    expect(a.situation).toBe('pip')
    expect(a.text).not.toContain('What exactly does the PIP ask you to hit')
    expect(reply('I was put on a PIP today').text).toContain(
      'What exactly does the PIP ask you to hit',
    )
  })

  it('still answers a burned-out nurse asking about sales as a nurse moving into sales', () => {
    const a = reply('RN here, burned out on bedside. Could I move into medical device sales?')
    expect(a.situation).toBe('switcher_nurse')
  })
})

describe('a single offer is judged on its own', () => {
  it('does not ask for a table of "both offers" when there is one', () => {
    const a = reply(
      'I got an offer for an AE role at a startup, 80k base 160k OTE. Should I take it?',
    )
    expect(a.situation).toBe('offer_comparison')
    expect(a.text).not.toMatch(/both offers|each company/i)
    expect(a.text).toContain('$80K base')
  })
})

describe('burnt out with an offer in hand', () => {
  const [ask, fear] = playTurns(
    [
      "I've been an AE for 2 years, hit 110% last year but I'm completely burnt out. Got an offer from a competitor for 20k more OTE. Do I take it or is the problem sales itself?",
      'what if the new place is just as bad?',
    ],
    mayaContext,
  )

  it('answers "the job or sales itself?" and says the care point once', () => {
    expect(ask?.text).toMatch(/The job or sales itself\?/)
    expect(ask?.text.match(/talk to a doctor/g)).toHaveLength(1)
  })

  it('meets the fear that the next place is as bad with how to check it before accepting', () => {
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(fear?.text).not.toMatch(/As I said/)
    expect((fear?.text ?? '').trim()).not.toBe('')
  })
})

describe('the ways people first say they are not safe', () => {
  it('reads "everyone would be better off without me" as a crisis, with the crisis line', () => {
    const [reply] = playTurns(
      ['sometimes I think everyone would be better off without me'],
      mayaContext,
    )
    expect(reply?.situation).toBe('crisis_self_harm')
    expect(reply?.clarifying).toBe(false)
    expect(reply?.text).toMatch(/988/)
  })

  it('meets drinking to cope with care and the doctor, not a career plan', () => {
    const [, drinking] = playTurns(
      [
        "I can't do this anymore. Everything is falling apart and I don't see the point",
        "I've been drinking every night to cope with the pressure at work",
      ],
      mayaContext,
    )
    expect(drinking?.situation).toBe('distress_general')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(drinking?.text).not.toMatch(/As I said/)
    expect((drinking?.text ?? '').trim()).not.toBe('')
    expect(drinking?.text).not.toMatch(/credits|unlock/i)
  })

  it('reads "this job is killing me" as burnout', () => {
    expect(playTurns(['this job is killing me'], mayaContext)[0]?.situation).toBe('burnout')
  })
})

describe('nerves inside a conversation about an interview', () => {
  it('keeps "I\'m nervous I\'ll freeze up" on the SDR interview, with words for a freeze and the SDR step', () => {
    const [first, , freeze] = playTurns(
      [
        'I have an SDR interview on Thursday',
        'what will they ask me?',
        "I'm nervous I'll freeze up",
      ],
      mayaContext,
    )
    expect(first?.text).toMatch(/Land the SDR role/)
    expect(first?.text).toMatch(/checklist: Prepare a 30-60-90 day plan/)
    expect(freeze?.situation).toBe('interview_prep')
    expect(freeze?.text).toMatch(/let me take a second/)
    expect(freeze?.text).not.toMatch(/Good plan|cold-call nerves/)
  })
})
