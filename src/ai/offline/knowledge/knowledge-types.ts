import type { AppHelpTopicData } from './topic-schema'
import type { RoleId } from '@/domain/catalogue'
import type { CoachIntent, WeightedCue } from '@/domain/coaching'

/**
 * One topic of the offline coach's knowledge base. Pure data: the composer turns it into a
 * reply. Advice text never carries figures; every salary or stat comes from the catalogue.
 */
export interface IntentKnowledge {
  intent: CoachIntent
  /** Phrases and stems that signal the topic, with weights (4 decisive ... 1 weak). */
  cues: readonly WeightedCue[]
  /** The role whose catalogue facts frame the answer; 'target' means the user's target role. */
  focusRole?: RoleId | 'target'
  /** Other roles to summarise in one line each (title, salary, demand), e.g. for a pivot. */
  factRoles?: readonly RoleId[]
  /** First line; the user's first name is put in front when known. */
  opener: string
  /** Advice bullets. */
  points: readonly string[]
  /** Roadmaps to search after the answer's own role, for skills taught there (e.g. sdr for calls). */
  resourceRoles?: readonly RoleId[]
  /** Words that find a fitting roadmap step or resource in the catalogue for the next action. */
  resourceCues?: readonly string[]
  /** The concrete next action when no catalogue step or resource fits. */
  fallbackAction: string
}

export type AppHelpTopicId = AppHelpTopicData['id']

export interface AppHelpTopic {
  id: AppHelpTopicId
  cues: readonly WeightedCue[]
  lines: readonly string[]
  /** Lists the catalogue's earn actions under the lines. */
  listEarnActions?: boolean
  action: string
}
