/** Glyph step: ligatures back to their letters, so "\u0000nancial" reads "financial". */
import { PRESENTATION_FORMS, unknownLigatureGuesses } from '../data/ligatures'

/** What pdf.js emits for a glyph its font cannot map to Unicode. */
const UNKNOWN_GLYPH = String.fromCharCode(0)
const HAS_PRESENTATION_FORM = /[\ufb00-\ufb06]/u

function guessLigature(following: string): string {
  return unknownLigatureGuesses.find((guess) => guess.next.test(following))?.letters ?? ''
}

export function fixGlyphs(text: string): string {
  if (!text.includes(UNKNOWN_GLYPH) && !HAS_PRESENTATION_FORM.test(text)) return text
  const mapped = text.replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC'))
  return mapped
    .split(UNKNOWN_GLYPH)
    .map((part, i) => (i === 0 ? part : guessLigature(part) + part))
    .join('')
}
