import { describe, expect, it } from 'vitest'
import type { PdfItem } from '../document-types'
import { collapseTagGaps, FIELD_GAP, groupLines, TAG_GAP } from './group-lines'

/** Runs on one baseline at 10 pt, each `[text, x]`, 5 pt a character wide. */
const row = (...runs: [string, number][]): PdfItem[] =>
  runs.map(([str, x]) => ({ str, x, y: 700, width: str.length * 5, size: 10 }))

describe('groupLines gaps', () => {
  it('keeps word spaces, tag gaps and layout gaps apart', () => {
    // "Python" ends at 30: a 2 pt gap is a space, a 12 pt gap a tag gap, a 40 pt gap a field gap.
    expect(groupLines(row(['Machine', 0], ['Learning', 37]))).toEqual(['Machine Learning'])
    // The indent after a bullet glyph is no tag gap.
    expect(groupLines(row(['•', 0], ['Attained 142%', 12]))).toEqual(['• Attained 142%'])
    expect(groupLines(row(['Python', 0], ['SQL', 42], ['Excel', 69]))).toEqual([
      `Python${TAG_GAP}SQL${TAG_GAP}Excel`,
    ])
    expect(groupLines(row(['Account Executive', 0], ['2020 – Present', 125]))).toEqual([
      `Account Executive${FIELD_GAP}2020 – Present`,
    ])
  })

  it('reads a one-character gap between monospaced runs as a word space', () => {
    // A code font 9 pt, 5.4 pt a character: a space with letter spacing is 5.9 pt, which pdf.js splits at.
    const mono = (...runs: [string, number][]): PdfItem[] =>
      runs.map(([str, x]) => ({ str, x, y: 700, width: str.length * 5.4, size: 9 }))
    expect(
      groupLines(mono(['REST', 0], ['APIs', 27.5], ['Machine', 63], ['Learning', 106.7])),
    ).toEqual([`REST APIs${TAG_GAP}Machine Learning`])
    // Proportional runs a one-character gap apart stay tags ("AWS" and "SQL" differ in width).
    const runs: PdfItem[] = [
      { str: 'AWS', x: 0, y: 700, width: 20.5, size: 9 },
      { str: 'SQL', x: 26.5, y: 700, width: 18, size: 9 },
    ]
    expect(groupLines(runs)).toEqual([`AWS${TAG_GAP}SQL`])
  })

  it('reads a tag gap as a space outside the skills', () => {
    expect(collapseTagGaps(`Python${TAG_GAP}SQL${FIELD_GAP}Excel`)).toBe(
      `Python SQL${FIELD_GAP}Excel`,
    )
  })
})
