import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dialogueActs } from './dialogue-act'
import { actFileSchema, clauseFileSchema, patternSchema, ruleFileSchemas } from './rule-schemas'

const dir = new URL('../data/rules/', import.meta.url)
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, dir), 'utf8'))

describe('the rule files (data/rules)', () => {
  it('each have a schema, and every schema has its file', () => {
    expect(files.sort()).toEqual(Object.keys(ruleFileSchemas).sort())
  })

  it.each(files)('%s follows its schema (card ids from the typed list)', (file) => {
    const parsed = ruleFileSchemas[file]?.safeParse(read(file))
    expect(parsed?.error?.issues ?? []).toEqual([])
  })

  it('refuses an unknown card id, an unknown field and a pattern that does not compile', () => {
    const clauses = clauseFileSchema.parse(read('clauses.json'))
    const [rule] = clauses.rules
    const withRule = (r: unknown) => ({ ...clauses, rules: [r] })
    expect(clauseFileSchema.safeParse(withRule({ ...rule, card: 'manager_confict' })).success).toBe(
      false,
    )
    expect(clauseFileSchema.safeParse(withRule({ ...rule, wieght: 2 })).success).toBe(false)
    expect(patternSchema.safeParse(' (unclosed ').success).toBe(false)
    expect(patternSchema.safeParse(' (closed) ').success).toBe(true)
  })

  it('names only shared lists that exist', () => {
    const clauses = clauseFileSchema.parse(read('clauses.json'))
    const refs = clauses.rules
      .flatMap((r) => [...r.actors, ...r.actions])
      .filter((p) => p.startsWith('@'))
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(clauses.lists[ref.slice(1)]).toBeDefined()
  })

  it('names only dialogue acts that exist', () => {
    const { patterns } = actFileSchema.parse(read('dialogue-acts.json'))
    expect(patterns.length).toBeGreaterThan(0)
    for (const { act } of patterns) expect(dialogueActs).toContain(act)
  })
})
