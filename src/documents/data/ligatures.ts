/**
 * Ligature glyphs. Fonts with a ToUnicode map give the presentation forms (U+FB00-FB06, mapped by
 * NFKC); fonts without one make pdf.js emit U+0000 where "fi", "fl" or "ffi" stood. The letters
 * after it decide which, first match wins ("\u0000nancial" -> financial, "o\u0000ce" -> office).
 */
export const unknownLigatureGuesses: readonly { next: RegExp; letters: string }[] = [
  { next: /^c(?:e|i)/u, letters: 'ffi' },
  { next: /^e[xed]/u, letters: 'fl' },
  { next: /^[aouy]/u, letters: 'fl' },
  { next: /^\p{L}/u, letters: 'fi' },
]

export const PRESENTATION_FORMS = /[\ufb00-\ufb06]/gu
