import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/domain/coaching'
import { currentSitting, sittingGapMs } from './coach-sitting'

const start = Date.parse('2026-03-02T09:00:00.000Z')

function at(minutes: number, content: string): ChatMessage {
  const timestamp = new Date(start + minutes * 60_000).toISOString()
  return { id: content, role: 'assistant', content, timestamp }
}

describe('currentSitting', () => {
  it('keeps a whole conversation of many turns', () => {
    const messages = Array.from({ length: 18 }, (_, i) => at(i * 2, `m${String(i)}`))
    expect(currentSitting(messages)).toHaveLength(18)
  })

  it('starts after the last long pause, so yesterday’s answers may be said again', () => {
    const gap = sittingGapMs / 60_000 + 1
    const messages = [at(0, 'old'), at(1, 'old reply'), at(1 + gap, 'new'), at(2 + gap, 'reply')]
    expect(currentSitting(messages).map((m) => m.content)).toEqual(['new', 'reply'])
  })

  it('is empty for no messages', () => {
    expect(currentSitting([])).toEqual([])
  })
})
