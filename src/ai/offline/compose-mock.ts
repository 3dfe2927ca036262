import { getRole, roles, type RoleId } from '@/domain/catalogue'
import {
  type ChatMessage,
  cues,
  hasCue,
  normalizeText,
  scoreCues,
  wordCount,
} from '@/domain/coaching'
import { rolesMentioned } from '../role-mentions'
import { mockTable, type MockCheck } from './app-and-mock'
import type { CoachProfile } from './coach-profile'
import { progressOnce } from './compose-answer'
import { assemble, bullets, withName } from './reply-parts'
import { cardIds } from './situations/card-ids'
import { topicWordsOf, type SituationCard } from './situations'
import type { SpokenAnswer } from '@/domain/practice/review'
import { pointsFor, quotesAsked } from './compose-points'
import type { Understanding } from './understand'

/** Marks a mock interview question in Becky's text, so the next message is read as the answer. */
const mockQuestionMarker = '**Mock question'

/** Where a message stands in a mock interview: an answer to grade, a call for the next one, or the end. */
export interface MockTurn {
  answers: boolean
  ends: boolean
}

/**
 * Answers to mock questions are full of sales words, so during a mock a message counts as an
 * answer unless it is a short question on a clear card of its own, thanks, or says to stop.
 */
const newQuestionScore = 4
const newQuestionMaxWords = 20

function lastAskedMock(history: readonly ChatMessage[]): boolean {
  const last = history.findLast((m) => m.role === 'assistant')
  return last?.content.includes(mockQuestionMarker) ?? false
}

/** The message's turn in a running mock interview; undefined when none runs or it leaves the mock. */
export function mockTurn(u: Understanding, history: readonly ChatMessage[]): MockTurn | undefined {
  if (!lastAskedMock(history)) return undefined
  const normalized = normalizeText(u.input.raw)
  if (mockTable.stop.some((cue) => hasCue(normalized, cue))) return { answers: false, ends: true }
  const best = u.ranked[0]
  const again = best?.card.id === cardIds.mock_interview
  const asksElsewhere =
    best !== undefined &&
    !again &&
    best.score >= newQuestionScore &&
    normalized.includes(' ? ') &&
    wordCount(u.input.raw) <= newQuestionMaxWords
  if (asksElsewhere || best?.card.id === cardIds.thanks) return undefined
  return { answers: !again && !mockTable.again.some((cue) => hasCue(normalized, cue)), ends: false }
}

/** How each kind of check in data/topics.json (mock.checks) reads an answer. */
const holds: Record<MockCheck['check'], (c: MockCheck, answer: string, n: string) => boolean> = {
  words: (c, answer) => wordCount(answer) >= (c.min ?? 0),
  number: (_, answer) => /\d/.test(answer),
  cues: (c, _, n) => scoreCues(n, cues(1, ...(c.cues ?? []))) > 0,
  noCues: (c, _, n) => scoreCues(n, cues(1, ...(c.cues ?? []))) === 0,
  ownPart: (_, __, n) => (n.match(/ we /g) ?? []).length <= (n.match(/ i /g) ?? []).length,
  question: (_, __, n) => hasCue(n, '?'),
}

/** The notes on an answer: each check's `pass` when it holds, else its `fail`. */
function feedbackOn(answer: string, rolePlay = true): string[] {
  const n = normalizeText(answer)
  const checks = mockTable.checks.filter((c) => rolePlay || !c.rolePlay)
  return checks.flatMap((c) => (holds[c.check](c, answer, n) ? (c.pass ?? []) : c.fail))
}

/**
 * An interview answer pasted with its ask ("this is what i said, be honest: ..."): the mock's
 * checks on it (all but the role play's question back), then the card's point for the question
 * it answers ('For "why are you leaving..."') or for telling its story in interviews (a firing).
 */
export function composeSpokenAnswer(
  card: SituationCard,
  { ask, answer }: SpokenAnswer,
  name?: string,
): string {
  // Of the points for one interview question ('For "why sales?": ...'), the one the ask is about.
  const questions = card.points.filter((p) => p.startsWith('For "'))
  const fit = pointsFor(questions, ask, 1, 0, topicWordsOf(card))
  const point =
    card.points.find(
      (p) => quotesAsked(p, ask) || (card.area === 'triage' && /\binterviews\b/.test(p)),
    ) ?? (fit.asked > 0 ? fit.points[0] : undefined)
  return assemble(
    [
      withName(name, 'here is how that answer would land:'),
      bullets(feedbackOn(answer, false)),
      point,
    ],
    'Say it out loud once with the changes, then try it on a friend or in a mock interview.',
  )
}

function introFor(
  turn: MockTurn,
  message: string,
  name: string | undefined,
  forRole: string,
  asked: number,
): (string | undefined)[] {
  if (turn.answers) {
    return [
      `${name === undefined ? 'Here' : `${name}, here`} is my feedback on your answer:`,
      bullets(feedbackOn(message)),
    ]
  }
  if (asked > 0) return [withName(name, 'Here is the next one.')]
  return [
    withName(
      name,
      `Let’s run a mock interview${forRole}. Answer as you would in the room; I’ll give feedback, then ask the next question.`,
    ),
  ]
}

function composeMockEnd(
  profile: CoachProfile,
  history: readonly ChatMessage[],
  asked: number,
): string {
  return assemble(
    [
      withName(
        profile.name,
        `Good practice: we covered ${asked} mock question${asked === 1 ? '' : 's'}.`,
      ),
      progressOnce(profile, history),
    ],
    'Rewrite the answer you felt least sure about with one number and a clear result, then say "mock interview" to try again.',
  )
}

const isMockQuestion = (m: ChatMessage) =>
  m.role === 'assistant' && m.content.includes(mockQuestionMarker)

/** The role of the mock under way, from the label of its last question ("(Account Executive)"). */
function mockRoleIn(history: readonly ChatMessage[]): RoleId | undefined {
  const last = history.findLast(isMockQuestion)
  const title = last === undefined ? undefined : /\d+ \(([^)]+)\):\*\*/.exec(last.content)?.[1]
  return Object.values(roles).find((r) => r.title === title)?.id
}

/** Asks real interview questions for the role asked about, with feedback on each answer. */
export function composeMock(
  turn: MockTurn,
  message: string,
  profile: CoachProfile,
  history: readonly ChatMessage[],
): string {
  const asked = history.filter(isMockQuestion).length
  if (turn.ends) return composeMockEnd(profile, history, asked)
  // The role the person asks to practise for ("a mock interview for an SDR role") beats the
  // plan's target, and stays for the whole mock.
  const mentioned: RoleId | undefined = rolesMentioned(message)[0] ?? mockRoleIn(history)
  const role = (mentioned === undefined ? undefined : getRole(mentioned)) ?? profile.targetRole
  const { questions: byRole } = mockTable
  const questions = role ? [...byRole[role.id], ...byRole.general] : byRole.general
  const question = questions[asked % questions.length] ?? ''
  const forRole = role === undefined ? '' : ` for **${role.title}**`
  const label = role === undefined ? '' : ` (${role.title})`
  return assemble(
    [
      ...introFor(turn, message, profile.name, forRole, asked),
      `${mockQuestionMarker} ${asked + 1}${label}:** ${question}`,
    ],
    `${mockTable.action} Say "stop" to end the mock.`,
  )
}
