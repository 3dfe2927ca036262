import { describe, expect, it } from 'vitest'
import { understand } from '@/ai/offline/understand'
import paraphrases from './fixtures/coach-paraphrases.json' with { type: 'json' }

/**
 * One or two questions per situation, written by the team in everyday words that appear nowhere in
 * the cue tables' sources (no eval item's phrasing). The coach must recognise each situation from
 * how people actually say it; this is the per-situation unit test issue 11 asks for.
 */
const items = paraphrases as [string, string][]

describe('situations recognised from everyday phrasing', () => {
  it.each(items)('%s: %s', (expected, question) => {
    const seen = understand(question)
    const got =
      seen.card?.id ??
      `(unclear: ${seen.ranked
        .map((r) => r.card.id)
        .slice(0, 2)
        .join(', ')})`
    expect(got).toBe(expected)
  })
})
