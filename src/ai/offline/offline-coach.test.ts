import { describe, expect, it } from 'vitest'
import { earnActions, roleList, roles } from '@/domain/catalogue'
import type { ChatMessage } from '@/domain/coaching'
import { collectReply } from '../coach-engine'
import { chatMessage, mayaContext, strangerContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'
import { createOfflineCoach, groundingFor } from './offline-engine'
import { questionTable } from '../testing/question-table'
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

describe('offline coach over the smoke set', () => {
  it('has 30 questions', () => {
    expect(questionTable).toHaveLength(30)
  })

  it.each(questionTable)('%s -> %s', (question, situation) => {
    for (const context of [mayaContext, strangerContext]) {
      const reply = ask(question, context)
      expect(reply.situation).toBe(situation)
      expect(reply.clarifying).toBe(false)
      expect(reply.text).not.toMatch(/undefined|null|NaN|\[object/)
      // Never invents a dollar figure: every one is in the catalogue.
      for (const figure of dollarFigures(reply.text)) expect(catalogueText).toContain(figure)
    }
  })

  it('gives 30 different texts to 30 different questions, for a known user and a stranger', () => {
    for (const context of [mayaContext, strangerContext]) {
      const texts = questionTable.map(([q]) => ask(q, context).text)
      expect(new Set(texts).size).toBe(questionTable.length)
    }
  })

  it('gives the same answer to the same input', () => {
    for (const [question] of questionTable) expect(ask(question).text).toBe(ask(question).text)
  })
})

describe('offline coach: answers the question first', () => {
  it('gives the SDR to AE duration from the catalogue in the first sentence', () => {
    const first = ask('How long from SDR to AE usually?').text.split('\n\n')[0] ?? ''
    expect(first).toMatch(/one to two years/)
    expect(roles.ae.whyFitsYou).toMatch(/one to two years/)
  })

  it('quotes the salary of the role asked about, from the catalogue', () => {
    expect(ask('How much does a CSM make?').text).toContain(roles.csm.salary)
  })

  it('answers burnout as burnout, not with cold-call tips', () => {
    const text = ask("I'm burned out from cold calling").text
    expect(text.split('\n\n')[0]).toMatch(/draining|burnout/i)
    expect(text).not.toMatch(/opener/i)
  })

  it('echoes the number the user gave', () => {
    expect(ask('I set 8 meetings a month, is that good?').text).toContain('8 meetings a month')
  })

  it('points the next action at a catalogue step when one fits', () => {
    const last = lastParagraph(ask('How do I get past the gatekeeper on cold calls?').text)
    const step = roles.sdr.roadmapSteps.find((s) => /cold call/i.test(s.title))
    expect(last).toContain(step?.title)
  })

  it('lists catalogue resources for learning questions', () => {
    const text = ask('What books should I read about discovery?').text
    const titles = roles.ae.roadmapSteps.flatMap((s) =>
      s.resources.map((r) => (typeof r === 'string' ? r : r.title)),
    )
    expect(titles.filter((t) => text.includes(`**${t}**`)).length).toBeGreaterThanOrEqual(2)
  })

  it('explains credits with the catalogue earn actions', () => {
    const text = ask('How do credits work?').text
    for (const action of earnActions) {
      expect(text).toContain(`${action.title}: +${action.credits} credits`)
    }
  })

  it('writes a filled LinkedIn draft from the user data', () => {
    const reply = ask('Write me a LinkedIn message to a hiring manager')
    expect(reply.act).toBe('write')
    expect(reply.text).toContain('I am Maya')
    expect(reply.text).toContain('Account Executive')
  })

  it('acknowledges a worry before a clarifying question', () => {
    const reply = ask("I'm so stressed about my discovery calls, I keep freezing")
    expect(reply.text.split('\n\n')[0]).toMatch(/stressful/)
  })

  it('asks one clarifying question with concrete readings instead of refusing', () => {
    const reply = ask('ok')
    expect(reply.clarifying).toBe(true)
    expect(reply.text.match(/^- \*\*/gm)?.length).toBeGreaterThanOrEqual(2)
    expect(reply.text).not.toMatch(/can.t help/i)
  })
})

describe('offline coach: composition rules', () => {
  const hard = [
    'My manager just put me on a PIP and I have 30 days to hit 120% of quota. I feel sick.',
    'I got fired today',
    'My VP told us to tell prospects the price goes up Friday when it does not. Is this normal?',
    'They capped my commission retroactively on a deal I closed, is that legal?',
    "I'm burned out from cold calling",
    'My sales manager micromanages every call and yells at us in pipeline review. How do I deal with him?',
    'A teammate keeps swooping in on prospects I have been working for weeks and gets the credit',
    'My company refused to pay my commission. How do I get better at discovery calls so I can close more elsewhere?',
    "My manager and I don't get along. He blocks my path to AE and criticises my calls in front of everyone. How do I handle it?",
  ]

  it.each(hard)('no paid or product step after distress or trouble: %s', (message) => {
    const text = ask(message).text
    expect(text).not.toMatch(/credits|unlock|roadmap/i)
  })

  it('acknowledges distress specifically before advising', () => {
    const first = ask(hard[0] ?? '').text.split('\n\n')[0] ?? ''
    expect(first).toMatch(/PIP/)
    expect(first).toMatch(/stressful|shaken/)
  })

  it('gives crisis resources for self-harm and nothing else first', () => {
    const reply = ask('honestly I dont see the point anymore, I want to end it all')
    expect(reply.situation).toBe('crisis_self_harm')
    expect(reply.text).toContain('988')
    expect(reply.text).not.toMatch(/credits|roadmap|quota attainment/i)
  })

  it('shows the progress line at most once per conversation', () => {
    const first = ask('How do I go from SDR to AE?')
    expect(first.text).toContain('2 of 6 roadmap steps')
    const history = [
      chatMessage('user', 'How do I go from SDR to AE?'),
      chatMessage('assistant', first.text),
    ]
    const second = ask('How should I ask my manager for a promotion?', mayaContext, history)
    expect(second.text).not.toContain('roadmap steps done')
  })

  it('never suggests a completed step', () => {
    // Maya has finished steps 1 and 2 of the AE roadmap (discovery, qualification).
    const done = roles.ae.roadmapSteps.slice(0, 2).map((s) => s.title)
    for (const [question] of questionTable) {
      const last = lastParagraph(ask(question).text)
      for (const title of done) expect(last).not.toContain(title)
    }
  })

  it('ends every on-topic answer with one concrete action', () => {
    const last = lastParagraph(ask('How do I run a great discovery call?').text)
    expect(last.startsWith(nextStepLabel)).toBe(true)
    expect(last.split(/\s+/).length).toBeGreaterThanOrEqual(8)
  })

  it('varies wording by conversation, not by clock', () => {
    const q = 'How do I handle objections?'
    const a = ask(q, mayaContext, [
      chatMessage('user', 'hello there'),
      chatMessage('assistant', 'Hi!'),
    ])
    const b = ask(q, mayaContext, [
      chatMessage('user', 'good morning Becky'),
      chatMessage('assistant', 'Hi!'),
    ])
    expect(a.situation).toBe(b.situation)
    expect(
      ask(q, mayaContext, [chatMessage('user', 'hello there'), chatMessage('assistant', 'Hi!')])
        .text,
    ).toBe(a.text)
  })
})

describe('offline coach: mock interview', () => {
  it('asks real questions, gives feedback on answers and stops', () => {
    const history: ChatMessage[] = []
    const first = ask('Can you give me a mock interview?', mayaContext, history)
    expect(first.text).toMatch(/\*\*Mock question 1 \(Account Executive\):\*\* \S.+\?/)
    history.push(chatMessage('user', 'mock interview'), chatMessage('assistant', first.text))
    const answer = 'We just worked hard as a team and it went fine.'
    const second = ask(answer, mayaContext, history)
    expect(second.situation).toBe('mock_interview')
    expect(second.text).toMatch(/Add a number/)
    history.push(chatMessage('user', answer), chatMessage('assistant', second.text))
    expect(ask('stop', mayaContext, history).text).not.toContain('**Mock question')
  })
})

describe('groundingFor', () => {
  it('gives the matched card as plain text, without ids or markdown', () => {
    const g = groundingFor({
      message: 'I was put on a PIP today',
      history: [],
      context: mayaContext,
    })
    expect(g?.situation).toBe('pip')
    expect(g?.title).toMatch(/performance improvement plan/)
    expect(g?.guidance).not.toMatch(/\*\*|_/)
  })

  it('is null for small talk', () => {
    expect(groundingFor({ message: 'Hi Becky!', history: [], context: mayaContext })).toBeNull()
  })
})

describe('offline coach as a CoachEngine', () => {
  it('streams its whole answer and stops when aborted', async () => {
    const coach = createOfflineCoach()
    const input = { message: 'How do I handle objections?', history: [], context: mayaContext }
    expect(await collectReply(coach.reply(input))).toBe(answerOffline(input).text)
    const controller = new AbortController()
    controller.abort()
    expect(await collectReply(coach.reply(input, controller.signal))).toBe('')
  })
})
