import { describe, expect, it } from 'vitest'
import personasFile from './data/sample-personas.json' with { type: 'json' }
import { personaNames, samplePersonas } from './sample-personas'
import { validateAnswers } from './validate-answers'

describe('the sample personas as data', () => {
  it('every persona in the file is one the wizard would accept', () => {
    expect(personaNames).toEqual(Object.keys(personasFile.personas))
    for (const name of personaNames)
      expect(validateAnswers(samplePersonas[name].answers).ok, name).toBe(true)
  })

  it('says who each persona is, and no two share a name or an email', () => {
    const people = Object.values(personasFile.personas)
    for (const persona of people) expect(persona.about.length).toBeGreaterThan(20)
    expect(new Set(people.map((p) => p.answers.email)).size).toBe(people.length)
    expect(new Set(people.map((p) => p.answers.first_name)).size).toBe(people.length)
  })
})
