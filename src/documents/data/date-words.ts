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
  'till date',
  'till now',
  // Templates in other languages leave the word as the author typed it ("2018-Atual").
  'atual',
  'actual',
  'actualidad',
  'presente',
  'aktuell',
  'heute',
  'présent',
  'attuale',
  'oggi',
  'heden',
]

/**
 * Words that open a range with no end: "since January 2016" is a job still held. Read only at the
 * start of a field (line start, after a wide gap or a separator), never inside a sentence
 * ("our largest deal since 2008").
 */
export const sinceWords: readonly string[] = ['since', 'seit', 'depuis', 'desde', 'dal']

/** What may stand between the two ends of a range. */
export const rangeSeparators: readonly string[] = [
  '--',
  '-',
  '–',
  '—',
  '‐',
  '‑',
  '‒',
  '~',
  'to',
  'until',
  'till',
  'through',
]

/**
 * Characters PDFs and word processors put where a visible dash was: pdf.js drops the soft hyphen
 * (U+00AD) that LaTeX classes such as Awesome-CV use between dates, leaving only a space.
 */
export const invisibleSeparators = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu

/** Seasons as the first month they stand for and how many months they cover. */
export const seasons: Readonly<Record<string, { month: number; months: number }>> = {
  spring: { month: 2, months: 3 },
  summer: { month: 5, months: 3 },
  fall: { month: 8, months: 3 },
  autumn: { month: 8, months: 3 },
  winter: { month: 11, months: 3 },
}

/** A length of time some templates print beside the dates ("2 years 10 months"). */
export const durationPattern =
  /^\s*\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?\s*$/iu
