/** Lines step: a read document becomes its lines in reading order (columns kept apart). */
import type { RawDocument } from '../document-types'
import { fixGlyphs } from './fix-glyphs'
import { groupLines, normalizeSpaces } from './group-lines'
import { pageStreams } from './page-streams'

/** Running headers and footers are the first or last line of a page. */
const EDGE_LINES = 1

/** Plain text (DOCX, DOC, TXT, pasted text): one line per line, blank lines dropped. */
export function textLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => normalizeSpaces(fixGlyphs(line)))
    .filter((line) => line !== '')
}

const runningKey = (line: string): string => line.replace(/\d+/g, '#')

/**
 * Drops a page's running header or footer ("Byungjin Park · Résumé   2", "John Doe – 1/2"): an
 * edge line that, digits aside, repeats at the edge of another page.
 */
export function withoutRunningLines(pages: readonly string[][]): string[][] {
  if (pages.length < 2) return pages.map((p) => [...p])
  const edges = (lines: readonly string[]): string[] => [
    ...lines.slice(0, EDGE_LINES),
    ...lines.slice(Math.max(EDGE_LINES, lines.length - EDGE_LINES)),
  ]
  const pagesWith = new Map<string, number>()
  for (const page of pages) {
    for (const key of new Set(edges(page).map(runningKey))) {
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1)
    }
  }
  return pages.map((page) => {
    const edge = new Set(edges(page))
    return page.filter((line) => !(edge.has(line) && (pagesWith.get(runningKey(line)) ?? 0) > 1))
  })
}

/**
 * Streams of lines in reading order: the main text of every page, then (when pages have a narrow
 * sidebar) the sidebars of every page, which split-sections reads as a document of their own.
 */
export function toLineStreams(doc: RawDocument): string[][] {
  if (doc.kind === 'text') return [textLines(doc.text)]
  const pages = doc.pages.map((page) => pageStreams(page.items))
  const main = withoutRunningLines(pages.map((page) => page.main.flatMap(groupLines))).flat()
  const side = pages.flatMap((page) => page.side.flatMap(groupLines))
  return side.length ? [main, side] : [main]
}

export function toLines(doc: RawDocument): string[] {
  return toLineStreams(doc).flat()
}
