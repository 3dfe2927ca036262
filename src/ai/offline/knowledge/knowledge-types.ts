import type { AppHelpTopicData, TopicData } from './topic-schema'
import type { WeightedCue } from '@/domain/coaching'

/** A topic of the knowledge base (topic-schema.ts documents each field), its cues expanded. */
export type IntentKnowledge = Omit<TopicData, 'cues'> & { cues: readonly WeightedCue[] }

export type AppHelpTopicId = AppHelpTopicData['id']

/** A sub-topic of app help, its cues expanded. */
export type AppHelpTopic = Omit<AppHelpTopicData, 'cues'> & { cues: readonly WeightedCue[] }
