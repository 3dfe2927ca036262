import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { draftFileSchema, draftKinds, filled } from './draft-table'

const file: unknown = JSON.parse(readFileSync(new URL('data/drafts.json', import.meta.url), 'utf8'))
const values = {
  name: 'Sam',
  company: '{target}',
  current: 'SDR',
  target: 'Account Executive',
  strengths: 'grit',
  progress: 'on track',
  toBuyer: '',
  aTarget: 'an Account Executive',
}

describe('the drafts (data/drafts.json)', () => {
  it('follow their schema, one entry per draft kind', () => {
    const parsed = draftFileSchema.parse(file)
    expect(Object.keys(parsed.drafts)).toEqual([...draftKinds])
  })

  it('refuse a placeholder the code does not fill, and a missing kind', () => {
    const parsed = draftFileSchema.parse(file)
    const broken = {
      ...parsed,
      drafts: { ...parsed.drafts, cold_email: { ...parsed.drafts.cold_email, quote: '{buyer}' } },
    }
    expect(draftFileSchema.safeParse(broken).success).toBe(false)
    const { cold_email: _dropped, ...fewer } = parsed.drafts
    expect(draftFileSchema.safeParse({ ...parsed, drafts: fewer }).success).toBe(false)
  })

  it('fill each placeholder once: a typed company is not read as a placeholder', () => {
    expect(filled('{name} at {company} for {aTarget}', values)).toBe(
      'Sam at {target} for an Account Executive',
    )
  })
})
