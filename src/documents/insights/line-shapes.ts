/** Small facts about a single line, shared by the insight extractors. */
import { FIELD_GAP } from '../layout/group-lines'

// Bullet glyphs as they come out of PDFs and text, including Symbol/Wingdings private-use codes.
const BULLET =
  /^\s*(?:[•●▪◦‣∙·*\-–—➢►▶✓✔■□❖➤→\uf0b7\uf0a7\uf076\uf0d8\uf0fc]+\s*|\d{1,2}[.)]\s+)(?=\S)/u

export const isBullet = (line: string): boolean => BULLET.test(line)

/** The line without its bullet glyph, layout gaps kept (they separate fields and tags). */
export const stripBullet = (line: string): string => line.replace(BULLET, '')

/** The line without its bullet, with layout gaps as single spaces: the text a user reads. */
export function cleanLine(line: string): string {
  return line.replace(BULLET, '').split(FIELD_GAP).join(' ').trim()
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length

/** Continuation of a wrapped line: it starts in lower case ("...and personalized / video..."). */
export const isContinuation = (line: string): boolean => /^\p{Ll}/u.test(line.trim())
