/** Glyph step: ligatures back to their letters, so "\u0000nancial" reads "financial". */
import { PRESENTATION_FORMS, UNKNOWN_GLYPH, unknownLigatureGuesses } from '../data/ligatures'

function guessLigature(following: string): string {
  return unknownLigatureGuesses.find((guess) => guess.next.test(following))?.letters ?? ''
}

export function fixGlyphs(text: string): string {
  if (!/[\u0000\ufb00-\ufb06]/u.test(text)) return text
  const mapped = text.replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC'))
  return mapped.replace(UNKNOWN_GLYPH, (_, offset: number) => guessLigature(mapped.slice(offset + 1)))
}
