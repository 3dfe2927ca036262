import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { coachIntentIds } from '@/domain/coaching'
import { draftKinds } from '../compose-drafts'
import { dialogueActs } from '../understand/dialogue-act'
import { signals } from '../understand/triage-cues'
import { cardIds } from './card-ids'

const aiRoot = new URL('../../', import.meta.url).pathname

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'data' ? [] : codeFiles(path)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'card-ids.ts'
      ? [path]
      : []
  })
}

/**
 * Ids that are also intents, signals, dialogue acts, draft kinds or a cue word ("fired"): a bare
 * literal may mean those, so only a comparison with a card's id or a card lookup counts.
 */
const shared = new Set<string>([
  ...coachIntentIds,
  ...signals,
  ...dialogueActs,
  ...draftKinds,
  'fired',
])

describe('card ids in code', () => {
  it('are never string literals: code names a card through the typed list', () => {
    const found = codeFiles(aiRoot).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return Object.keys(cardIds).flatMap((id) => {
        const literal = shared.has(id)
          ? new RegExp(`(\\.id\\s*[!=]==\\s*|cardFor\\()'${id}'`)
          : new RegExp(`'${id}'`)
        return literal.test(text) ? [`${file.slice(aiRoot.length)}: '${id}'`] : []
      })
    })
    expect(found).toEqual([])
  })
})
