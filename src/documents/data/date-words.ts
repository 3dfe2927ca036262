/** Words used in resume date ranges ("Jan 2021 - Present", "Sept. 2020 to Current"). */

/** Spellings of each month, index 0 = January. */
export const monthNames: readonly (readonly string[])[] = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
]

/** Words meaning "still in this job". */
export const presentWords: readonly string[] = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'date',
  'ongoing',
]

/** What may stand between the two ends of a range. */
export const rangeSeparators: readonly string[] = ['-', '–', '—', 'to', 'until', 'till', 'through']
