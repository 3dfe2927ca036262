import { describe, expect, it } from 'vitest'
import devJson from '../coach-eval/dev.json' with { type: 'json' }
import { evalSetSchema, splitOf } from '../coach-eval/eval-set'
import holdoutJson from '../coach-eval/holdout.json' with { type: 'json' }
import { situationCards } from '@/ai/offline/situations'
import situationIds from '../coach-eval/situation-ids.json' with { type: 'json' }

/** The committed coach evaluation set (tests/coach-eval/README.md) stays well-formed and split honestly. */

const dev = evalSetSchema.parse(devJson)
const holdout = evalSetSchema.parse(holdoutJson)
const all = [...dev, ...holdout]

describe('coach evaluation set', () => {
  it('has valid items in both parts', () => {
    expect(evalSetSchema.safeParse(devJson).success).toBe(true)
    expect(evalSetSchema.safeParse(holdoutJson).success).toBe(true)
    expect(dev.length).toBeGreaterThan(0)
    expect(holdout.length).toBeGreaterThan(0)
  })

  it('lists exactly the situations the coach has a card for', () => {
    expect([...situationIds].sort()).toEqual(situationCards.map((card) => card.id).sort())
  })

  it('labels every item with a known situation id, listed once', () => {
    expect(new Set(situationIds).size).toBe(situationIds.length)
    for (const item of all) expect(situationIds).toContain(item.situation)
  })

  it('labels every item with its acceptable neighbours: known ids, never its own, each once', () => {
    for (const item of all) {
      const acceptable = item.acceptable
      expect(acceptable, item.id).toBeDefined()
      for (const id of acceptable ?? []) expect(situationIds, item.id).toContain(id)
      expect(acceptable, item.id).not.toContain(item.situation)
      expect(new Set(acceptable).size, item.id).toBe(acceptable?.length)
    }
  })

  it('keeps ids unique across both parts and each question once', () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length)
    const questions = all.map((item) => item.question.trim().toLowerCase())
    expect(new Set(questions).size).toBe(questions.length)
  })

  it('puts each item in the part its seeded hash chooses, so the holdout cannot be hand-picked', () => {
    for (const item of dev) expect(splitOf(item.id)).toBe('dev')
    for (const item of holdout) expect(splitOf(item.id)).toBe('holdout')
  })

  it('never asks a reply to both contain and avoid the same phrase', () => {
    for (const item of all) {
      const wanted = item.mustMention.flat()
      for (const phrase of item.mustNot) expect(wanted).not.toContain(phrase)
    }
  })

  it('gives follow-up dialogues a history that ends with the assistant', () => {
    for (const item of all.filter((i) => i.history !== undefined)) {
      expect(item.history?.at(-1)?.role).toBe('assistant')
    }
  })

  it('rejects an unknown situation and an upper-case phrase', () => {
    const base = all[0]
    expect(base).toBeDefined()
    if (base === undefined) return
    expect(evalSetSchema.safeParse([{ ...base, situation: 'made_up' }]).success).toBe(false)
    expect(evalSetSchema.safeParse([{ ...base, mustNot: ['Unlock'] }]).success).toBe(false)
  })

  it('rejects an acceptable list with an unknown id, the item’s own situation or a repeat', () => {
    const base = all[0]
    expect(base).toBeDefined()
    if (base === undefined) return
    const other = situationIds.find((id) => id !== base.situation) ?? ''
    const parse = (acceptable: string[]) => evalSetSchema.safeParse([{ ...base, acceptable }])
    expect(parse([]).success).toBe(true)
    expect(parse([other]).success).toBe(true)
    expect(parse(['made_up']).success).toBe(false)
    expect(parse([base.situation]).success).toBe(false)
    expect(parse([other, other]).success).toBe(false)
  })
})
