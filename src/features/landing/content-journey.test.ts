import { describe, expect, it } from 'vitest'
import journeyFile from './content-journey.json' with { type: 'json' }
import { journeyFileSchema } from './content-journey-schema'

describe('the landing journey copy as data', () => {
  it('content-journey.json matches the schema', () => {
    expect(() => journeyFileSchema.parse(journeyFile)).not.toThrow()
  })

  it('rejects a toolkit card whose icon the icon set does not have', () => {
    const file = structuredClone(journeyFile)
    file.toolkitItems[0] = {
      ...file.toolkitItems[0],
      icon: 'rocket',
    } as (typeof file.toolkitItems)[0]
    expect(() => journeyFileSchema.parse(file)).toThrow()
  })
})
