import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardFileSchema } from './card-schema'

const dir = new URL('../data/cards/', import.meta.url)
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, dir), 'utf8'))

describe('the card files', () => {
  it.each(files)('%s follows the card schema', (file) => {
    const parsed = cardFileSchema.safeParse(read(file))
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('refuses a card with an unknown field, so a typo is never silently ignored', () => {
    const [card] = cardFileSchema.parse(read(files[0] ?? ''))
    expect(cardFileSchema.safeParse([{ ...card, askback: 'typo' }]).success).toBe(false)
  })

  it('compiles every script variant pattern', () => {
    const patterns = files.flatMap((file) =>
      cardFileSchema.parse(read(file)).flatMap((card) => card.scriptVariants ?? []),
    )
    expect(patterns.length).toBeGreaterThan(0)
    for (const { when } of patterns) expect(() => new RegExp(when)).not.toThrow()
  })
})
