import { hasCue } from '@/domain/coaching'

/**
 * How the person feels about a task they name ("nervous about my first demo", "I feel like a
 * fraud on every discovery call"). The task's card answers; the feeling is acknowledged first.
 */
export type Feeling = 'nerves' | 'self_doubt'

/** Words as data, matched on the normalised text (word stems with `*`). */
const feelingWords: Readonly<Record<Feeling, readonly string[]>> = {
  nerves: [
    'nervous',
    'anxious',
    'anxiety',
    'scared',
    'scares me',
    'terrified',
    'afraid',
    'dread*',
    'freez*',
    'panic*',
    'intimidat*',
    'fear',
  ],
  self_doubt: [
    'impostor',
    'imposter',
    'fraud',
    'a fake',
    'not good enough',
    'feel stupid',
    'feel dumb',
    'feel awkward',
    'cringe',
    'like im begging',
  ],
}

/** The feeling a message names, self-doubt before nerves (it needs the more specific words). */
export function feelingOf(text: string): Feeling | undefined {
  if (feelingWords.self_doubt.some((w) => hasCue(text, w))) return 'self_doubt'
  if (feelingWords.nerves.some((w) => hasCue(text, w))) return 'nerves'
  return undefined
}

/** Words of the phone: without them, nerves belong to the task the message names. */
const phoneWords = ['cold call*', 'dial*', 'phone', 'calling', 'make calls', 'making calls']

export function mentionsPhone(text: string): boolean {
  return phoneWords.some((w) => hasCue(text, w))
}
