import { describe, expect, it } from 'vitest'
import { parseInline, parseSafeMarkdown } from './safe-markdown'

describe('parseInline', () => {
  it('finds bold spans and keeps the text between them', () => {
    expect(parseInline('Lead with **discovery**, then **close**.')).toEqual([
      { kind: 'text', text: 'Lead with ' },
      { kind: 'bold', text: 'discovery' },
      { kind: 'text', text: ', then ' },
      { kind: 'bold', text: 'close' },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves unclosed or empty markers as typed (a reply still streaming in)', () => {
    expect(parseInline('This is **import')).toEqual([{ kind: 'text', text: 'This is **import' }])
    expect(parseInline('a **** b')).toEqual([{ kind: 'text', text: 'a **** b' }])
    expect(parseInline('2 ** 3 ** 4')).toEqual([{ kind: 'text', text: '2 ** 3 ** 4' }])
  })

  it('treats HTML as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ])
  })
})

describe('parseSafeMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    const blocks = parseSafeMarkdown('First line\nsecond line\n\nNew paragraph')
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'New paragraph' }]] },
    ])
  })

  it("groups consecutive '- ' lines into one list, with bold inside items", () => {
    const blocks = parseSafeMarkdown(
      'Try this:\n- **Research** the buyer\n- Ask why\nThen book it.',
    )
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'paragraph'])
    expect(blocks[1]).toEqual({
      kind: 'list',
      items: [
        [
          { kind: 'bold', text: 'Research' },
          { kind: 'text', text: ' the buyer' },
        ],
        [{ kind: 'text', text: 'Ask why' }],
      ],
    })
  })

  it('does not turn other markdown (headings, links, numbered lists, dashes without a space) into markup', () => {
    const blocks = parseSafeMarkdown('# Title\n[link](javascript:alert(1))\n1. one\n-not a list')
    expect(blocks).toHaveLength(1)
    const [only] = blocks
    expect(only?.kind).toBe('paragraph')
    expect(only?.kind === 'paragraph' && only.lines.flat().every((p) => p.kind === 'text')).toBe(
      true,
    )
  })

  it('handles Windows line endings and empty input', () => {
    expect(parseSafeMarkdown('a\r\n\r\nb')).toHaveLength(2)
    expect(parseSafeMarkdown('   \n\n')).toEqual([])
  })
})
