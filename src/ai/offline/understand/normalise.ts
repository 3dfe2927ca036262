import { normalizeText } from '@/domain/coaching'
import { ownEventsOnly } from './event-owner'
import { ownWords } from './reported-speech'
import spellingFile from '../data/rules/spellings.json' with { type: 'json' }
import { withoutNegated } from './negation'
import { spellingFileSchema } from './rule-schemas'

/**
 * Step 1 of understanding: lower-case, strip punctuation (normalizeText), then fix the typos and
 * spellings people use in chat so the cue tables can stay short. Whole words only. The words and
 * phrases are data (data/rules/spellings.json).
 */
const table = spellingFileSchema.parse(spellingFile)
const spellings: Readonly<Record<string, string>> = table.words

/** Other names for one thing ("my 2024 sales goal is insane": a quota), applied in order. */
const synonyms: readonly (readonly [string, string])[] = table.phrases.flatMap((g) => g.pairs)

export interface Normalised {
  /** The message as typed, trimmed. */
  raw: string
  /** ' words like this ' with spaces at both ends, for cue matching. */
  text: string
  words: number
}

export function normalise(message: string): Normalised {
  // 'résumé' must read as 'resume', not 'r sum'.
  // A spaced ampersand is "and" ("offers from Microsoft & a startup"); "R&D" stays one word.
  const base = normalizeText(
    ownWords(message)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s&\s/g, ' and '),
  )
  const fixed = base
    .trim()
    .split(' ')
    .map((w) => spellings[w] ?? w)
    .filter((w) => w !== '')
    .join(' ')
  const text =
    fixed === ''
      ? ' '
      : withoutNegated(
          ownEventsOnly(synonyms.reduce((t, [from, to]) => t.replaceAll(from, to), ` ${fixed} `)),
        )
  return { raw: message.trim(), text, words: fixed === '' ? 0 : text.trim().split(' ').length }
}
