import { describe, expect, it } from 'vitest'
import devJson from '../coach-conversations/dev.json' with { type: 'json' }
import holdoutJson from '../coach-conversations/holdout.json' with { type: 'json' }
import {
  categories,
  categoryOf,
  conversationSetSchema,
  minimumPerCategory,
  splitOf,
} from '../coach-conversations/conversation-set'
import situationIds from '../coach-eval/situation-ids.json' with { type: 'json' }

/** The scripted conversation set (tests/coach-conversations/README.md) stays well-formed and split honestly. */

const dev = conversationSetSchema.parse(devJson)
const holdout = conversationSetSchema.parse(holdoutJson)
const all = [...dev, ...holdout]

describe('coach conversation set', () => {
  it('has valid conversations in both parts', () => {
    expect(conversationSetSchema.safeParse(devJson).success).toBe(true)
    expect(conversationSetSchema.safeParse(holdoutJson).success).toBe(true)
    expect(dev.length).toBeGreaterThan(0)
    expect(holdout.length).toBeGreaterThan(0)
  })

  it('labels every turn with known situation ids only', () => {
    for (const conversation of all)
      for (const turn of conversation.turns)
        for (const id of turn.thread) expect(situationIds).toContain(id)
  })

  it('keeps ids unique across both parts', () => {
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
  })

  it('puts each conversation in the part its seeded hash chooses', () => {
    for (const conversation of dev) expect(splitOf(conversation.id)).toBe('dev')
    for (const conversation of holdout) expect(splitOf(conversation.id)).toBe('holdout')
  })

  it('has 3 to 7 user turns per conversation and at least 44 conversations', () => {
    expect(all.length).toBeGreaterThanOrEqual(44)
    for (const conversation of all) {
      expect(conversation.turns.length).toBeGreaterThanOrEqual(3)
      expect(conversation.turns.length).toBeLessThanOrEqual(7)
    }
  })

  it('covers every category with at least its minimum number of conversations', () => {
    for (const category of categories) {
      const count = all.filter((c) => categoryOf(c.id) === category).length
      expect(count, category).toBeGreaterThanOrEqual(minimumPerCategory[category])
    }
  })

  it('has distress conversations with distress turns, two of them with a crisis turn', () => {
    const distress = all.filter((c) => categoryOf(c.id) === 'distress')
    for (const conversation of distress)
      expect(conversation.turns.some((t) => t.distress === true)).toBe(true)
    const crisis = distress.filter((c) =>
      c.turns.some((t) => t.distress === true && t.thread.includes('crisis_self_harm')),
    )
    expect(crisis.length).toBeGreaterThanOrEqual(2)
    const movesOn = distress.filter((c) => c.turns.at(-1)?.distress !== true)
    expect(movesOn.length).toBeGreaterThanOrEqual(2)
  })

  it('gives every distress turn a must-mention and keeps paid steps out of it', () => {
    for (const turn of all.flatMap((c) => c.turns).filter((t) => t.distress === true)) {
      expect(turn.mustMention?.length ?? 0).toBeGreaterThan(0)
      expect(turn.mustNot).toContain('unlock')
      expect(turn.mustNot).toContain('credits')
    }
  })

  it('never asks a reply to both contain and avoid the same phrase', () => {
    for (const turn of all.flatMap((c) => c.turns)) {
      const wanted = (turn.mustMention ?? []).flat()
      for (const phrase of turn.mustNot ?? []) expect(wanted).not.toContain(phrase)
    }
  })

  it('rejects an unknown situation, an upper-case phrase and a two-turn conversation', () => {
    const base = all[0]
    expect(base).toBeDefined()
    if (base === undefined) return
    const turn = base.turns[0]
    expect(turn).toBeDefined()
    if (turn === undefined) return
    const withTurn = (t: object) => [{ ...base, turns: [t, ...base.turns.slice(1)] }]
    expect(
      conversationSetSchema.safeParse(withTurn({ ...turn, thread: ['made_up'] })).success,
    ).toBe(false)
    expect(
      conversationSetSchema.safeParse(withTurn({ ...turn, mustNot: ['Unlock'] })).success,
    ).toBe(false)
    expect(
      conversationSetSchema.safeParse([{ ...base, turns: base.turns.slice(0, 2) }]).success,
    ).toBe(false)
  })
})
