import { describe, expect, it } from 'vitest'
import { earnActions, roleList, roles } from '@/domain/catalogue'
import type { ChatMessage } from '@/domain/coaching'
import { collectReply } from '../coach-engine'
import { chatMessage, mayaContext, strangerContext } from '../testing/coach-fixtures'
import { answerOffline, createOfflineCoach } from './offline-coach'
import { questionTable } from './question-table'
import { nextStepLabel } from './reply-parts'

const catalogueText = JSON.stringify(roleList)

function dollarFigures(text: string): string[] {
  return text.match(/\$\d[\d,.]*[KkMm]?/g) ?? []
}

function lastParagraph(text: string): string {
  return text.split('\n\n').at(-1) ?? ''
}

function ask(message: string, context = mayaContext, history: ChatMessage[] = []) {
  return answerOffline({ message, history, context })
}

describe('offline coach over the question table', () => {
  it('covers at least 40 questions and every topic', () => {
    expect(questionTable.length).toBeGreaterThanOrEqual(40)
    expect(new Set(questionTable.map(([, intent]) => intent)).size).toBe(21)
  })

  it.each(questionTable)('%s -> %s', (question, intent) => {
    const known = ask(question)
    expect(known.intent).toBe(intent)
    // Personal: the user's name and target role appear.
    expect(known.text).toContain('Maya')
    expect(known.text).toContain('Account Executive')
    // Ends with one concrete next action.
    const last = lastParagraph(known.text)
    expect(last.startsWith(nextStepLabel)).toBe(true)
    expect(last.slice(nextStepLabel.length).trim().split(/\s+/).length).toBeGreaterThanOrEqual(6)
    // Never invents a dollar figure: every one is in the catalogue.
    for (const figure of dollarFigures(known.text)) expect(catalogueText).toContain(figure)

    const stranger = ask(question, strangerContext)
    expect(stranger.intent).toBe(intent)
    expect(lastParagraph(stranger.text).startsWith(nextStepLabel)).toBe(true)
    expect(stranger.text).not.toMatch(/undefined|null|NaN|\[object/)
    for (const figure of dollarFigures(stranger.text)) expect(catalogueText).toContain(figure)
  })

  it('gives the same answer to the same input', () => {
    for (const [question] of questionTable.slice(0, 10)) {
      expect(ask(question).text).toBe(ask(question).text)
    }
  })
})

describe('offline coach: grounded in the catalogue', () => {
  it('quotes the salary of the role asked about, from the catalogue', () => {
    const text = ask('How much does a CSM make?').text
    expect(text).toContain(roles.csm.salary)
    expect(text).toContain(roles.csm.comp.quotaQuestions[0])
  })

  it('uses the target role for pay questions that name no role', () => {
    expect(ask('How do I negotiate my OTE?').text).toContain(roles.ae.salary)
  })

  it('points the next action at a catalogue step or resource when one fits', () => {
    const last = lastParagraph(ask('How do I get past the gatekeeper on cold calls?').text)
    const step = roles.sdr.roadmapSteps.find((s) => /cold call/i.test(s.title))
    expect(step).toBeDefined()
    expect(last).toContain(step?.title)
  })

  it('lists catalogue resources for learning questions, focused on the topic', () => {
    const text = ask('What books should I read about discovery?').text
    const titles = roles.ae.roadmapSteps.flatMap((s) =>
      s.resources.map((r) => (typeof r === 'string' ? r : r.title)),
    )
    const listed = titles.filter((t) => text.includes(`**${t}**`))
    expect(listed.length).toBeGreaterThanOrEqual(2)
  })

  it('explains credits with the catalogue earn actions', () => {
    const text = ask('How do credits work?').text
    for (const action of earnActions)
      expect(text).toContain(`${action.title}: +${action.credits} credits`)
  })

  it('suggests a pivot with catalogue figures for each alternative role', () => {
    const text = ask('I want to leave sales, what else can I do?').text
    for (const id of ['csm', 'am', 'revops', 'marketing'] as const)
      expect(text).toContain(roles[id].salary)
  })
})

describe('offline coach: personal', () => {
  it('names the current phase, progress and next roadmap step', () => {
    const text = ask('Hi Becky!').text
    expect(text).toContain('phase 2 (Practice the full cycle)')
    expect(text).toContain('2 of 6 roadmap steps')
    expect(lastParagraph(text)).toContain('Deliver demos that tell a value story')
  })

  it('uses strengths and the biggest gap from memory', () => {
    const gap = mayaContext.memory?.skillsProfile.gaps[0]
    expect(gap).toBeDefined()
    const text = ask('How do I go from SDR to AE?').text
    expect(text).toContain('resilience')
    expect(text).toContain(`**${gap ?? ''}**`)
  })

  it('acknowledges a nervous user before advising', () => {
    expect(ask('I am so nervous about my AE interview next week').text).toMatch(
      /normal to feel nervous/,
    )
  })

  it('asks a stranger to take the diagnostic first', () => {
    const text = ask('hello', strangerContext).text
    expect(lastParagraph(text)).toMatch(/diagnostic/)
  })

  it('redirects unknown questions honestly, listing what it can help with', () => {
    const text = ask('Can you fix my car?').text
    expect(text).toMatch(/not sure I can help/)
    expect(text).toContain('- Cold calling')
    expect(text).toContain('- Salary and OTE negotiation')
    expect(lastParagraph(text)).toContain('become an Account Executive')
  })
})

describe('offline coach: mock interview', () => {
  it('asks real questions, gives feedback on answers and moves on', () => {
    const history: ChatMessage[] = []
    const first = ask('Can you give me a mock interview?', mayaContext, history)
    expect(first.text).toMatch(/\*\*Mock question 1 \(Account Executive\):\*\* \S.+\?/)
    history.push(chatMessage('user', 'mock interview'), chatMessage('assistant', first.text))

    const answer = 'We just worked hard as a team and it went fine.'
    const second = ask(answer, mayaContext, history)
    expect(second.intent).toBe('mock_interview')
    expect(second.text).toMatch(/feedback on your answer/)
    expect(second.text).toMatch(/Add a number/)
    expect(second.text).toMatch(/Say "I" more/)
    expect(second.text).toContain('**Mock question 2')
    const q1 = /Mock question 1[^*]*\*\* (.+)/.exec(first.text)?.[1]
    const q2 = /Mock question 2[^*]*\*\* (.+)/.exec(second.text)?.[1]
    expect(q1).toBeDefined()
    expect(q2).not.toBe(q1)
    history.push(chatMessage('user', answer), chatMessage('assistant', second.text))

    const strong =
      'I booked 14 meetings in March by researching each account first, which led to 3 closed deals. I asked every prospect what would happen if nothing changed. Would that approach work here?'
    const third = ask(strong, mayaContext, history)
    expect(third.intent).toBe('mock_interview')
    expect(third.text).toMatch(/a number makes your answer credible/)
    history.push(chatMessage('user', strong), chatMessage('assistant', third.text))

    const end = ask('stop', mayaContext, history)
    expect(end.text).toMatch(/covered 3 mock questions/)
    expect(end.text).not.toContain('**Mock question')
  })

  it('a short new question leaves the mock', () => {
    const history = [chatMessage('assistant', ask('mock interview').text)]
    expect(ask('How do I negotiate my OTE?', mayaContext, history).intent).toBe(
      'salary_negotiation',
    )
  })
})

describe('offline coach as a CoachEngine', () => {
  it('streams its whole answer and stops when aborted', async () => {
    const coach = createOfflineCoach()
    expect(coach.kind).toBe('offline')
    const input = { message: 'How do I handle objections?', history: [], context: mayaContext }
    expect(await collectReply(coach.reply(input))).toBe(answerOffline(input).text)
    const controller = new AbortController()
    controller.abort()
    expect(await collectReply(coach.reply(input, controller.signal))).toBe('')
  })
})
