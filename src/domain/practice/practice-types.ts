/** Shapes of the practice room: scenarios (data), the prospect's hidden state, transcripts, scorecards. */

import type { CandidateFacts } from './candidate-facts'

export type Difficulty = 'easy' | 'medium' | 'hard'

/** What sort of conversation a scenario is: suggestions are written for the kind, never across. */
export type ScenarioKind =
  'cold_call' | 'gatekeeper' | 'discovery' | 'objection' | 'manager' | 'pitch' | 'interview'

/** Every yes/no criterion a scenario can be scored on; each maps to one trainable skill. */
export type CriterionId =
  | 'permission_opener'
  | 'reason_for_call'
  | 'personalised'
  | 'open_questions'
  | 'question_balance'
  | 'no_monologue'
  | 'acknowledge_objection'
  | 'quantify_impact'
  | 'decision_process'
  | 'next_step'
  | 'few_fillers'
  | 'goal_reached'
  /** Mock interviews (issue 31, item 3). */
  | 'star_structure'
  | 'uses_numbers'
  | 'specific_examples'
  | 'answer_length'
  | 'shows_research'
  | 'questions_back'

export interface HiddenFact {
  id: string
  /** Normalised words or stems ('budget*'): an open question touching one reveals the fact. */
  triggers: readonly string[]
  /** What the prospect says when the fact comes out. */
  line: string
}

export interface PersonaCard {
  name: string
  role: string
  company: string
  pains: readonly string[]
  hiddenFacts: readonly HiddenFact[]
  /** Objections this persona raises, strongest first. */
  objections: readonly string[]
}

export interface ScenarioGoal {
  /** Shown on the scenario card. */
  text: string
  /** What the prospect says when the goal is reached; {when} is the day and time the user asked for. */
  acceptLine: string
}

/** One interview question, and what the interviewer asks when the answer is thin. */
export interface InterviewQuestion {
  ask: string
  followUp: string
  /**
   * The same question asked about the candidate's own story, most specific first: the first one
   * the candidate's facts can fill is asked (candidate-facts.ts), otherwise `ask`.
   */
  personal?: readonly string[]
}

export interface Scenario {
  id: string
  kind: ScenarioKind
  title: string
  /** Who the user is talking to, in one line. */
  setting: string
  persona: PersonaCard
  goal: ScenarioGoal
  difficulty: Difficulty
  turnLimit: number
  /** Opening lines the prospect may pick from (varied wording per session). */
  openers: readonly string[]
  /** Openers that use the candidate's facts (mock interviews); the first one they fill wins. */
  personalOpeners?: readonly string[]
  /** The prospect objects in reply to this user turn (1-based) unless the user is already past it. */
  objectionTurn: number
  /** Interest needed before a specific next step is accepted. */
  interestToAccept: number
  criteria: readonly CriterionId[]
  /** Words that show the user did their homework on this persona. */
  personalCues: readonly string[]
  /** Topics for `practiceScenarioFor` (normalised words or stems). */
  topics: readonly string[]
  /** Longest turn in words before the listener drifts (a pitch, not a conversation). */
  maxWords: number
  /** What the persona says when given permission at the start ("Sure, go ahead"). */
  grantLines: readonly string[]
  /** Stronger lines shown for missed criteria, where the generic ones would not fit. */
  alternatives?: Partial<Record<CriterionId, string>>
  /** A mock interview: the interviewer's questions, then how many questions the candidate should ask. */
  interview?: { questions: readonly InterviewQuestion[]; questionsBack: number }
}

export interface HiddenState {
  patience: number
  interest: number
  trust: number
}

export type CallOutcome =
  | 'in_progress'
  | 'goal_reached'
  | 'hung_up'
  | 'turn_limit'
  | 'ended_by_user'
  /** The prospect ended the call politely after an insult. */
  | 'ended_by_prospect'

export interface TranscriptLine {
  speaker: 'user' | 'prospect'
  text: string
  /** Set on the prospect line that raised the objection. */
  objection?: boolean
  /**
   * The same line as the on-device model worded it (voice/model-voice.ts), shown instead of
   * `text`; `text` keeps the decided line the state machine follows.
   */
  voiced?: string
}

export interface PracticeSession {
  id: string
  scenarioId: string
  seed: number
  startedAt: string
  state: HiddenState
  /** Ids of hidden facts already revealed. */
  revealed: string[]
  objectionRaised: boolean
  objectionHandled: boolean
  /** A day and time the prospect offered instead of the one asked for; agreeing books it. */
  counterOffer?: string
  outcome: CallOutcome
  transcript: TranscriptLine[]
  /** The candidate's own facts a mock interview asks about and builds feedback from. */
  candidate?: CandidateFacts
}

export interface CriterionResult {
  id: CriterionId
  label: string
  passed: boolean
  /** The user's own line the feedback refers to (missed criteria only). */
  quote?: string
  /** What was missing, in one sentence (missed criteria only). */
  missing?: string
  /** A stronger line the user could have said (missed criteria only). */
  alternative?: string
}

export interface TalkMetrics {
  userTurns: number
  userWords: number
  wordsPerTurn: number
  longestMonologue: number
  questions: number
  openQuestions: number
  closedQuestions: number
  /** Questions per user turn. */
  questionRate: number
  fillerWords: number
  /** Share of all words spoken by the user, 0-100. */
  talkShare: number
}

export interface Scorecard {
  scenarioId: string
  outcome: CallOutcome
  /** Share of criteria passed, 0-100, whole number. */
  score: number
  passed: boolean
  /** Set when the call's end limits the score (a hang-up, an insult), with the reason shown. */
  cap?: { score: number; reason: string }
  criteria: CriterionResult[]
  metrics: TalkMetrics
  revealedFacts: string[]
}

export const PASS_MARK = 80
