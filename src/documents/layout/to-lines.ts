/** Lines step: a read document becomes its lines in reading order (columns kept apart). */
import type { RawDocument } from '../document-types'
import { groupColumns } from './group-columns'
import { groupLines, normalizeSpaces } from './group-lines'

/** Plain text (DOCX, DOC, TXT, pasted text): one line per line, blank lines dropped. */
export function textLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map(normalizeSpaces)
    .filter((line) => line !== '')
}

export function toLines(doc: RawDocument): string[] {
  if (doc.kind === 'text') return textLines(doc.text)
  return doc.pages.flatMap((page) => groupColumns(page.items).flatMap(groupLines))
}
