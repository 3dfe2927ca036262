import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { topicFileSchema } from './app-and-mock'

const file: unknown = JSON.parse(readFileSync(new URL('data/topics.json', import.meta.url), 'utf8'))

describe('the topics file', () => {
  it('follows its schema', () => {
    expect(topicFileSchema.safeParse(file).error?.issues ?? []).toEqual([])
  })

  it('refuses an app help topic the composer does not know, so a typo never goes unanswered silently', () => {
    const data = topicFileSchema.parse(file)
    const [first, ...rest] = data.app.topics
    const broken = { ...data, app: { ...data.app, topics: [{ ...first, id: 'Credits' }, ...rest] } }
    expect(topicFileSchema.safeParse(broken).success).toBe(false)
  })
})
