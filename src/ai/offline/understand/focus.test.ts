import { describe, expect, it } from 'vitest'
import { focusOf } from './index'

const backstory =
  'I have been in sales for three years and moved from car sales to B2B software, which I thought suited me better.'
const wordsIn = (text: string) => text.split(/\s+/).length

describe('focusOf: the asking part of a long post', () => {
  it('is empty for a short message, which counts as a whole', () => {
    expect(focusOf('How do I ask for a raise?', 6)).toBe('')
  })

  it('keeps the questions and drops the backstory', () => {
    const post = `${backstory} How do I ask my manager for the promotion criteria?`
    const focus = focusOf(post, wordsIn(post))
    expect(focus).toContain('promotion criteria')
    expect(focus).not.toContain('car sales')
  })

  it('adds the sentence before an ask that names no topic ("Any thoughts?")', () => {
    const post = `${backstory} I cannot rule out that I am just not cut out for this. Do you have any thoughts?`
    const focus = focusOf(post, wordsIn(post))
    expect(focus).toContain('not cut out for this')
    expect(focus).not.toContain('car sales')
  })

  it('falls back to the last sentence when nothing asks', () => {
    const post = `${backstory} My quota went up by forty percent in July.`
    expect(focusOf(post, wordsIn(post))).toContain('quota went up')
  })
})
