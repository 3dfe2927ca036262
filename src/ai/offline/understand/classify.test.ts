import { describe, expect, it } from 'vitest'
import { understand } from './index'

describe('classify: off-topic is for short asides only', () => {
  it('reads a one-line question about dinner as off-topic', () => {
    expect(understand('Any good recipe for dinner tonight?').ranked[0]?.card.id).toBe('off_topic')
  })

  it('never reads a long work story as off-topic because it mentions dinner or a car', () => {
    const story =
      'I have been an inside rep for two years and my numbers are fine, but every night at dinner ' +
      'I think about work, I sit in my car before going in, and I cannot tell whether it is this ' +
      'company or this career. My friends say to push through until the next review. What would you do?'
    expect(understand(story).ranked.map((r) => r.card.id)).not.toContain('off_topic')
  })

  it('never picks the glossary for a phrase it cannot define', () => {
    const ranked = understand(
      'My manager says I need to be more strategic. What does that even mean?',
    )
    expect(ranked.ranked.map((r) => r.card.id)).not.toContain('glossary_term')
    expect(understand('what does ARR stand for').ranked[0]?.card.id).toBe('glossary_term')
  })
})
