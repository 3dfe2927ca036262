import { describe, expect, it } from 'vitest'
import { playTurns } from '../testing/play-turns'
import { roles } from '@/domain/catalogue'
import { buildJourney, type JourneyProgress } from '@/domain/journey'
import { chatMessage, mayaAnswers, mayaContext, strangerContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

/** Maya's AE journey: step 1 (discovery) open, with its first checklist item ticked. */
function journeyWith(progress: JourneyProgress) {
  return buildJourney({ answers: mayaAnswers, insights: null, targetRoleId: 'ae', progress })
}

const open = journeyWith({
  unlockedStepIds: [],
  states: [],
  ticks: [{ stepId: 1, itemIndex: 0 }],
})

/** Steps 1 and 2 done: the next step (3) is locked. */
const done = journeyWith({
  unlockedStepIds: [],
  states: [
    { stepId: 1, status: 'completed' },
    { stepId: 2, status: 'completed' },
  ],
  ticks: [],
})

function ask(message: string, journey = open, history = [] as ReturnType<typeof chatMessage>[]) {
  return answerOffline({ message, history, context: { memory: null, diagnostic: null, journey } })
}

describe("questions about the person's own roadmap", () => {
  it('answers "how far along am I?" with the numbers the dashboard shows and the next step', () => {
    const a = ask('How far along am I on my roadmap?')
    expect(a.clarifying).toBe(false)
    expect(a.text).toContain(`${String(open.progress.done)} of ${String(open.progress.total)}`)
    expect(a.text).toContain(`Next on your roadmap: **${open.nextStep?.title ?? ''}**`)
  })

  it("lists what is left on an open step's checklist to prepare, not the ticked item", () => {
    const checklist = roles.ae.roadmapSteps.find((s) => s.id === open.nextStep?.stepId)?.checklist
    const a = ask('How do I prepare for my next step?')
    expect(a.text).toContain('To prepare')
    expect(a.text).toContain(checklist?.[1] ?? 'missing item')
    expect(a.text).not.toContain(checklist?.[0] ?? 'missing item')
  })

  it("keeps a locked step's checklist closed and says how it opens", () => {
    expect(done.nextStep?.status).toBe('locked')
    const a = ask('How do I prepare for my next step?', done)
    expect(a.text).toContain('still locked')
    expect(a.text).not.toContain('To prepare')
  })

  it('answers about the roadmap even in the middle of another topic', () => {
    const history = [
      chatMessage('user', 'I got an offer, 80k base 160k OTE'),
      chatMessage('assistant', 'Judge an offer on what you will actually earn.'),
    ]
    expect(ask('How far along am I on my roadmap?', open, history).situation).toBe(
      'roadmap_next_step',
    )
  })

  it('tells a visitor with no diagnostic how to get a roadmap', () => {
    const a = answerOffline({
      message: 'How far along am I on my roadmap?',
      history: [],
      context: strangerContext,
    })
    expect(a.text).toContain('diagnostic')
  })

  it('names the roadmap step when asked for it after a PIP, without a credit price', () => {
    const history = [
      chatMessage('user', 'I was put on a PIP today'),
      chatMessage('assistant', 'Being put on a PIP is stressful.'),
    ]
    const a = ask('What is my next step on my roadmap?', done, history)
    expect(a.text).toContain(`**${done.nextStep?.title ?? 'missing'}**`)
    expect(a.text).not.toMatch(/credits/)
  })
})

describe('"I did that, what next?" after this week’s roadmap step', () => {
  const [, week, done] = playTurns(
    [
      "I'm an SDR, 9 months in, consistently at 110%. How do I get promoted to AE?",
      'what should I do this week?',
      'I did that, what next?',
    ],
    mayaContext,
  )

  it('does not suggest the step just done again, and names the one after it', () => {
    const title = /\*\*Next step:\*\*[^\n]*\*\*([^*]+)\*\*/.exec(week?.text ?? '')?.[1] ?? ''
    expect(title).not.toBe('')
    // The step was not named: Becky asks before noting it as done.
    expect(done?.text).toContain(`Was that the step **${title}**?`)
    expect(done?.text).toContain(`Mark **${title}** done`)
    expect(done?.text).toMatch(/the step after it is \*\*[^*]+\*\*/)
  })
})

describe('"I did that" told, not asked', () => {
  const [week, done] = playTurns(
    ['what should I do this week?', 'I did that, I sent the email. he replied "sounds good"'],
    mayaContext,
  )
  it('asks which step it was and waits, without telling the person to mark it', () => {
    const title = /\*\*Next step:\*\*[^\n]*\*\*([^*]+)\*\*/.exec(week?.text ?? '')?.[1] ?? ''
    expect(title).not.toBe('')
    expect(done?.text).toContain(`Was that the step **${title}**?`)
    expect(done?.text).not.toContain('Mark **')
    expect(done?.text).not.toContain('**Next step:**')
  })
})

describe('an interview question asked after its answer was one bullet among others', () => {
  const [, , ask] = playTurns(
    [
      'I have a final round interview for an SDR role on friday',
      'they want me to do a mock cold call',
      'what questions should I ask them at the end?',
    ],
    mayaContext,
  )
  it('leads with the questions to ask, not with another point of the card', () => {
    expect(ask?.situation).toBe('interview_prep')
    expect(ask?.text.split('\n')[0]).toMatch(/the top rep does differently/)
  })
})

describe('a promotion that keeps slipping, followed through', () => {
  const [, done, goalposts] = playTurns(
    [
      'my manager keeps pushing my AE promotion back every quarter',
      'I did that, I asked my manager for the criteria. What next?',
      'What if she moves the goalposts again?',
    ],
    mayaContext,
  )
  it('credits a free practice without asking to mark a roadmap step', () => {
    expect(done?.text).toMatch(/nice work, that counts\./i)
    expect(done?.text).not.toMatch(/Was that the step/)
    expect(done?.text).not.toMatch(/What comes next:\n\n\*\*Next step/)
  })
  it('answers "what if she moves the goalposts again?" on the promotion, not a quota change', () => {
    expect(goalposts?.situation).toBe('passed_over_promotion')
    expect(goalposts?.text).toMatch(/goalposts keep moving/)
  })
})
