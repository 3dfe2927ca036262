import { hasCue } from '@/domain/coaching'
import feelingFile from '../data/rules/feelings.json' with { type: 'json' }
import { feelingFileSchema } from './rule-schemas'

/**
 * How the person feels about a task they name ("nervous about my first demo", "I feel like a
 * fraud on every discovery call"). The task's card answers; the feeling is acknowledged first.
 */
export type Feeling = 'nerves' | 'self_doubt'

/** Words as data (data/rules/feelings.json), matched on the normalised text (stems with `*`). */
const feelingWords = feelingFileSchema.parse(feelingFile)

/** The feeling a message names, self-doubt before nerves (it needs the more specific words). */
export function feelingOf(text: string): Feeling | undefined {
  if (feelingWords.self_doubt.some((w) => hasCue(text, w))) return 'self_doubt'
  if (feelingWords.nerves.some((w) => hasCue(text, w))) return 'nerves'
  return undefined
}

/** Words of the phone: without them, nerves belong to the task the message names. */
const phoneWords = feelingWords.phone

export const mentionsPhone = (text: string): boolean => phoneWords.some((w) => hasCue(text, w))
