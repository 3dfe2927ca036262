import { describe, expect, it } from 'vitest'
import { followUpKind } from './follow-up'
import { normalise } from './normalise'

const kindOf = (message: string) => {
  const n = normalise(message)
  return followUpKind(n.text, n.words)
}

describe('a finished step', () => {
  it('is heard when the person did the thing suggested', () => {
    expect(kindOf('I did it')).toBe('did_it')
    expect(kindOf('just sent the email')).toBe('did_it')
    expect(kindOf('ok I finished that')).toBe('did_it')
  })

  it('is not heard in news about the person’s past', () => {
    expect(kindOf('I did 4 years in the Army, what sales jobs would fit me?')).toBeNull()
    expect(kindOf('I had an interview yesterday, how do I follow up?')).not.toBe('did_it')
  })
})
