import { describe, expect, it } from 'vitest'
import cuesJson from './data/work-cues.json' with { type: 'json' }
import { askGoesToWork, textGoesToWork, workCues, workCuesSchema } from './work-cues'

describe('the cues that a text goes to someone the writer works with, as data', () => {
  it('data/work-cues.json matches the schema', () => {
    expect(() => workCuesSchema.parse(cuesJson)).not.toThrow()
  })

  it('reads the asks it must and leaves the prospecting ones', () => {
    for (const ask of workCues.examples.ask.hit) expect(askGoesToWork(ask), ask).toBe(true)
    for (const ask of workCues.examples.ask.miss) expect(askGoesToWork(ask), ask).toBe(false)
  })

  it('reads the texts it must and leaves the prospecting ones', () => {
    for (const text of workCues.examples.text.hit) expect(textGoesToWork(text), text).toBe(true)
    for (const text of workCues.examples.text.miss) expect(textGoesToWork(text), text).toBe(false)
  })

  it('lets "*" stand for one to four words: "following up on the summer hours idea"', () => {
    expect(textGoesToWork('Following up on the new territory split idea.')).toBe(true)
    expect(
      textGoesToWork('Following up on the idea you and the whole board discussed last year.'),
    ).toBe(false)
  })
})
