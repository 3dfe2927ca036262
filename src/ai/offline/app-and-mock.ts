import { z } from 'zod'
import { roleIds } from '@/domain/catalogue'
import topicFile from './data/topics.json' with { type: 'json' }
import { cueGroupSchema, cuesFromGroups } from './cue-groups'

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
  cues: z.array(cueGroupSchema),
  lines: z.array(z.string().min(1)),
  /** Lists the catalogue's earn actions under the lines. */
  listEarnActions: z.boolean().optional(),
  action: z.string().min(1),
})

const mockCheckSchema = z.strictObject({
  check: z.enum(['words', 'number', 'cues', 'noCues', 'ownPart', 'question']),
  min: z.number().int().positive().optional(),
  cues: z.array(z.string().min(1)).optional(),
  rolePlay: z.literal(true).optional(),
  pass: z.string().min(1).optional(),
  fail: z.string().min(1),
})
export type MockCheck = z.infer<typeof mockCheckSchema>

/** `data/topics.json`: the wording and tables of the app help, learning and mock interview cards. */
export const topicFileSchema = z.strictObject({
  $comment: z.string(),
  app: z.strictObject({ opener: z.string().min(1), topics: z.array(appHelpTopicSchema) }),
  learning: z.strictObject({ opener: z.string().min(1), points: z.array(z.string().min(1)) }),
  mock: z.strictObject({
    questions: z.record(z.enum([...roleIds, 'general']), z.array(z.string().min(1))),
    /** Phrases that ask for the next question rather than answer this one. */
    again: z.array(z.string().min(1)),
    stop: z.array(z.string().min(1)),
    action: z.string().min(1),
    checks: z.array(mockCheckSchema),
  }),
})

const data = topicFileSchema.parse(topicFile)

/** Sub-topics of app help, best cue score wins; 'overview' answers when none matches. */
export const appHelpTopics = data.app.topics.map((topic) => ({
  ...topic,
  cues: cuesFromGroups(topic.cues),
}))

export const { app, learning, mock: mockTable } = data
