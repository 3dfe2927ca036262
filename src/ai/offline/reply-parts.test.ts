import { describe, expect, it } from 'vitest'
import { withName } from './reply-parts'

describe('a sentence after the person’s name', () => {
  it('lowers an article even before an acronym: "Sam, a PIP soon after ..."', () => {
    expect(withName('Sam', 'A PIP soon after leave can be retaliation.')).toBe(
      'Sam, a PIP soon after leave can be retaliation.',
    )
  })

  it('keeps a proper start and "I" as they are', () => {
    expect(withName('Sam', 'LinkedIn works best with a short note.')).toMatch(/^Sam, LinkedIn/)
    expect(withName('Sam', 'I would wait.')).toBe('Sam, I would wait.')
  })
})
