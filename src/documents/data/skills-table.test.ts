import { describe, expect, it } from 'vitest'
import skillsFile from './skills.json' with { type: 'json' }
import { skillsFileSchema, skillsTable } from './skills-table'

describe('the skills table as data', () => {
  it('skills.json matches the schema', () => {
    expect(() => skillsFileSchema.parse(skillsFile)).not.toThrow()
  })

  it('names each skill once, and gives each a way to be found', () => {
    const names = skillsTable.map((skill) => skill.name)
    expect(new Set(names).size).toBe(names.length)
    for (const skill of skillsTable)
      expect([...(skill.aliases ?? []), ...(skill.exact ?? [])].length, skill.name).toBeGreaterThan(
        0,
      )
  })
})
