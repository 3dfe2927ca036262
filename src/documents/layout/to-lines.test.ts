import { describe, expect, it } from 'vitest'
import { fixGlyphs } from './fix-glyphs'
import { textLines, withoutRunningLines } from './to-lines'

const NUL = String.fromCharCode(0)

describe('fixGlyphs', () => {
  it('maps ligature forms and guesses the ligature pdf.js could not name', () => {
    expect(fixGlyphs('\ufb01nancial o\ufb03ce')).toBe('financial office')
    expect(fixGlyphs(`${NUL}nancial work${NUL}ow o${NUL}ce ${NUL}exible`)).toBe(
      'financial workflow office flexible',
    )
    expect(fixGlyphs('plain text')).toBe('plain text')
  })

  it('applies to pasted text too', () => {
    expect(textLines(`Pro${NUL}le   Work${NUL}ow`)).toEqual(['Profile   Workflow'])
  })
})

describe('withoutRunningLines', () => {
  it('drops a footer repeated on each page, page number aside, and keeps the content', () => {
    const pages = [
      ['Experience', '• Closed 12 deals', 'February 10, 2026   Jo Park · Résumé   1'],
      ['• Closed 12 deals', 'Awards', 'February 10, 2026   Jo Park · Résumé   2'],
    ]
    expect(withoutRunningLines(pages)).toEqual([
      ['Experience', '• Closed 12 deals'],
      ['• Closed 12 deals', 'Awards'],
    ])
  })

  it('leaves a one-page resume alone', () => {
    expect(withoutRunningLines([['John Doe – 1/1', 'Skills']])).toEqual([
      ['John Doe – 1/1', 'Skills'],
    ])
  })
})
