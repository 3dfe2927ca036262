import type { CoachIntent } from '@/domain/coaching'
import { appHelp } from './app-help'
import { careerMoves } from './career-moves'
import { conversationTopics } from './conversation'
import { growthTopics } from './growth'
import { interviewTopics } from './interviews'
import type { IntentKnowledge } from './knowledge-types'
import { roleTopics } from './roles'
import { salesSkills } from './sales-skills'

export type { IntentKnowledge } from './knowledge-types'
export { appHelpTopics, type AppHelpTopic, type AppHelpTopicId } from './app-help'
export { mockQuestions, mockQuestionMarker } from './mock-questions'

/** The whole knowledge base. Order breaks ties in intent scores: more specific topics first. */
export const knowledgeBase: readonly IntentKnowledge[] = [
  ...interviewTopics,
  ...careerMoves,
  ...growthTopics,
  ...roleTopics,
  ...salesSkills,
  appHelp,
  ...conversationTopics,
]

const byIntent = new Map<CoachIntent, IntentKnowledge>(knowledgeBase.map((k) => [k.intent, k]))

export function knowledgeFor(intent: CoachIntent): IntentKnowledge {
  const entry = byIntent.get(intent) ?? byIntent.get('unknown')
  if (!entry) throw new Error('knowledge base has no unknown entry')
  return entry
}
