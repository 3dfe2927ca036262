import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { topicFileSchema } from './topic-schema'

const file: unknown = JSON.parse(
  readFileSync(new URL('../data/topics.json', import.meta.url), 'utf8'),
)

describe('the topics file', () => {
  it('follows its schema', () => {
    expect(topicFileSchema.safeParse(file).error?.issues ?? []).toEqual([])
  })

  it('refuses an intent the coach does not know, so a typo never goes unanswered silently', () => {
    const data = topicFileSchema.parse(file)
    const [first, ...rest] = data.topics
    const broken = { ...data, topics: [{ ...first, intent: 'sdr_to_AE' }, ...rest] }
    expect(topicFileSchema.safeParse(broken).success).toBe(false)
  })
})
