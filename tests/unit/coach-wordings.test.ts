import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import situationIds from '../coach-eval/situation-ids.json' with { type: 'json' }

/** The team's wording sets (tests/coach-eval/README.md, "Wording sets") stay well-formed. */

const known = z.string().refine((id) => situationIds.includes(id), 'unknown situation id')
const wordingSchema = z.array(
  z.object({ q: z.string().min(3), want: known, alt: z.array(known).optional() }).strict(),
)
const dir = new URL('../coach-eval/wordings/', import.meta.url)
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))

describe('coach wording sets', () => {
  it('has the sets', () => {
    expect(files.length).toBeGreaterThanOrEqual(7)
  })

  it.each(files)('%s has known situations and no message twice', (file) => {
    const items = wordingSchema.parse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')))
    expect(new Set(items.map((i) => i.q)).size).toBe(items.length)
    for (const item of items) expect(item.alt ?? []).not.toContain(item.want)
  })
})
