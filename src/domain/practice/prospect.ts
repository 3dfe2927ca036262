import { analyseLine, type LineAnalysis } from './detectors'
import type { HiddenState, PracticeSession, Scenario, TranscriptLine } from './practice-types'
import { prospectLines } from './prospect-lines'
import { hasAnyCue, normaliseLine } from './normalise'
import { seededPick } from './seeded'

/**
 * The deterministic prospect: hidden patience, interest and trust move with what the user does, and
 * the reply is chosen from the scenario's graph in a fixed order of moments (hang up, objection,
 * next step, facts, pains, pitch, small answers). Wording varies with the session's seed only.
 */

const startingPatience = { easy: 4, medium: 3, hard: 3 } as const
const vaguePattern = /\b(meet|meeting|call|chat|catch up|follow up|next week|sometime|demo)\b/i

export function startSession(
  scenario: Scenario,
  id: string,
  seed: number,
  at: Date,
): PracticeSession {
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
    transcript: [{ speaker: 'prospect', text: seededPick(scenario.openers, seed, 0, 'open') }],
  }
}

function userTurns(transcript: readonly TranscriptLine[]): number {
  return transcript.filter((line) => line.speaker === 'user').length
}

/** How the user's line moves the hidden state, before the reply is chosen. */
export function nextState(
  state: HiddenState,
  a: LineAnalysis,
  scenario: Scenario,
  turn: number,
  objectionPending: boolean,
): HiddenState {
  let { patience, interest, trust } = state
  const open = a.questions.filter((kind) => kind === 'open').length
  if (turn === 1 && a.permission) {
    trust += 1
    patience += 1
  }
  if (a.reason) interest += 1
  if (a.personalised) {
    interest += 1
    trust += 1
  }
  interest += Math.min(open, 2)
  if (open > 0 && (a.quantifies || a.decisionProcess)) interest += 1
  if (a.words > scenario.maxWords) {
    patience -= 2
    interest -= 1
  } else if (a.questions.length === 0 && !a.nextStep && a.words > scenario.maxWords / 2) {
    patience -= 1
  }
  if (a.fillers >= 3) trust -= 1
  if (objectionPending) {
    if (a.acknowledges) {
      trust += 1
      interest += 1
    } else {
      trust -= 1
      patience -= 1
    }
  }
  return { patience, interest, trust }
}

function factFor(scenario: Scenario, session: PracticeSession, line: string) {
  const text = normaliseLine(line)
  return scenario.persona.hiddenFacts.find(
    (fact) => !session.revealed.includes(fact.id) && hasAnyCue(text, fact.triggers),
  )
}

/** The user's line, then the prospect's reply; the session is returned new, never mutated. */
export function takeTurn(
  session: PracticeSession,
  scenario: Scenario,
  line: string,
): PracticeSession {
  if (session.outcome !== 'in_progress') return session
  const turn = userTurns(session.transcript) + 1
  const a = analyseLine(line, scenario.personalCues)
  const pending = session.objectionRaised && !session.objectionHandled
  const state = nextState(session.state, a, scenario, turn, pending)
  const next: PracticeSession = {
    ...session,
    state,
    revealed: [...session.revealed],
    objectionHandled: session.objectionHandled || (pending && a.acknowledges),
    transcript: [...session.transcript, { speaker: 'user', text: line }],
  }
  const pick = (items: readonly string[], salt: string) =>
    seededPick(items, session.seed, turn, salt)
  const say = (text: string, objection = false) => {
    next.transcript.push(
      objection ? { speaker: 'prospect', text, objection } : { speaker: 'prospect', text },
    )
  }
  const raiseObjection = () => {
    next.objectionRaised = true
    say(pick(scenario.persona.objections, 'objection'), true)
  }

  if (state.patience <= 0) {
    next.outcome = 'hung_up'
    say(pick(prospectLines.hangUp, 'hang'))
    return next
  }
  const open = a.questions.includes('open')
  const fact = open ? factFor(scenario, next, line) : undefined
  const ready = state.interest >= scenario.interestToAccept && state.trust >= 0
  if (a.nextStep && next.objectionRaised && next.objectionHandled && ready) {
    next.outcome = 'goal_reached'
    say(scenario.goal.acceptLine.replace('{when}', a.when ?? 'then'))
  } else if (a.nextStep && !next.objectionRaised) {
    raiseObjection()
  } else if (a.nextStep) {
    say(
      pick(next.objectionHandled ? prospectLines.tooEarly : prospectLines.objectionAgain, 'early'),
    )
  } else if (!next.objectionRaised && turn >= scenario.objectionTurn) {
    raiseObjection()
  } else if (pending && !a.acknowledges) {
    say(
      pick(prospectLines.objectionAgain, 'again') + ' ' + pick(scenario.persona.objections, 'obj'),
    )
  } else if (fact) {
    next.revealed.push(fact.id)
    say(fact.line)
  } else if (pending) {
    say(pick(prospectLines.acknowledged, 'ack'))
  } else if (turn === 1 && a.permission && !open) {
    say(pick(scenario.grantLines, 'grant'))
  } else if (open) {
    say(pick(prospectLines.painPrefix, 'prefix') + pick(scenario.persona.pains, 'pain') + '.')
  } else if (a.words > scenario.maxWords) {
    say(pick(prospectLines.pitchTooLong, 'pitch'))
  } else if (vaguePattern.test(line) && a.questions.length > 0) {
    say(pick(prospectLines.vagueNextStep, 'vague'))
  } else if (a.questions.length > 0) {
    say(pick(prospectLines.closedAnswer, 'closed'))
  } else {
    say(pick(prospectLines.neutral, 'neutral'))
  }
  if (next.outcome === 'in_progress' && turn >= scenario.turnLimit) {
    next.outcome = 'turn_limit'
    say(pick(prospectLines.turnLimit, 'limit'))
  }
  return next
}

/** The user hangs up: the call ends as it stands. */
export function endSession(session: PracticeSession): PracticeSession {
  return session.outcome === 'in_progress' ? { ...session, outcome: 'ended_by_user' } : session
}
