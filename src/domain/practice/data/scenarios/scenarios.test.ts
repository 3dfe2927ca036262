import { describe, expect, it } from 'vitest'
import { scenarios } from '../../scenarios'
import { scenarioFiles, scenariosFrom } from '.'
import { scenarioFileSchema } from './scenario-schema'

describe('practice scenarios as data', () => {
  it.each(Object.entries(scenarioFiles))(
    '%s.json matches the schema, every record whole',
    (_, file) => {
      expect(() => scenarioFileSchema.parse(file)).not.toThrow()
      expect(scenariosFrom(file).length).toBeGreaterThan(0)
    },
  )

  it('gives every scenario its own id', () => {
    const ids = scenarios.map((scenario) => scenario.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('rejects a record with a criterion criteria.ts does not know, or a field of its own', () => {
    const [first] = scenarios
    expect(() =>
      scenariosFrom({
        $comment: 'a file with a typo',
        scenarios: [{ ...first, criteria: ['no_such'] }],
      }),
    ).toThrow()
    expect(() =>
      scenariosFrom({ $comment: 'a file with a typo', scenarios: [{ ...first, colour: 'red' }] }),
    ).toThrow()
  })

  it('lets a record override a shared field', () => {
    const [first] = scenarios
    const file = {
      $comment: 'a shared limit and its exception',
      shared: { turnLimit: 9 },
      scenarios: [
        { ...first, turnLimit: undefined },
        { ...first, turnLimit: 4 },
      ],
    }
    expect(scenariosFrom(JSON.parse(JSON.stringify(file))).map((s) => s.turnLimit)).toEqual([9, 4])
  })
})
