import { firstFilled, type CandidateFacts } from './candidate-facts'
import { criteriaTable, fillCriterionText } from './criteria'
import { analyseLine, type LineAnalysis } from './detectors'
import { interviewJudges } from './interview-judges'
import { countWords } from './normalise'
import {
  PASS_MARK,
  type CallOutcome,
  type CriterionId,
  type CriterionResult,
  type Scenario,
  type Scorecard,
  type TalkMetrics,
  type TranscriptLine,
} from './practice-types'

/**
 * The deterministic scorecard: each of the scenario's yes/no criteria is judged on the user's own
 * lines; a missed one quotes the line it is about and offers a stronger one. Score = share passed.
 */

interface UserTurn {
  text: string
  a: LineAnalysis
  /** The prospect's line just before this one raised the objection. */
  answersObjection: boolean
}

const QUOTE_WORDS = 25
const FILLERS_PER_100 = 3

function quoteOf(text: string): string {
  const words = text.trim().split(/\s+/)
  return words.length <= QUOTE_WORDS ? text.trim() : `${words.slice(0, QUOTE_WORDS).join(' ')}…`
}

function userTurnsOf(transcript: readonly TranscriptLine[], scenario: Scenario): UserTurn[] {
  return transcript.flatMap((line, index) =>
    line.speaker === 'user'
      ? [
          {
            text: line.text,
            a: analyseLine(line.text, scenario.personalCues),
            answersObjection: transcript[index - 1]?.objection === true,
          },
        ]
      : [],
  )
}

export function talkMetrics(
  transcript: readonly TranscriptLine[],
  scenario: Scenario,
  turns: UserTurn[] = userTurnsOf(transcript, scenario),
): TalkMetrics {
  const userWords = turns.reduce((sum, t) => sum + t.a.words, 0)
  const prospectWords = transcript
    .filter((line) => line.speaker === 'prospect')
    .reduce((sum, line) => sum + countWords(line.text), 0)
  const kinds = turns.flatMap((t) => t.a.questions)
  const open = kinds.filter((kind) => kind === 'open').length
  const all = userWords + prospectWords
  return {
    userTurns: turns.length,
    userWords,
    wordsPerTurn: turns.length === 0 ? 0 : Math.round(userWords / turns.length),
    longestMonologue: Math.max(0, ...turns.map((t) => t.a.words)),
    questions: kinds.length,
    openQuestions: open,
    closedQuestions: kinds.length - open,
    questionRate: turns.length === 0 ? 0 : Math.round((kinds.length / turns.length) * 100) / 100,
    fillerWords: turns.reduce((sum, t) => sum + t.a.fillers, 0),
    talkShare: all === 0 ? 0 : Math.round((userWords / all) * 100),
  }
}

type Judge = (
  turns: UserTurn[],
  m: TalkMetrics,
  s: Scenario,
  outcome: CallOutcome,
) => {
  passed: boolean
  /** The line the feedback should quote when missed. */
  about: UserTurn | undefined
  /** Replaces the table's "missing" sentence when the usual one would not be true. */
  missing?: string
}

const first = (turns: UserTurn[]) => turns[0]
const last = (turns: UserTurn[]) => turns[turns.length - 1]
const longest = (turns: UserTurn[]) =>
  turns.reduce<UserTurn | undefined>(
    (best, t) => (best && best.a.words >= t.a.words ? best : t),
    undefined,
  )
const withoutOpenQuestion = (turns: UserTurn[]) =>
  turns.find((t) => !t.a.questions.includes('open')) ?? first(turns)

const judges: Record<CriterionId, Judge> = {
  permission_opener: (t) => ({ passed: first(t)?.a.permission ?? false, about: first(t) }),
  reason_for_call: (t) => ({ passed: t.slice(0, 2).some((u) => u.a.reason), about: first(t) }),
  personalised: (t) => ({ passed: t.slice(0, 3).some((u) => u.a.personalised), about: first(t) }),
  open_questions: (t, m) => ({ passed: m.openQuestions >= 2, about: withoutOpenQuestion(t) }),
  question_balance: (t, m) => ({
    passed: m.questions > 0 && m.openQuestions >= m.closedQuestions,
    about: t.find((u) => u.a.questions.includes('closed')) ?? withoutOpenQuestion(t),
  }),
  no_monologue: (t, m, s) => ({ passed: m.longestMonologue <= s.maxWords, about: longest(t) }),
  acknowledge_objection: (t) => {
    const reply = t.find((u) => u.answersObjection)
    if (reply) return { passed: reply.a.acknowledges, about: reply }
    return {
      passed: false,
      about: last(t),
      missing: 'The call ended before the objection came up, so it was never handled.',
    }
  },
  quantify_impact: (t) => ({ passed: t.some((u) => u.a.quantifies), about: longest(t) }),
  decision_process: (t) => ({ passed: t.some((u) => u.a.decisionProcess), about: last(t) }),
  next_step: (t) => ({ passed: t.some((u) => u.a.nextStep), about: last(t) }),
  few_fillers: (t, m) => ({
    passed: m.userWords > 0 && (m.fillerWords * 100) / m.userWords <= FILLERS_PER_100,
    about: t.reduce<UserTurn | undefined>(
      (w, u) => (w && w.a.fillers >= u.a.fillers ? w : u),
      undefined,
    ),
  }),
  goal_reached: (t, _m, _s, outcome) => ({ passed: outcome === 'goal_reached', about: last(t) }),
  ...interviewJudges,
}

const HANG_UP_CAP = 30

const firstName = (s: Scenario) => s.persona.name.split(' ')[0] ?? s.persona.name

/** Why the prospect hung up, as far as the user's own lines tell. */
function hangUpCause(turns: UserTurn[], s: Scenario): string {
  const end = last(turns)
  if (end && end.a.words > s.maxWords) return `a ${String(end.a.words)}-word turn`
  if (turns.some((t) => t.a.pushy)) return 'pressure instead of questions'
  const reply = turns.find((t) => t.answersObjection)
  if (reply && !reply.a.acknowledges) return 'the objection was answered without being acknowledged'
  if (turns.filter((t) => t.a.gibberish).length > 1) return 'lines that could not be understood'
  return 'patience ran out before there was a reason to stay'
}

/** A call ended by an insult scores 0; one the prospect hung up on at most HANG_UP_CAP. */
function capOf(turns: UserTurn[], s: Scenario, outcome: CallOutcome): Scorecard['cap'] {
  const insult = turns.find((t) => t.a.insult)
  if (insult)
    return {
      score: 0,
      reason: `You insulted ${firstName(s)} (“${quoteOf(insult.text)}”), so ${firstName(s)} ended the call and it scores 0%.`,
    }
  if (outcome !== 'hung_up') return undefined
  const end = last(turns)
  return {
    score: HANG_UP_CAP,
    reason: `${firstName(s)} hung up${end ? ` after “${quoteOf(end.text)}”` : ''} (${hangUpCause(turns, s)}), so the call scores at most ${String(HANG_UP_CAP)}% however the rest went.`,
  }
}

/** `candidate`: the person's own facts; an interview's feedback is built from them when known. */
export function scoreCall(
  transcript: readonly TranscriptLine[],
  scenario: Scenario,
  outcome: CallOutcome,
  revealedFacts: readonly string[] = [],
  candidate?: CandidateFacts,
): Scorecard {
  const facts = scenario.kind === 'interview' ? candidate : undefined
  const turns = userTurnsOf(transcript, scenario)
  const metrics = talkMetrics(transcript, scenario, turns)
  const criteria: CriterionResult[] = scenario.criteria.map((id) => {
    const info = criteriaTable[id]
    const { passed, about, missing } = judges[id](turns, metrics, scenario, outcome)
    if (passed) return { id, label: info.label, passed }
    return {
      id,
      label: info.label,
      passed,
      quote: about ? quoteOf(about.text) : '(you did not say anything)',
      missing:
        missing ??
        fillCriterionText(firstFilled(info.missingWithFacts, facts) ?? info.missing, scenario),
      alternative: fillCriterionText(
        firstFilled(info.withFacts, facts) ??
          scenario.alternatives?.[id] ??
          info.byKind?.[scenario.kind] ??
          info.alternative,
        scenario,
        about?.text,
      ),
    }
  })
  const passedCount = criteria.filter((c) => c.passed).length
  const raw = criteria.length === 0 ? 0 : Math.round((passedCount / criteria.length) * 100)
  const cap = capOf(turns, scenario, outcome)
  const score = cap ? Math.min(raw, cap.score) : raw
  return {
    scenarioId: scenario.id,
    outcome,
    score,
    passed: score >= PASS_MARK,
    ...(cap ? { cap } : {}),
    criteria,
    metrics,
    revealedFacts: scenario.persona.hiddenFacts
      .filter((fact) => revealedFacts.includes(fact.id))
      .map((fact) => fact.line),
  }
}
