import { firstFilled, type CandidateFacts } from './candidate-facts'
import { analyseLine } from './detectors'
import { interviewTurn } from './interviewer'
import { counterTime } from './meeting-times'
import { hasAnyCue, normaliseLine } from './normalise'
import type { PracticeSession, Scenario, TranscriptLine } from './practice-types'
import { prospectLines } from './prospect-lines'
import { nextState } from './prospect-state'
import { seededPick } from './seeded'
import { callVoice } from './call-voice'
import { classifyTurn, type TurnKind } from './turn-kinds'

/**
 * The deterministic prospect: each rep turn is classified (turn-kinds.ts), moves the hidden
 * patience, interest and trust (prospect-state.ts), and the reply is chosen for that reaction.
 * Wording varies with the session's seed only, and no prospect line is said twice in one call.
 */

const startingPatience = { easy: 4, medium: 3, hard: 3 } as const
const vaguePattern = /\b(meet|meeting|call|chat|catch up|follow up|next week|sometime|demo)\b/i
/** Open questions that ask about the prospect's problems, so a pain may come out. */
const goodOpenCues = [
  'challeng*',
  'problem*',
  'hard*',
  'difficult*',
  'frustrat*',
  'pain*',
  'keep you up',
  'priorit*',
  'goal*',
  'worr*',
  'broken',
  'improve*',
  'change*',
]

/** `candidate`: the person's own facts, which a mock interview's opener and questions use. */
export function startSession(
  scenario: Scenario,
  id: string,
  seed: number,
  at: Date,
  candidate?: CandidateFacts,
): PracticeSession {
  const opener =
    firstFilled(scenario.personalOpeners, candidate) ??
    seededPick(scenario.openers, seed, 0, 'open')
  return {
    id,
    scenarioId: scenario.id,
    seed,
    startedAt: at.toISOString(),
    state: { patience: startingPatience[scenario.difficulty], interest: 0, trust: 0 },
    revealed: [],
    objectionRaised: false,
    objectionHandled: false,
    outcome: 'in_progress',
    transcript: [{ speaker: 'prospect', text: opener }],
    ...(candidate ? { candidate } : {}),
  }
}

const userTurns = (t: readonly TranscriptLine[]) => t.filter((l) => l.speaker === 'user').length

function factFor(scenario: Scenario, session: PracticeSession, line: string) {
  const text = normaliseLine(line)
  return scenario.persona.hiddenFacts.find(
    (fact) => !session.revealed.includes(fact.id) && hasAnyCue(text, fact.triggers),
  )
}

const commonWords = new Set([
  'about',
  'after',
  'before',
  'from',
  'their',
  'there',
  'they',
  'this',
  'that',
  'with',
  'when',
  'what',
  'into',
  'than',
  'them',
  'then',
  'every',
  'each',
  'find',
  'finds',
  'team',
  'weeks',
  'months',
])

/**
 * The pains an open question may bring out, each once a call: the ones it shares a word with, or
 * any for a question about problems.
 */
function painFor(scenario: Scenario, line: string, good: boolean, said: ReadonlySet<string>) {
  const text = normaliseLine(line)
  const unsaid = scenario.persona.pains.filter((pain) => ![...said].some((s) => s.includes(pain)))
  const related = unsaid.filter((pain) =>
    pain
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => w.length >= 4 && !commonWords.has(w) && text.includes(` ${w.slice(0, 5)}`)),
  )
  return related.length > 0 ? related : good ? unsaid : []
}

/** The user's line, then the prospect's reply; the session is returned new, never mutated. */
export function takeTurn(
  session: PracticeSession,
  scenario: Scenario,
  line: string,
): PracticeSession {
  if (session.outcome !== 'in_progress') return session
  if (scenario.interview) return interviewTurn(session, scenario, line)
  const turn = userTurns(session.transcript) + 1
  const a = analyseLine(line, scenario.personalCues)
  const kind = classifyTurn(a, line, scenario, session, turn)
  const pending = session.objectionRaised && !session.objectionHandled
  const state = nextState(session.state, a, kind, scenario, turn, pending)
  const next: PracticeSession = {
    ...session,
    state,
    revealed: [...session.revealed],
    objectionHandled: session.objectionHandled || (pending && a.acknowledges),
    transcript: [...session.transcript, { speaker: 'user', text: line }],
  }
  delete next.counterOffer
  const { fresh, say, said } = callVoice(session.seed, turn, next)

  const end = (outcome: PracticeSession['outcome'], lines: readonly string[], salt: string) => {
    next.outcome = outcome
    say(fresh(lines, salt) ?? prospectLines.wrapUp[0])
  }

  if (kind === 'insult') {
    end('ended_by_prospect', prospectLines.insultEnd, 'insult')
    return next
  }
  if (state.patience <= 0) {
    end('hung_up', prospectLines.hangUp, 'hang')
    return next
  }
  const reply = replyFor(kind, { a, line, scenario, session, next, pending, turn, fresh, said })
  if (reply === null) end('turn_limit', prospectLines.wrapUp, 'wrap')
  else say(reply.text, reply.objection)
  if (next.outcome === 'in_progress' && turn >= scenario.turnLimit)
    end('turn_limit', prospectLines.turnLimit, 'limit')
  return next
}

interface ReplyContext {
  a: ReturnType<typeof analyseLine>
  line: string
  scenario: Scenario
  session: PracticeSession
  next: PracticeSession
  pending: boolean
  turn: number
  fresh: (items: readonly string[], salt: string) => string | null
  said: ReadonlySet<string>
}

interface Reply {
  text: string
  objection?: boolean
}

/** The objection, alone or after a lead-in, in a wording not yet said. */
function objection(c: ReplyContext, leads: readonly string[] | null): Reply | null {
  c.next.objectionRaised = true
  const raise = (text: string | null): Reply | null => (text ? { text, objection: true } : null)
  if (!leads) return raise(c.fresh(c.scenario.persona.objections, 'objection'))
  for (const lead of leads) {
    const options = c.scenario.persona.objections.map((o) => `${lead} ${o}`)
    const text = c.fresh(options, `objection-${lead}`)
    if (text) return raise(text)
  }
  return null
}

function meetingReply(c: ReplyContext): Reply | null {
  const { a, scenario, next } = c
  const asked = a.when ?? 'then'
  if (!next.objectionRaised) return objection(c, prospectLines.meetingNotYet)
  const say = (text: string | null): Reply | null => (text ? { text } : null)
  if (!next.objectionHandled) return say(c.fresh(prospectLines.meetingNoPending, 'no-pending'))
  const ready = next.state.interest >= scenario.interestToAccept && next.state.trust >= 0
  if (ready) {
    next.outcome = 'goal_reached'
    return { text: scenario.goal.acceptLine.replace('{when}', asked) }
  }
  if (next.state.interest >= scenario.interestToAccept - 1 && next.state.trust >= 0) {
    const counter = counterTime(asked, c.session.seed, c.turn)
    const options = prospectLines.counter.map((t) =>
      t
        .replace('{asked}', asked.charAt(0).toUpperCase() + asked.slice(1))
        .replace('{counter}', counter),
    )
    const text = c.fresh(options, 'counter')
    if (text) {
      next.counterOffer = counter
      return { text }
    }
  }
  return say(c.fresh(prospectLines.meetingNo, 'no'))
}

function replyFor(kind: TurnKind, c: ReplyContext): Reply | null {
  const { a, line, scenario, next, pending, fresh } = c
  const text = (t: string | null): Reply | null => (t ? { text: t } : null)
  const fallback = () => text(fresh(prospectLines.neutral, 'neutral'))
  switch (kind) {
    case 'gibberish':
      return text(fresh(prospectLines.didNotCatch, 'catch')) ?? fallback()
    case 'very_long':
      return text(fresh(prospectLines.pitchTooLong, 'long')) ?? fallback()
    case 'agree': {
      next.outcome = 'goal_reached'
      return { text: scenario.goal.acceptLine.replace('{when}', c.session.counterOffer ?? 'then') }
    }
    case 'meeting_ask':
      return meetingReply(c) ?? fallback()
    default:
      break
  }
  if (!next.objectionRaised && c.turn >= scenario.objectionTurn && kind !== 'small_talk')
    return objection(c, null) ?? fallback()
  if (pending && !a.acknowledges && kind !== 'small_talk' && kind !== 'off_topic')
    return objection(c, prospectLines.objectionAgain) ?? fallback()
  const open = kind === 'open_question' || kind === 'objection_handling'
  const fact = a.questions.includes('open') ? factFor(scenario, next, line) : undefined
  if (open && fact) {
    next.revealed.push(fact.id)
    return { text: fact.line }
  }
  switch (kind) {
    case 'objection_handling':
      return text(fresh(prospectLines.acknowledged, 'ack')) ?? fallback()
    case 'permission':
      return text(fresh(scenario.grantLines, 'grant')) ?? fallback()
    case 'small_talk':
      return text(fresh(prospectLines.smallTalk, 'small')) ?? fallback()
    case 'open_question': {
      const good = hasAnyCue(normaliseLine(line), goodOpenCues)
      const pains = painFor(scenario, line, good, c.said).map(
        (pain) =>
          `${prospectLines.painPrefix[c.turn % prospectLines.painPrefix.length] ?? ''}${pain}.`,
      )
      return text(fresh(pains, 'pain') ?? fresh(prospectLines.openGeneric, 'open')) ?? fallback()
    }
    case 'reason':
      return text(fresh(prospectLines.reason, 'reason')) ?? fallback()
    case 'pitch':
      return text(fresh(prospectLines.pitch, 'pitch')) ?? fallback()
    case 'closed_question':
      if (vaguePattern.test(line))
        return text(fresh(prospectLines.vagueNextStep, 'vague')) ?? fallback()
      return text(fresh(prospectLines.closedAnswer, 'closed')) ?? fallback()
    case 'off_topic':
      return text(fresh(prospectLines.offTopic, 'off')) ?? fallback()
    default:
      return fallback()
  }
}

/** The user hangs up: the call ends as it stands. */
export function endSession(session: PracticeSession): PracticeSession {
  return session.outcome === 'in_progress' ? { ...session, outcome: 'ended_by_user' } : session
}
