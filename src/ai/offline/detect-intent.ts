import type { ChatMessage, CoachIntent } from '@/domain/coaching'
import { normalizeText, scoreCues, wordCount } from '@/domain/coaching'
import { knowledgeBase, mockQuestionMarker } from './knowledge'

export interface IntentMatch {
  intent: CoachIntent
  score: number
  /** The next best topic, used to focus resources (e.g. books about discovery). */
  runnerUp?: CoachIntent
  /** True when the message answers Becky's previous mock question. */
  answersMock: boolean
  /** True when the user ends a mock interview. */
  endsMock?: boolean
}

/** A topic needs at least this score; below it the message is 'unknown'. */
export const minIntentScore = 2
/**
 * Answers to mock questions are full of sales words, so during a mock a message counts as an
 * answer unless it is a short question on a clear topic, or says to stop.
 */
const newQuestionScore = 4
const newQuestionMaxWords = 20
const stopMockCues = [' stop ', ' end the mock ', ' enough ', ' quit the mock ', ' done practi']

function rank(message: string): { intent: CoachIntent; score: number }[] {
  const normalized = normalizeText(message)
  return knowledgeBase
    .map((k, order) => ({ intent: k.intent, score: scoreCues(normalized, k.cues), order }))
    .filter((r) => r.score >= minIntentScore)
    .sort((a, b) => b.score - a.score || a.order - b.order)
}

function lastAssistantAskedMock(history: readonly ChatMessage[]): boolean {
  const last = [...history].reverse().find((m) => m.role === 'assistant')
  return last?.content.includes(mockQuestionMarker) ?? false
}

/** The topic of a message; history lets a reply to a mock question count as an answer. */
export function detectIntent(message: string, history: readonly ChatMessage[] = []): IntentMatch {
  const ranked = rank(message)
  const best = ranked[0]
  const runnerUp = ranked.find((r) => r.intent !== best?.intent)?.intent
  if (lastAssistantAskedMock(history)) {
    const normalized = normalizeText(message)
    const asksElsewhere =
      best !== undefined &&
      best.intent !== 'mock_interview' &&
      best.score >= newQuestionScore &&
      normalized.includes(' ? ') &&
      wordCount(message) <= newQuestionMaxWords
    if (stopMockCues.some((cue) => normalized.includes(cue))) {
      return { intent: 'mock_interview', score: 0, answersMock: false, endsMock: true }
    }
    if (!asksElsewhere && best?.intent !== 'thanks') {
      return {
        intent: 'mock_interview',
        score: best?.score ?? 0,
        runnerUp,
        answersMock: best?.intent !== 'mock_interview',
      }
    }
  }
  if (!best) return { intent: 'unknown', score: 0, answersMock: false }
  return { intent: best.intent, score: best.score, runnerUp, answersMock: false }
}
