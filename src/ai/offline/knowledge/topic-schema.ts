import { z } from 'zod'
import { cueGroupSchema as cueGroup } from '../cue-groups'
import { roleIds } from '@/domain/catalogue'
import { coachIntentIds } from '@/domain/coaching'

/**
 * One topic of the offline coach's knowledge base. Pure data: the composer turns it into a
 * reply. Advice text never carries figures; every salary or stat comes from the catalogue.
 */
const topicSchema = z.strictObject({
  intent: z.enum(coachIntentIds),
  /** Phrases and stems that signal the topic, with weights (4 decisive ... 1 weak). */
  cues: z.array(cueGroup),
  /** The role whose catalogue facts frame the answer; 'target' means the user's target role. */
  focusRole: z.enum([...roleIds, 'target']).optional(),
  /** Other roles to summarise in one line each (title, salary, demand), e.g. for a pivot. */
  factRoles: z.array(z.enum(roleIds)).optional(),
  /** First line; the user's first name is put in front when known. */
  opener: z.string().min(1),
  /** Advice bullets. */
  points: z.array(z.string().min(1)),
  /** Roadmaps to search after the answer's own role, for skills taught there (e.g. sdr for calls). */
  resourceRoles: z.array(z.enum(roleIds)).optional(),
  /** Words that find a fitting roadmap step or resource in the catalogue for the next action. */
  resourceCues: z.array(z.string()).optional(),
  /** The concrete next action when no catalogue step or resource fits. */
  fallbackAction: z.string().min(1),
})

const appHelpTopicSchema = z.strictObject({
  id: z.enum([
    'diagnostic',
    'target',
    'account',
    'roadmap',
    'credits',
    'offline',
    'on_device',
    'resume',
    'overview',
  ]),
  cues: z.array(cueGroup),
  lines: z.array(z.string().min(1)),
  /** Lists the catalogue's earn actions under the lines. */
  listEarnActions: z.boolean().optional(),
  action: z.string().min(1),
})

/** `data/topics.json`: the intent topics in tie-breaking order, app help, and mock questions. */
export const topicFileSchema = z.strictObject({
  topics: z.array(topicSchema),
  appHelp: z.array(appHelpTopicSchema),
  mockQuestions: z.record(z.enum([...roleIds, 'general']), z.array(z.string().min(1))),
})

export type TopicData = z.infer<typeof topicSchema>
export type AppHelpTopicData = z.infer<typeof appHelpTopicSchema>
