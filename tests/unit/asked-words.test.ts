import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { askedWordTable } from '@/ai/offline/understand/asked-words'
import table from '@/ai/offline/understand/asked-words.json' with { type: 'json' }
import { fitWith, questionFit } from '@/ai/offline/understand/question-fit'
import { contentStems } from '@/ai/offline/understand/word-model'
import { evalSetSchema } from '../coach-eval/eval-set'

const part = (name: string) =>
  evalSetSchema.parse(
    JSON.parse(readFileSync(new URL(`../coach-eval/${name}.json`, import.meta.url), 'utf8')),
  )

describe("the coach's table of how people word each situation", () => {
  it('is built from the dev part as it stands (run npm run coach:words after changing it)', () => {
    expect(table).toEqual(askedWordTable(part('dev')))
  })

  it('holds no word that only the holdout uses', () => {
    const devStems = new Set(part('dev').flatMap((item) => contentStems(item.question)))
    const inTable = Object.values(table).flatMap((stems) => Object.keys(stems))
    expect(inTable.filter((stem) => !devStems.has(stem))).toEqual([])
  })

  it('counts each stem per situation', () => {
    const built = askedWordTable([
      {
        question: 'My commission was clawed back, and the commission plan changed',
        situation: 'a',
      },
      { question: 'Severance offered after the layoff', situation: 'b' },
    ])
    const [commission = ''] = contentStems('commission')
    expect(built.a?.[commission]).toBe(2)
    expect(Object.keys(built)).toEqual(['a', 'b'])
  })
})

describe('question fit', () => {
  const letter =
    'They put me on a performance plan with targets nobody on the team has ever hit, and HR ' +
    'sat in on the meeting. I have thirty days. Is this just paperwork before they let me go?'

  it("moves a letter toward the situation whose askers used the letter's words", () => {
    const without = fitWith({})(letter)
    const withWords = fitWith({ pip: { [stemOf('paperwork')]: 10, [stemOf('meeting')]: 8 } })(
      letter,
    )
    expect(withWords.get('pip')).toBeGreaterThan(without.get('pip') ?? 0)
    const best = (fit: ReadonlyMap<string, number>) => [...fit].sort((a, b) => b[1] - a[1])[0]?.[0]
    expect(best(without)).not.toBe('pip')
    expect(best(withWords)).toBe('pip')
  })

  it('is 0 for every card when no word is known, and at most 1', () => {
    expect(Math.max(...questionFit('zzqx blorf').values())).toBe(0)
    expect(Math.max(...questionFit(letter).values())).toBeLessThanOrEqual(1)
  })
})

function stemOf(word: string): string {
  const [stem = ''] = contentStems(word)
  return stem
}
