import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { factFileSchema } from './facts-table'
import { replyFileSchema } from './reply-lines'

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`data/${file}`, import.meta.url), 'utf8'))

describe('the reply wording and facts files', () => {
  it('follow their schemas', () => {
    expect(replyFileSchema.safeParse(read('replies.json')).error?.issues ?? []).toEqual([])
    expect(factFileSchema.safeParse(read('facts.json')).error?.issues ?? []).toEqual([])
  })

  it('refuse a dispute ladder for a signal that does not exist, and a fact without a source', () => {
    const replies = replyFileSchema.parse(read('replies.json'))
    const ladder = replies.disputes.harassment
    const broken = { ...replies, disputes: { ...replies.disputes, harrasment: ladder } }
    expect(replyFileSchema.safeParse(broken).success).toBe(false)
    const facts = factFileSchema.parse(read('facts.json'))
    const [row] = facts.rows
    const noSource = { ...facts, rows: [{ ...row, source: '' }] }
    expect(factFileSchema.safeParse(noSource).success).toBe(false)
  })
})
