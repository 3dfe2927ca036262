import type { RoleId } from '@/domain/catalogue'
import type { CoachIntent } from '@/domain/coaching'
import topicFile from '../data/topics.json'
import { cuesFromGroups } from '../cue-groups'
import type { AppHelpTopic, IntentKnowledge } from './knowledge-types'
import { topicFileSchema } from './topic-schema'

export type { AppHelpTopic, AppHelpTopicId, IntentKnowledge } from './knowledge-types'

/** Marks a mock interview question in Becky's text, so the next message is read as the answer. */
export const mockQuestionMarker = '**Mock question'

const data = topicFileSchema.parse(topicFile)

/** The whole knowledge base. Order breaks ties in intent scores: more specific topics first. */
export const knowledgeBase: readonly IntentKnowledge[] = data.topics.map((topic) => ({
  ...topic,
  cues: cuesFromGroups(topic.cues),
}))

/** Sub-topics of app help, best cue score wins; 'overview' answers when none matches. */
export const appHelpTopics: readonly AppHelpTopic[] = data.appHelp.map((topic) => ({
  ...topic,
  cues: cuesFromGroups(topic.cues),
}))

/** Real questions hiring managers ask, by target role; 'general' serves every role. */
export const mockQuestions: Readonly<Record<RoleId | 'general', readonly string[]>> =
  data.mockQuestions

const byIntent = new Map<CoachIntent, IntentKnowledge>(knowledgeBase.map((k) => [k.intent, k]))

export function knowledgeFor(intent: CoachIntent): IntentKnowledge {
  const entry = byIntent.get(intent) ?? byIntent.get('unknown')
  if (!entry) throw new Error('knowledge base has no unknown entry')
  return entry
}
