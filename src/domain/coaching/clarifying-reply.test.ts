import { describe, expect, it } from 'vitest'
import { clarifyingCloser, clarifyingClosers, offeredReadings } from './clarifying-reply'

const clarifying = [
  'I want to answer the right question. Do you mean:',
  '- **burnout**',
  '- **nerves about cold calling**',
  clarifyingCloser,
].join('\n\n')

describe('the readings of a clarifying reply', () => {
  it('lists the readings of a clarifying reply, in order', () => {
    expect(offeredReadings(clarifying)).toEqual(['burnout', 'nerves about cold calling'])
  })

  it('offers nothing for an answer whose list happens to be bold', () => {
    const answer = [
      'Here is the plan:',
      '- **Ask for the criteria**',
      '- **Book the review**',
    ].join('\n\n')
    expect(offeredReadings(answer)).toEqual([])
  })

  it('reads the readings under every closer Becky varies between', () => {
    for (const closer of clarifyingClosers)
      expect(offeredReadings(clarifying.replace(clarifyingCloser, closer))).toHaveLength(2)
  })

  it('offers nothing when only one reading is left', () => {
    expect(offeredReadings(clarifying.replace('- **burnout**', ''))).toEqual([])
  })
})
