/**
 * Is a piece of a skills line a sentence rather than a skill? Skills sections also hold prose:
 * a language's story ("Many journeys in english speaking countries, including the United"), a
 * strength written as a sentence ("Photography and design enthusiast."), a rating explained.
 */
import { clauseWords, proseWords } from '../data/skill-labels'
import { wordCount } from './line-shapes'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordsPattern = (words: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}])(?:${words.map(escape).join('|')})(?![\\p{L}])`, 'u')
const PROSE_WORD = wordsPattern(proseWords)
const CLAUSE_WORD = wordsPattern([...proseWords, ...clauseWords])

/** "This résumé was wholly typeset with": five words or more, most in lower case, a small word. */
const PROSE_CLAUSE_WORDS = 5
function isLowerCaseClause(item: string): boolean {
  const words = item.split(/\s+/).filter(Boolean)
  const lower = words.filter((word) => /^\p{Ll}/u.test(word)).length
  return words.length >= PROSE_CLAUSE_WORDS && lower / words.length >= 0.6 && CLAUSE_WORD.test(item)
}

/** A sentence cut into pieces by its commas: "(Sint-Jozefscollege ...).", "including the United". */
export const isProse = (item: string): boolean =>
  wordCount(item) >= 3 &&
  ((/^\p{Ll}/u.test(item) && PROSE_WORD.test(item)) ||
    (/\.$/.test(item) && (/^[(\p{Ll}]/u.test(item) || PROSE_WORD.test(item))) ||
    // A line of a justified paragraph ends in a word hyphenated across lines ("engineer spe-").
    /\s\p{Ll}+-$/u.test(item) ||
    isLowerCaseClause(item))

/**
 * A bullet or field that is one sentence, with no list in it: "Leadership skills.", "World
 * citizen." A skill list puts no full stop after a two-word item; "MS Office." (no word in lower
 * case) and "Python, SQL." (a list) stay.
 */
export const isStatement = (segment: string): boolean =>
  /[^.]\.$/u.test(segment.trim()) &&
  !/\betc\.$/iu.test(segment.trim()) &&
  !/[,;]/u.test(segment) &&
  segment
    .trim()
    .split(/\s+/)
    .slice(1)
    .some((word) => /^\p{Ll}{2,}/u.test(word))
