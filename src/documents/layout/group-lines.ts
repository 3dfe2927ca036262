/** Line step for PDF text runs of one column group: same baseline = same line, left to right. */
import type { PdfItem } from '../document-types'
import { fixGlyphs } from './fix-glyphs'

/** Runs whose baselines differ by less than this share of the font size share a line. */
const BASELINE_TOLERANCE_EM = 0.5
/** A gap wider than this (in em) is a word break... */
const SPACE_GAP_EM = 0.15
/** ...and wider than this a layout gap (company on the left, dates on the right). */
const WIDE_GAP_EM = 2.5
/** Layout gaps are kept as three spaces so later steps can split a line into its fields. */
export const FIELD_GAP = '   '
/**
 * A gap wider than this (in em) but not a layout gap sets tags apart: skill chips, or skills set
 * one or two a row in a narrow column ("Python  SQL"), as flex gaps of 6 pt and more do. Word
 * spaces stay narrower: at 0.45 em a justified LaTeX sidebar (latexcv) split a skill in two;
 * from 0.6 to 0.9 em no dev file changes.
 */
const TAG_GAP_EM = 0.6
/**
 * ...unless both runs are set in a monospaced font (their characters equally wide, to 3%) and the
 * gap is about one character: that font's word space is a whole character (0.6 em, 0.7 with
 * letter spacing), which pdf.js splits into runs, so chips in a code font ("REST APIs") came
 * back as a tag a word. Proportional runs differ more ("AWS" and "SQL" by 13%).
 */
const WORD_SPACE_CHARS = 1.25
const MONOSPACE_TOLERANCE = 0.03
/** Tag gaps are kept as two spaces; only the skills step reads them (collapseTagGaps elsewhere). */
export const TAG_GAP = '  '
// Stands for a tag gap while a row's spaces are normalised.
const TAG_MARK = '\u0001'
// Only a word ends a tag: the gap after a bullet glyph is its indent.
const AFTER_WORD = /[\p{L}\p{N})]\s*$/u
const TAG_MARK_SPACED = new RegExp(` ?${TAG_MARK} ?`, 'gu')

interface Row {
  y: number
  size: number
  items: PdfItem[]
}

/** The mean advance of one character of a run, in points. */
const charAdvance = (item: PdfItem): number => item.width / Math.max(1, item.str.trim().length)

function isTagGap(gap: number, item: PdfItem, previous: PdfItem | undefined): boolean {
  if (gap <= TAG_GAP_EM * item.size || !item.str.trim()) return false
  if (!previous) return true
  const [a, b] = [charAdvance(item), charAdvance(previous)]
  const monospaced = Math.abs(a - b) <= MONOSPACE_TOLERANCE * Math.max(a, b)
  return !monospaced || gap > WORD_SPACE_CHARS * a
}

function joinRow(items: PdfItem[]): string {
  let text = ''
  let end = -Infinity
  let previous: PdfItem | undefined
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const gap = item.x - end
    if (text && gap > WIDE_GAP_EM * item.size) text += FIELD_GAP
    else if (text && isTagGap(gap, item, previous) && AFTER_WORD.test(text)) text += TAG_MARK
    else if (text && gap > SPACE_GAP_EM * item.size && !/\s$/.test(text)) text += ' '
    text += item.str
    end = Math.max(end, item.x + item.width)
    previous = item
  }
  return normalizeSpaces(fixGlyphs(text)).replace(TAG_MARK_SPACED, TAG_GAP)
}

/** A tag gap read as the word space it is outside the skills. */
export const collapseTagGaps = (line: string): string => line.replace(/(?<! ) {2}(?! )/g, ' ')

/** Collapses whitespace, keeping runs of three or more as one field gap. */
export function normalizeSpaces(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, (m) => (m.length >= 3 || m.includes('\t') ? FIELD_GAP : ' '))
    .trim()
}

export function groupLines(items: PdfItem[]): string[] {
  const rows: Row[] = []
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const last = rows.at(-1)
    if (
      last &&
      Math.abs(last.y - item.y) <= BASELINE_TOLERANCE_EM * Math.max(last.size, item.size)
    ) {
      last.items.push(item)
      last.size = Math.max(last.size, item.size)
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] })
    }
  }
  return rows.map((row) => joinRow(row.items)).filter((line) => line !== '')
}
