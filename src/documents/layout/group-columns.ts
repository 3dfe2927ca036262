/**
 * Column step: splits a PDF page's text runs into reading-order groups BEFORE lines are built, so
 * a two-column resume never interleaves its columns. A column break is a vertical gutter: a band
 * of x-positions that almost no text run crosses, with a real column of text on each side.
 */
import type { PdfItem } from '../document-types'
import { POINT, PRESENT, SEPARATOR } from '../insights/date-ranges'

export interface Gutter {
  from: number
  to: number
  /** The most runs crossing any x inside it: a true gutter is empty, a gap in a sidebar is not. */
  peak?: number
  /** Where columns part: the middle of its emptiest stretch (default: its middle). */
  cut?: number
}

const BIN_PT = 2
/** 200 inches, the largest page PDF allows, in bins. */
const MAX_BINS = 7200
const MIN_GUTTER_PT = 12
/** Each side must hold this many rows of text... */
const MIN_COLUMN_ROWS = 4
/** ...and this share of the page's characters, so right-aligned dates are not a column... */
const MIN_COLUMN_SHARE = 0.15
/**
 * ...unless it is a narrow sidebar of short rows (skill chips, tools) that are neither dates nor
 * places: chips beside the bullets would otherwise be spliced onto them.
 */
const MIN_SIDEBAR_SHARE = 0.05
/**
 * A right sidebar may hold less (contact and skills beside long paragraphs: 4% in mnjul's
 * html-resume); on the left, so few characters are section titles set in a gutter (Reactive
 * Resume bronzor), read with their rows.
 */
const MIN_RIGHT_SIDEBAR_SHARE = 0.03
const MIN_SIDEBAR_ROWS = 8
/** The two sides must sit beside each other for at least this share of the shorter one. */
const MIN_VERTICAL_OVERLAP = 0.5
/** Full-width runs (a name, a contact line) may cross the gutter; a few per page are allowed. */
const CROSSING_SHARE = 0.05
const MIN_CROSSING_ALLOWANCE = 2
/** Three-column layouts: split each side once more. */
const MAX_DEPTH = 2
/** A header band (name, headline, contact rows) may be this many rows deep. */
const MAX_HEADER_ROWS = 8

const right = (item: PdfItem): number => item.x + item.width
// Loops, not Math.min(...spread): a hostile page can hold more runs than the call stack allows.
const minOf = (items: PdfItem[], f: (i: PdfItem) => number): number =>
  items.reduce((m, i) => Math.min(m, f(i)), Infinity)
const maxOf = (items: PdfItem[], f: (i: PdfItem) => number): number =>
  items.reduce((m, i) => Math.max(m, f(i)), -Infinity)
const chars = (items: PdfItem[]): number => items.reduce((n, item) => n + item.str.length, 0)
const rowCount = (items: PdfItem[]): number => new Set(items.map((i) => Math.round(i.y))).size
const middle = (g: Gutter): number => g.cut ?? (g.from + g.to) / 2
/** Only runs spanning the gutter's middle are full-width; a line may poke into the gutter's edge. */
export const crosses = (item: PdfItem, g: Gutter): boolean =>
  item.x < middle(g) && right(item) > middle(g)
export const leftOf = (item: PdfItem, g: Gutter): boolean => item.x + item.width / 2 < middle(g)

/** Bands of low coverage strictly inside the text's horizontal extent, emptiest then widest first. */
function candidateGutters(items: PdfItem[]): Gutter[] {
  const left = minOf(items, (i) => i.x)
  const bins = Math.ceil((maxOf(items, right) - left) / BIN_PT)
  // Hostile coordinates (NaN, huge widths) would mean absurd allocations: no columns then.
  if (!Number.isFinite(bins) || bins < 3 || bins > MAX_BINS) return []
  const coverage = new Uint32Array(bins)
  for (const item of items) {
    const first = Math.max(0, Math.floor((item.x - left) / BIN_PT))
    const last = Math.min(bins - 1, Math.ceil((right(item) - left) / BIN_PT) - 1)
    for (let b = first; b <= last; b++) coverage[b] = (coverage[b] ?? 0) + 1
  }
  const allowance = Math.max(MIN_CROSSING_ALLOWANCE, Math.ceil(items.length * CROSSING_SHARE))
  const gutters: Gutter[] = []
  let start = -1
  let peak = 0
  for (let b = 1; b < bins; b++) {
    const open = (coverage[b] ?? 0) <= allowance
    if (open && start < 0) [start, peak] = [b, 0]
    if (open) peak = Math.max(peak, coverage[b] ?? 0)
    if (!open && start >= 0) {
      if ((b - start) * BIN_PT >= MIN_GUTTER_PT) {
        const cut = left + (emptiestStretch(coverage, start, b) + 0.5) * BIN_PT
        gutters.push({ from: left + start * BIN_PT, to: left + b * BIN_PT, peak, cut })
      }
      start = -1
    }
  }
  return gutters.sort((a, b) => (a.peak ?? 0) - (b.peak ?? 0) || b.to - b.from - (a.to - a.from))
}

/**
 * The middle bin of the longest run at the lowest coverage in [from, to): a band that starts
 * under a sidebar's longest rows ("React.js, Angular, Vue.js, Laravel, Django") parts the columns
 * where nothing crosses, not through those rows.
 */
function emptiestStretch(coverage: Uint32Array, from: number, to: number): number {
  let low = Infinity
  for (let b = from; b < to; b++) low = Math.min(low, coverage[b] ?? 0)
  let [best, bestLength, runStart] = [from, 0, -1]
  for (let b = from; b <= to; b++) {
    const atLow = b < to && (coverage[b] ?? 0) === low
    if (atLow && runStart < 0) runStart = b
    if (!atLow && runStart >= 0) {
      if (b - runStart > bestLength) [best, bestLength] = [(runStart + b - 1) / 2, b - runStart]
      runStart = -1
    }
  }
  return best
}

function verticalOverlap(a: PdfItem[], b: PdfItem[]): number {
  const y = (i: PdfItem) => i.y
  const [aLow, aHigh, bLow, bHigh] = [minOf(a, y), maxOf(a, y), minOf(b, y), maxOf(b, y)]
  const shared = Math.min(aHigh, bHigh) - Math.max(aLow, bLow)
  const shorter = Math.min(aHigh - aLow, bHigh - bLow)
  return shorter <= 0 ? 0 : shared / shorter
}

/** A row holding only dates: "2019 – Present", "april 2004–", "current", "Sep 2023". */
const DATES_ONLY = new RegExp(
  `^\\s*(?:${POINT}|${PRESENT})(?:${SEPARATOR}(?:${POINT}|${PRESENT})?)?\\s*$`,
  'iu',
)
/** A side whose rows are this share dates or more is a date gutter, read with its rows. */
const DATE_GUTTER_SHARE = 0.6

function sideRows(side: PdfItem[]): PdfItem[][] {
  const rows = new Map<number, PdfItem[]>()
  for (const item of side) {
    const y = Math.round(item.y)
    rows.set(y, [...(rows.get(y) ?? []), item])
  }
  return [...rows.values()].map((row) => row.sort((a, b) => a.x - b.x))
}

const rowTexts = (side: PdfItem[]): string[] =>
  sideRows(side).map((row) => row.map((i) => i.str).join(' '))

function isDateGutter(side: PdfItem[]): boolean {
  const texts = rowTexts(side)
  const dated = texts.filter((text) => DATES_ONLY.test(text)).length
  return texts.length > 0 && dated / texts.length >= DATE_GUTTER_SHARE
}

/** Rows of a sidebar share their left edge; dates and places set right of jobs share the right. */
const ALIGNED_PT = 2
const MIN_LEFT_ALIGNED_SHARE = 0.7

/**
 * The left edge most rows start at. Not the leftmost run: an icon glyph set a little left of its
 * row ("R contact@example.com" in latexcv) would leave every other row unaligned.
 */
function commonLeft(rows: PdfItem[][]): number {
  const counts = new Map<number, number>()
  for (const row of rows) {
    const x = Math.round((row[0]?.x ?? 0) / ALIGNED_PT)
    counts.set(x, (counts.get(x) ?? 0) + 1)
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  return (best?.[0] ?? 0) * ALIGNED_PT - ALIGNED_PT / 2
}

/** Many left-aligned rows that are not dates: a narrow sidebar of chips or tools. */
function isNarrowSidebar(side: PdfItem[], total: number, share: number): boolean {
  const rows = sideRows(side)
  const left = commonLeft(rows)
  const aligned = rows.filter(
    (row) => Math.abs((row[0]?.x ?? Infinity) - left) <= ALIGNED_PT,
  ).length
  const dated = rowTexts(side).filter((text) => /(?:19|20)\d{2}/.test(text)).length
  return (
    chars(side) >= total * share &&
    rows.length >= MIN_SIDEBAR_ROWS &&
    aligned >= rows.length * MIN_LEFT_ALIGNED_SHARE &&
    dated < rows.length / 2
  )
}

function isColumnBreak(items: PdfItem[], g: Gutter): boolean {
  const inColumns = items.filter((i) => !crosses(i, g))
  const leftSide = inColumns.filter((i) => leftOf(i, g))
  const rightSide = inColumns.filter((i) => !leftOf(i, g))
  const total = chars(items)
  return (
    [[leftSide, MIN_SIDEBAR_SHARE] as const, [rightSide, MIN_RIGHT_SIDEBAR_SHARE] as const].every(
      ([side, sidebarShare]) =>
        rowCount(side) >= MIN_COLUMN_ROWS &&
        (chars(side) >= total * MIN_COLUMN_SHARE || isNarrowSidebar(side, total, sidebarShare)),
    ) &&
    verticalOverlap(leftSide, rightSide) >= MIN_VERTICAL_OVERLAP &&
    // moderncv and similar set dates in a gutter beside each job: they belong to its rows.
    !isDateGutter(leftSide) &&
    !isDateGutter(rightSide)
  )
}

export function findGutter(items: PdfItem[]): Gutter | undefined {
  if (items.length < MIN_COLUMN_ROWS * 2) return undefined
  return candidateGutters(items).find((g) => isColumnBreak(items, g))
}

/**
 * Reading order: top to bottom; runs crossing the gutter form full-width bands; between bands, the
 * whole left column, then the whole right column.
 */
export function groupColumns(items: PdfItem[], depth = 0): PdfItem[][] {
  const gutter = depth < MAX_DEPTH ? findGutter(items) : undefined
  if (!gutter) return depth === 0 ? underHeaderBand(items) : items.length ? [items] : []
  const groups: PdfItem[][] = []
  let band: PdfItem[] = []
  let leftCol: PdfItem[] = []
  let rightCol: PdfItem[] = []
  const flushColumns = () => {
    groups.push(...groupColumns(leftCol, depth + 1), ...groupColumns(rightCol, depth + 1))
    leftCol = []
    rightCol = []
  }
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    if (crosses(item, gutter)) {
      flushColumns()
      band.push(item)
      continue
    }
    if (band.length) groups.push(band)
    band = []
    if (leftOf(item, gutter)) leftCol.push(item)
    else rightCol.push(item)
  }
  flushColumns()
  if (band.length) groups.push(band)
  return groups
}

/**
 * A designer resume's full-width header band (several rows across the whole page) can cover the
 * gutter so much that no column break shows. Peel rows off the top, a few at most: if the rest
 * has a gutter, the band is read first, then the columns.
 */
function underHeaderBand(items: PdfItem[]): PdfItem[][] {
  if (!items.length) return []
  const peeled = peelHeaderBand(items)
  return peeled ? [peeled.band, ...groupColumns(peeled.rest)] : [items]
}

/** The fewest top rows whose removal shows a gutter, and the gutter; none if no band does. */
export function peelHeaderBand(
  items: PdfItem[],
): { band: PdfItem[]; rest: PdfItem[]; gutter: Gutter } | undefined {
  const rows = [...new Set(items.map((i) => Math.round(i.y)))].sort((a, b) => b - a)
  for (let k = 1; k <= Math.min(MAX_HEADER_ROWS, Math.floor(rows.length / 4)); k++) {
    const cut = rows[k - 1] ?? Infinity
    const rest = items.filter((i) => Math.round(i.y) < cut)
    const gutter = findGutter(rest)
    if (gutter) return { band: items.filter((i) => Math.round(i.y) >= cut), rest, gutter }
  }
  return undefined
}
