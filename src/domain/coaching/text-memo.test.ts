import { describe, expect, it } from 'vitest'
import { textMemo } from './text-memo'

describe('textMemo', () => {
  it('computes a text once, and again only after the memo filled and was cleared', () => {
    const seen: string[] = []
    const upper = textMemo((text) => {
      seen.push(text)
      return text.toUpperCase()
    }, 2)
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A'])
    expect(seen).toEqual(['a', 'b'])
    upper('c')
    expect(upper('a')).toBe('A')
    expect(seen).toEqual(['a', 'b', 'c', 'a'])
  })
})
