/**
 * A light English stemmer for cue matching: people write "commissions", "delaying", "dialed",
 * "promoted" where a table says "commission", "delay", "dial", "promote". Only inflections are
 * stripped (plural, -ing, -ed, -ly, -ies), so unrelated words never collapse into each other; a
 * cue matches when its stems appear in the message's stems, in order and adjacent.
 */

import { textMemo } from './text-memo'

/** Words whose ending only looks like an inflection. */
const keep = new Set([
  'this',
  'was',
  'has',
  'is',
  'its',
  'us',
  'bus',
  'yes',
  'sales',
  'less',
  'unless',
  'news',
  'series',
  'bias',
  'always',
  'thing',
  'nothing',
  'something',
  'anything',
  'everything',
  'bring',
  'during',
  'spring',
  'string',
  'ceiling',
  'morning',
  'evening',
  'need',
  'feed',
  'speed',
  'seed',
  'red',
  'bed',
  'led',
  'fed',
  'shed',
  'hundred',
  'only',
  'early',
  'reply',
  'apply',
  'supply',
  'family',
  'rely',
  'fly',
  // "on a plane" is no "on a plan" (a PIP): the nouns stay apart.
  'plane',
  'planes',
])

function dropFinalE(stem: string): string {
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem
}

function undouble(stem: string): string {
  // "planned" -> "plann" -> "plan"; "calling" keeps "call" (ll is a real ending).
  const last = stem.at(-1)
  if (stem.length > 3 && last === stem.at(-2) && last !== undefined && !'lsz'.includes(last))
    return stem.slice(0, -1)
  return stem
}

/** The stem of one lower-case word. */
export function stemWord(word: string): string {
  if (word.length <= 3 || keep.has(word) || /[^a-z]/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('ing') && word.length > 5) return dropFinalE(undouble(word.slice(0, -3)))
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('ed') && word.length > 4) return dropFinalE(undouble(word.slice(0, -2)))
  if (word.endsWith('ly') && word.length > 5) return word.slice(0, -2)
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return dropFinalE(word.slice(0, -1))
  return dropFinalE(word)
}

/** ' stems like this ' for a text already normalised to ' words like this ' (remembered: text-memo.ts). */
export const stemText = textMemo(stemWords)

function stemWords(normalized: string): string {
  const words = normalized.trim()
  if (words === '') return ' '
  return ` ${words.split(' ').map(stemWord).join(' ')} `
}
