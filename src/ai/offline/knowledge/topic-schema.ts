import { z } from 'zod'
import { cueGroupSchema as cueGroup } from '../cue-groups'
import { roleIds } from '@/domain/catalogue'
import { coachIntentIds } from '@/domain/coaching'

const topicSchema = z.strictObject({
  intent: z.enum(coachIntentIds),
  cues: z.array(cueGroup),
  focusRole: z.enum([...roleIds, 'target']).optional(),
  factRoles: z.array(z.enum(roleIds)).optional(),
  opener: z.string().min(1),
  points: z.array(z.string().min(1)),
  resourceRoles: z.array(z.enum(roleIds)).optional(),
  resourceCues: z.array(z.string()).optional(),
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
