import { describe, expect, it } from 'vitest'
import type { ChatMessage, CoachingMemory } from '@/domain/coaching'
import { updateMemory } from '@/domain/coaching'
import type { CoachContext } from '../coach-engine'
import { chatMessage, mayaContext } from '../testing/coach-fixtures'
import { coachNotes } from './memory-notes'
import { answerOffline } from './offline-coach'
import { readBackLine } from './read-back'
import { playTurns } from '../testing/play-turns'

/** Plays turns in order, keeping the history and the memory the service would keep. */
function converse(messages: readonly string[], context: CoachContext = mayaContext) {
  const history: ChatMessage[] = []
  let memory: CoachingMemory | null = context.memory
  const replies = messages.map((message) => {
    const input = { message, history: [...history], context: { ...context, memory } }
    const reply = answerOffline(input)
    const notes = coachNotes(input)
    memory = updateMemory(memory, {
      message,
      reply: reply.text,
      diagnostic: context.diagnostic,
      situation: notes.situation,
      insights: notes.insights,
      now: new Date('2026-03-02T10:00:00Z'),
    })
    history.push(chatMessage('user', message), chatMessage('assistant', reply.text))
    return reply
  })
  return { replies, memory: memory }
}

describe('after a PIP answer', () => {
  const opening = "My manager just put me on a 30 day PIP. I need 12 meetings booked or I'm out."

  it('reads the PIP before the meeting number it mentions', () => {
    expect(converse([opening]).replies[0]?.situation).toBe('pip')
  })

  it('answers "what should I say to him?" with words to use, not the same answer again', () => {
    const { replies } = converse([opening, 'what should I say to him tomorrow?'])
    const [first, say] = replies
    expect(say?.situation).toBe('pip')
    expect(say?.text).toContain('Here is a way to say it')
    expect(say?.text).toContain('the exact targets, the dates we review them')
    expect(say?.text).not.toEqual(first?.text)
  })

  it('answers "and if I do not make it?" with points not shown yet', () => {
    const { replies } = converse([opening, "ok and if I don't make it, what then?"])
    const [first, then] = replies
    const bullets = (then?.text ?? '').split('\n').filter((line) => line.startsWith('- '))
    expect(bullets.length).toBeGreaterThan(0)
    for (const line of bullets) expect(first?.text).not.toContain(line.slice(2))
  })
})

describe('after being fired', () => {
  it('gives words for recruiters, and an honest answer to "how long"', () => {
    const { replies } = converse([
      'I got fired today',
      'what do I tell recruiters?',
      'how long until I find something?',
    ])
    const [, tell, howLong] = replies
    expect(tell?.text).toContain('For recruiters and interviewers')
    expect(howLong?.situation).toBe('fired')
    expect(howLong?.text).toContain('There is no honest single number')
    expect(howLong?.text).not.toContain('The step itself takes')
  })
})

describe('follow-ups resolve against the previous turn', () => {
  const opening = 'My manager keeps pushing my AE promotion back every quarter, what should I do?'

  it('keeps a five-turn conversation on its thread', () => {
    const { replies } = converse([
      opening,
      'why?',
      'how long will that take?',
      "ok I'll ask my manager for the promotion criteria on Friday",
      'what should I do this week?',
    ])
    const [first, why, howLong, plan, week] = replies
    expect(first?.situation).toBe('passed_over_promotion')
    expect(why?.situation).toBe('passed_over_promotion')
    expect(why?.act).toBe('follow_up')
    expect(why?.text).toMatch(/^Because /)
    expect(howLong?.situation).toBe('passed_over_promotion')
    expect(plan?.clarifying).toBe(false)
    expect(week?.situation).toBe('roadmap_next_step')
    expect(week?.text).toMatch(/this week/)
    expect(new Set(replies.map((r) => r.text)).size).toBe(5)
    for (const r of replies) expect(r.text).not.toMatch(/not sure I can help/i)
  })

  it('"I did that" credits the suggested step and moves to a new one', () => {
    const { replies } = converse([
      'How do I get past the gatekeeper on cold calls?',
      'I did that, what next?',
    ])
    const [first, done] = replies
    const suggested = /\*\*Next step:\*\* (.+)/.exec(first?.text ?? '')?.[1] ?? ''
    expect(done?.situation).toBe('progress_update')
    expect(done?.text).toMatch(/nice work/i)
    const next = /\*\*Next step:\*\* (.+)/.exec(done?.text ?? '')?.[1] ?? ''
    expect(next).not.toBe('')
    expect(next).not.toBe(suggested)
  })

  it('shows the progress line once in a conversation', () => {
    const { replies } = converse([
      'How do I go from SDR to AE?',
      'How long from SDR to AE usually?',
      'what next?',
    ])
    const withLine = replies.filter((r) => r.text.includes('roadmap steps done'))
    expect(withLine).toHaveLength(1)
  })

  it('never offers a paid step after distress earlier in the conversation', () => {
    const { replies } = converse([
      'I got put on a PIP today and I feel sick',
      'what should I do this week?',
    ])
    for (const r of replies) expect(r.text).not.toMatch(/credits/)
  })
})

describe('memory keeps insights and Becky reads them back', () => {
  it('stores the goal, the plan and the mood, never an echo of the question', () => {
    const { memory } = converse([
      "I'm so nervous about cold calling, I freeze every time",
      'My manager keeps pushing my AE promotion back, what should I do?',
      "I'll ask my manager for the promotion criteria on Friday",
    ])
    const before = mayaContext.memory?.coachingHistory.keyInsights ?? []
    const insights = (memory?.coachingHistory.keyInsights ?? []).filter((i) => !before.includes(i))
    expect(insights).toContain('Planned: ask your manager for the promotion criteria on Friday')
    // Memory keeps what the person said, never the card the message was routed to.
    expect(insights.some((i) => i.startsWith('Goal: '))).toBe(false)
    expect(insights.some((i) => i.startsWith('Mood: anxious'))).toBe(true)
    expect(insights.join('\n')).not.toMatch(/Asked:|"/)
  })

  it('opens the next conversation with the plan', () => {
    const { memory } = converse(["I'll ask my manager for the promotion criteria on Friday"])
    expect(readBackLine(memory)).toBe(
      'Last time you planned to ask your manager for the promotion criteria on Friday: how did it go?',
    )
    const next = answerOffline({
      message: 'Hi Becky',
      history: [],
      context: { ...mayaContext, memory },
    })
    expect(next.text).toContain(
      'Last time you planned to ask your manager for the promotion criteria',
    )
  })

  it('does not read back in the middle of a conversation or after distress', () => {
    const { memory } = converse(["I'll ask my manager for the promotion criteria on Friday"])
    const context = { ...mayaContext, memory }
    const history = [chatMessage('user', 'hi'), chatMessage('assistant', 'Hi!')]
    expect(
      answerOffline({ message: 'How do I handle objections?', history, context }).text,
    ).not.toMatch(/Last time/)
    expect(answerOffline({ message: 'I got fired today', history: [], context }).text).not.toMatch(
      /Last time/,
    )
  })

  it('does not take a fear for a plan', () => {
    const notes = coachNotes({
      message: "I'm going to get fired, I just know it",
      history: [],
      context: mayaContext,
    })
    expect(notes.insights.join()).not.toMatch(/Planned/)
  })
})

describe('a second question on the same topic', () => {
  it('answers what is new and never repeats the first reply’s answer, points or question back', () => {
    const { replies } = converse([
      "I closed a 200k deal last month and my company just told me they're capping my commission at 10k because it was 'a windfall'.",
      'is that legal?',
    ])
    const [first, legal] = replies
    expect(legal?.situation).toBe('commission_dispute')
    expect(legal?.text).toMatch(/labour department|employment lawyer/)
    const paragraphs = (text: string) =>
      text
        .split('\n')
        .map((line) => line.replace(/^- /, '').trim())
        .filter((line) => line.length > 60 && !line.startsWith('**Next step:**'))
    const repeated = paragraphs(legal?.text ?? '').filter((p) => first?.text.includes(p))
    expect(repeated).toEqual([])
  })
})

describe('a burnout thread', () => {
  const turns = [
    "honestly I'm so burnt out. I've been an SDR for 2 years, I'm hitting quota but I dread every monday",
    'should I just quit without another job lined up?',
    "ok I'll talk to my manager about a break on Friday",
  ]

  it('acknowledges the feeling once, then answers the new question first', () => {
    const [first, quit] = converse(turns.slice(0, 2)).replies
    expect(first?.text).toContain('Burnout is real')
    expect(quit?.text).not.toContain('Burnout is real')
    expect(quit?.text.split('\n')[0]).toMatch(/do not quit/i)
  })

  it('takes "I will talk to my manager on Friday" as the person’s plan, not a manager conflict', () => {
    const plan = converse(turns).replies[2]
    expect(plan?.act).toBe('status_update')
    expect(plan?.situation).toBe('burnout')
    expect(plan?.text).toContain('talk to your manager about a break on Friday')
  })
})

describe('after a layoff answer', () => {
  it('answers "how do I explain this in interviews?" with the interview point first', () => {
    const { replies } = converse([
      'I got laid off on Tuesday along with half the sales team.',
      'how do I explain this in interviews?',
    ])
    const explain = replies[1]
    expect(explain?.situation).toBe('laid_off')
    expect(explain?.text.split('\n')[0]).toMatch(/^In interviews/)
    expect(explain?.text).not.toContain('Have they offered severance yet')
  })
})

describe('two offers, then a negotiation question', () => {
  const offers =
    'I have two offers. One is 70k base 140k OTE at a Series B, the other is 90k base 130k OTE at Oracle. Which should I take?'

  it('never asks for figures the person already gave', () => {
    const { replies } = converse([offers, 'ok how do I negotiate the oracle one up?'])
    for (const reply of replies) expect(reply.text).not.toMatch(/what (are the )?base and OTE/i)
  })

  it('uses the other offer as leverage, with the person’s own numbers', () => {
    const negotiate = converse([offers, 'ok how do I negotiate the oracle one up?']).replies[1]
    expect(negotiate?.situation).toBe('offer_negotiation')
    expect(negotiate?.text).toContain('$90K base and $140K OTE')
  })
})

describe('after a deal slipped', () => {
  const opening =
    'my biggest deal just slipped to next quarter and my manager is furious, what do I do'

  it('answers the slipped deal, then words for the manager, then a week plan without repeats', () => {
    const { replies } = converse([
      opening,
      "how do I tell him without sounding like I'm making excuses",
      'ok thanks. what should I do this week?',
    ])
    const [first, tell, week] = replies
    expect(first?.situation).toBe('deal_slipped')
    expect(first?.text).toContain('Tell your manager early and with facts')
    expect(tell?.text).toContain('Quick update on [account]')
    const lines = (week?.text ?? '').split('\n').filter((line) => line.trim() !== '')
    const nextStep = lines.find((line) => line.startsWith('**Next step:**')) ?? ''
    const action = nextStep.replace('**Next step:** ', '').toLowerCase()
    // The step suggested a turn before is not said again (no sentence twice); the plan still has its items.
    expect(lines.some((l) => l.startsWith('- '))).toBe(true)
    if (action !== '')
      for (const line of lines.filter((l) => l.startsWith('- ')))
        expect(line.toLowerCase()).not.toContain(action.slice(0, 40))
  })
})

describe('a new letter in the middle of a conversation', () => {
  const [boss, invisible] = playTurns(
    [
      'My boss never praises anything I do. I hit every number she sets and she just raises the bar. How do I deal with a boss like this without losing my mind?',
      'I have been working in the same office for eleven years and I feel invisible. Younger colleagues get the interesting projects and my ideas get ignored in meetings. I am not sure whether to speak up or just accept that this is how it is now.',
    ],
    mayaContext,
  )

  it('reads a boss who never praises as a manager problem, not burnout', () => {
    expect(boss?.situation).toBe('manager_conflict')
  })

  it('asks which way to take a story it cannot place, instead of more points on the last topic', () => {
    expect(invisible?.clarifying).toBe(true)
    expect(invisible?.text).not.toMatch(/^Maya, more on/)
  })
})
