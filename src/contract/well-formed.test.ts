import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonValueProblem, textProblem, wellFormedJson, wellFormedText } from './well-formed'

const limits = { maxDepth: 32, maxBytes: 64 * 1024 }
const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

describe('well-formed text', () => {
  it('removes NUL and replaces unpaired surrogates, keeping real pairs', () => {
    expect(wellFormedText('a\u0000b')).toBe('ab')
    expect(wellFormedText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz')
    expect(wellFormedText('smile \ud83d\ude00')).toBe('smile \ud83d\ude00')
    expect(wellFormedText('end\ud83d')).toBe('end\ufffd')
    expect(textProblem('a\u0000')).toMatch(/NUL/)
    expect(textProblem('a\udfff')).toMatch(/unpaired surrogate/)
    expect(textProblem('plain \ud83d\ude00')).toBeNull()
  })

  it('always gives text the sync server accepts', () => {
    const unit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n))
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        expect(textProblem(wellFormedText(text))).toBeNull()
      }),
      { numRuns: 500 },
    )
  })

  it('normalises every string and key of parsed JSON, without recursion, but not passwords', () => {
    const parsed = JSON.parse(
      '{"message":"hi\\u0000","list":["\\ud800",{"k\\u0000ey":1}],"password":"p\\u0000w"}',
    ) as unknown
    expect(wellFormedJson(parsed, (key) => key === 'password')).toEqual({
      message: 'hi',
      list: ['\ufffd', { key: 1 }],
      password: 'p\u0000w',
    })
    const renamed = wellFormedJson(JSON.parse('{"__proto\\u0000__":{"polluted":true}}') as object)
    expect(Object.getPrototypeOf(renamed)).toBe(Object.prototype)
    expect(Object.keys(renamed)).toEqual(['__proto__'])
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown
    expect(() => wellFormedJson(deep)).not.toThrow()
  })
})

describe('a value the sync server can store', () => {
  it('counts UTF-8 bytes as JSON.stringify writes them', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        const bytes = utf8Bytes(value)
        const problem = jsonValueProblem(value, { maxDepth: 64, maxBytes: bytes })
        if (!/unpaired|NUL/.test(problem ?? '')) expect(problem).toBeNull()
        if (bytes > 4 && problem === null) {
          expect(jsonValueProblem(value, { maxDepth: 64, maxBytes: bytes - 1 })).toMatch(/larger/)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('refuses NUL, unpaired surrogates, deep nesting, huge numbers and non-JSON', () => {
    expect(jsonValueProblem({ text: 'a\u0000' }, limits)).toMatch(/text holds a NUL/)
    expect(jsonValueProblem({ ['k\ud800']: 1 }, limits)).toMatch(/field name holds half/)
    expect(jsonValueProblem(JSON.parse('[1e400]'), limits)).toMatch(/number/)
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown
    expect(jsonValueProblem(deep, limits)).toMatch(/nested more than 32/)
    expect(jsonValueProblem(new Date(), limits)).toMatch(/plain JSON/)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(jsonValueProblem(cyclic, limits)).toMatch(/nested/)
    expect(jsonValueProblem({ note: 'é'.repeat(40_000) }, limits)).toMatch(/larger than 65536/)
    expect(jsonValueProblem({ ok: [1, 'two', null, true, { three: 3 }] }, limits)).toBeNull()
  })
})
