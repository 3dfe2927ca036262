/**
 * Read step for legacy Word (.doc), best effort. Word 97-2003 keeps the body text as plain cp1252 or
 * UTF-16LE runs inside the OLE container, paragraphs ended by \r. We pull out long, mostly-letter
 * readable runs of either encoding, in file order, and drop the container's own names. No formatting,
 * tables or fields; when too little survives, the user is asked to save as PDF or DOCX.
 */
import { DocumentError } from '../document-types'
import { MIN_DOC_LETTERS } from '../limits'
import { failureMessages } from '../messages'

const MIN_RUN_CHARS = 6
const MIN_READABLE_SHARE = 0.9
const MIN_LETTER_SHARE = 0.5
const CELL_MARK = String.fromCharCode(7)

// Names the container and Word write for themselves, not part of the resume.
const STRUCTURAL =
  /^(root entry|worddocument|[01]table|data|objectpool|compobj|(document)?summaryinformation|microsoft (office )?word.*|word\.document\.\d+|msworddoc|normal(\.dotm?)?|times new roman|arial|symbol|calibri|cambria|courier new|wingdings)$/i

interface Run {
  at: number
  text: string
}

const isText8 = (b: number): boolean =>
  b === 9 ||
  b === 10 ||
  b === 13 ||
  (b >= 0x20 && b <= 0x7e) ||
  (b >= 0x91 && b <= 0x97) ||
  b >= 0xa0

const isText16 = (lo: number, hi: number): boolean =>
  (hi === 0 && isText8(lo)) || (hi === 0x20 && lo >= 0x10 && lo <= 0x26) // dashes, quotes, bullet

function scan(bytes: Uint8Array, step: 1 | 2, start: number, decoder: TextDecoder): Run[] {
  const runs: Run[] = []
  let from = -1
  const accepts = (i: number): boolean =>
    step === 1 ? isText8(bytes[i] ?? 0) : isText16(bytes[i] ?? 0, bytes[i + 1] ?? 1)
  for (let i = start; i <= bytes.length; i += step) {
    if (i + step <= bytes.length && accepts(i)) {
      if (from < 0) from = i
      continue
    }
    if (from >= 0 && (i - from) / step >= MIN_RUN_CHARS) {
      runs.push({ at: from, text: decoder.decode(bytes.subarray(from, i)) })
    }
    from = -1
  }
  return runs
}

// Resume text is almost all plain letters, digits, spaces and common punctuation; binary noise
// decoded as cp1252 is full of accented letters and symbols, so it fails these shares.
const READABLE = /[A-Za-z0-9\s.,;:'’"“”&()/\-–—|•$%+#@!?]/g
const LETTER = /[A-Za-z]/g
const share = (text: string, pattern: RegExp): number =>
  (text.match(pattern)?.length ?? 0) / Math.max(1, text.length)
const looksReadable = (p: string): boolean =>
  share(p, READABLE) >= MIN_READABLE_SHARE && share(p, LETTER) >= MIN_LETTER_SHARE

export function extractDocText(bytes: Uint8Array): string {
  const cp1252 = new TextDecoder('windows-1252')
  const utf16 = new TextDecoder('utf-16le')
  const runs = [
    ...scan(bytes, 1, 0, cp1252),
    ...scan(bytes, 2, 0, utf16),
    ...scan(bytes, 2, 1, utf16),
  ].sort((a, b) => a.at - b.at)
  const paragraphs = runs
    // Word ends paragraphs with \r, table cells with \x07 and manual line breaks with \v.
    .flatMap((run) => run.text.replaceAll(CELL_MARK, '\n').split(/[\r\n\v\f]+/))
    .map((p) => p.replace(/\t/g, '   ').trim())
    .filter((p) => p.length >= 2 && !STRUCTURAL.test(p) && looksReadable(p))
  return paragraphs.join('\n')
}

export function readDoc(bytes: Uint8Array): string {
  const text = extractDocText(bytes)
  if ((text.match(LETTER)?.length ?? 0) < MIN_DOC_LETTERS) {
    throw new DocumentError('doc-unreadable', failureMessages['doc-unreadable'])
  }
  return text
}
