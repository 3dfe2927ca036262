import { afterEach, describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import type { Reader } from './reader/compiled-reader'
import { useReaderForEvaluation } from './reader/shipped-reader'
import { answerOffline } from './offline-coach'

/** A reader that places one message on the given cards, and everything else on pipeline. */
function fakeReader(message: string, readings: Record<string, number>): Reader {
  const labels = [...Object.keys(readings), 'pipeline_management']
  return {
    labels,
    read: (text) =>
      text.trim() === message
        ? Object.entries(readings).map(([label, p]) => ({ label, p }))
        : [{ label: 'pipeline_management', p: 1 }],
  }
}

const drained = 'lately i feel like a ghost walking through my own days'

describe('the second reader opens distress mode where no sign phrase does', () => {
  afterEach(() => useReaderForEvaluation(undefined))

  it('answers with care when the reader places the message on the care cards', () => {
    useReaderForEvaluation(fakeReader(drained, { distress_general: 0.2, burnout: 0.2 }))
    const reply = answerOffline({ message: drained, history: [], context: mayaContext })
    expect(reply.situation).toBe('distress_general')
    expect(reply.text).toMatch(/doctor|counsel|therapist|friend|support|assistance/i)
    expect(reply.text).not.toMatch(/credits|unlock/i)
  })

  it('asks which reading fits when the reader gives the care cards little weight', () => {
    useReaderForEvaluation(fakeReader(drained, { distress_general: 0.1, low_confidence: 0.9 }))
    const reply = answerOffline({ message: drained, history: [], context: mayaContext })
    expect(reply.clarifying).toBe(true)
    expect(reply.text).toMatch(/low confidence/i)
  })
})

describe('a feeling said of oneself opens distress mode without a listed phrase', () => {
  const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })

  it.each([
    'honestly ive been feeling so empty lately',
    'i wake up exhausted and everything feels pointless',
    'i lie awake every night and dread going in',
  ])('meets "%s" with care, not a topic card', (message) => {
    const reply = ask(message)
    // The burnout card is written for this feeling and answers it the first time itself.
    expect(['distress_general', 'burnout']).toContain(reply.situation)
    expect(reply.text).not.toMatch(/credits|unlock|quota/i)
  })

  it('reads a feeling about a task as that task, not as distress', () => {
    expect(ask('im terrible at cold calling, how do I get better').situation).not.toBe(
      'distress_general',
    )
    expect(ask('I get so anxious before every cold call').situation).not.toBe('distress_general')
  })
})
