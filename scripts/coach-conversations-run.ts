import type { CoachContext, CoachInput } from '../src/ai/coach-engine'
import { answerOffline } from '../src/ai/offline/offline-coach'
import type { ChatMessage } from '../src/domain/coaching'
import {
  categoryOf,
  type Conversation,
  type ConversationTurn,
} from '../tests/coach-conversations/conversation-set'
import { contexts, mentions, normalise } from './coach-eval-run'

/**
 * Plays the scripted conversations (tests/coach-conversations) against the offline coach, turn by
 * turn, and scores every reply. Loaded by scripts/coach-conversations.mjs through a Vite module
 * server. Each user message and Becky's reply are appended to the history, as the chat does.
 */

/** A fixed start so the history's timestamps never depend on the clock; one minute per message. */
const fixedStart = Date.parse('2026-01-05T09:00:00.000Z')

function message(
  conversationId: string,
  index: number,
  role: ChatMessage['role'],
  content: string,
): ChatMessage {
  return {
    id: `${conversationId}-m${String(index)}`,
    role,
    content,
    timestamp: new Date(fixedStart + index * 60_000).toISOString(),
  }
}

/** Phrases that acknowledge how the person feels; a clarifying menu without one is not handling distress. */
const acknowledgements = [
  'sorry',
  'sounds',
  "that's a lot",
  'that is a lot',
  'hard',
  'heavy',
  'rough',
  'brutal',
  'exhausting',
  'understandable',
  'makes sense',
  'not alone',
  'i hear',
  'awful',
  'painful',
  'tough',
]

/** Sentences shorter than this are too generic to count as a repeat ("Good luck.", "Here is one."). */
const minimumSentenceLength = 25

/** Sentences of a reply, split on . ! ? and newlines, without bullet markers, whitespace collapsed. */
export function sentencesOf(text: string): string[] {
  return normalise(text)
    .split(/[.!?\n]+/)
    .map((part) =>
      part
        .replace(/^\s*(?:[-*•·–—>]+|\d+[.)]|[a-z][.)])\s+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.length >= minimumSentenceLength)
}

export interface TurnResult {
  conversationId: string
  category: string
  index: number
  user: string
  thread: readonly string[]
  situation: string
  readings: readonly string[]
  clarifying: boolean
  onThread: boolean
  /** Groups of mustMention none of whose phrases the reply contains; null when the turn has none. */
  missingGroups: string[][] | null
  violations: string[]
  /** Sentences of this reply that already appeared word for word in an earlier reply. */
  repeated: string[]
  distress: boolean
  /** For a distress turn: mustMention and mustNot pass and it is not a bare clarifying menu. */
  handled: boolean | null
  text: string
  ms: number
}

function ask(input: CoachInput) {
  const started = performance.now()
  const answer = answerOffline(input)
  return { answer, ms: performance.now() - started }
}

function scoreTurn(
  conversation: Conversation,
  turn: ConversationTurn,
  index: number,
  reply: ReturnType<typeof answerOffline>,
  ms: number,
  earlierSentences: ReadonlySet<string>,
): TurnResult {
  const text = normalise(reply.text)
  const onThread =
    turn.thread.includes(reply.situation) ||
    (reply.clarifying && reply.readings.some((id) => turn.thread.includes(id)))
  const missingGroups =
    turn.mustMention === undefined
      ? null
      : turn.mustMention.filter((group) => !group.some((phrase) => mentions(text, phrase)))
  const violations = (turn.mustNot ?? []).filter((phrase) => mentions(text, phrase))
  const repeated = sentencesOf(reply.text).filter((sentence) => earlierSentences.has(sentence))
  const distress = turn.distress === true
  const acknowledged = acknowledgements.some((phrase) => mentions(text, phrase))
  const handled = distress
    ? (missingGroups?.length ?? 0) === 0 &&
      violations.length === 0 &&
      !(reply.clarifying && !acknowledged)
    : null
  return {
    conversationId: conversation.id,
    category: categoryOf(conversation.id),
    index,
    user: turn.user,
    thread: turn.thread,
    situation: reply.situation,
    readings: reply.readings,
    clarifying: reply.clarifying,
    onThread,
    missingGroups,
    violations,
    repeated,
    distress,
    handled,
    text: reply.text,
    ms,
  }
}

/** Feeds one conversation's turns in order, each with the history so far. */
export function playConversation(conversation: Conversation, context: CoachContext): TurnResult[] {
  const history: ChatMessage[] = []
  const seen = new Set<string>()
  const results: TurnResult[] = []
  conversation.turns.forEach((turn, index) => {
    const { answer, ms } = ask({ message: turn.user, history: [...history], context })
    results.push(scoreTurn(conversation, turn, index, answer, ms, seen))
    for (const sentence of sentencesOf(answer.text)) seen.add(sentence)
    history.push(message(conversation.id, history.length, 'user', turn.user))
    history.push(message(conversation.id, history.length, 'assistant', answer.text))
  })
  return results
}

export interface PartFigures {
  conversations: number
  turns: number
  onThread: number
  mustMentionTurns: number
  mustMentionPassed: number
  mustNotViolations: number
  violatingTurns: number
  repeatedSentences: number
  repeatingReplies: number
  distressTurns: number
  distressHandled: number
  clarifying: number
  p50Ms: number
  p95Ms: number
  byCategory: Record<string, { turns: number; onThread: number }>
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  return sorted[index] ?? 0
}

export function figuresOf(conversations: number, results: readonly TurnResult[]): PartFigures {
  const times = results.map((r) => r.ms).sort((a, b) => a - b)
  const withMention = results.filter((r) => r.missingGroups !== null)
  const byCategory: PartFigures['byCategory'] = {}
  for (const r of results) {
    const entry = (byCategory[r.category] ??= { turns: 0, onThread: 0 })
    entry.turns += 1
    if (r.onThread) entry.onThread += 1
  }
  return {
    conversations,
    turns: results.length,
    onThread: results.filter((r) => r.onThread).length,
    mustMentionTurns: withMention.length,
    mustMentionPassed: withMention.filter((r) => r.missingGroups?.length === 0).length,
    mustNotViolations: results.reduce((sum, r) => sum + r.violations.length, 0),
    violatingTurns: results.filter((r) => r.violations.length > 0).length,
    repeatedSentences: results.reduce((sum, r) => sum + r.repeated.length, 0),
    repeatingReplies: results.filter((r) => r.repeated.length > 0).length,
    distressTurns: results.filter((r) => r.distress).length,
    distressHandled: results.filter((r) => r.handled === true).length,
    clarifying: results.filter((r) => r.clarifying).length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    byCategory,
  }
}

/**
 * Plays every conversation `rounds` times; the first round warms up, results and timings come
 * from the last. The coach is deterministic for a given history, so rounds only steady the timing.
 */
export function evaluateConversations(
  conversations: readonly Conversation[],
  rounds = 3,
): { figures: PartFigures; results: TurnResult[] } {
  let results: TurnResult[] = []
  for (let round = 0; round < rounds; round += 1) {
    results = conversations.flatMap((conversation) => {
      const context = contexts[conversation.context]
      if (context === undefined) throw new Error(`No context named ${conversation.context}`)
      return playConversation(conversation, context)
    })
  }
  return { figures: figuresOf(conversations.length, results), results }
}

/** Whether a turn counts as a miss in the verbose listing. */
export function isMiss(r: TurnResult): boolean {
  return (
    !r.onThread ||
    (r.missingGroups?.length ?? 0) > 0 ||
    r.violations.length > 0 ||
    r.repeated.length > 0 ||
    r.handled === false
  )
}
