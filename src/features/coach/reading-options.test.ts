import { describe, expect, it } from 'vitest'
import { readingOptions } from './reading-options'

const clarifying = [
  'I want to answer the right question. Do you mean:',
  '- **burnout**',
  '- **nerves about cold calling**',
  'Tell me which, or add a sentence about your situation, and I will be specific.',
].join('\n\n')

describe('readingOptions', () => {
  it('lists the readings of a clarifying reply, in order', () => {
    expect(readingOptions(clarifying)).toEqual(['burnout', 'nerves about cold calling'])
  })

  it('offers nothing for an answer whose list happens to be bold', () => {
    const answer = [
      'Here is the plan:',
      '- **Ask for the criteria**',
      '- **Book the review**',
    ].join('\n\n')
    expect(readingOptions(answer)).toEqual([])
  })

  it('offers nothing when only one reading is left', () => {
    expect(readingOptions(clarifying.replace('- **burnout**', ''))).toEqual([])
  })
})
