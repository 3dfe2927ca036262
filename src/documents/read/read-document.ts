/** The read step: the pipeline's only I/O. Bytes in, positioned PDF text or plain text out. */
import {
  DocumentError,
  type DocumentKind,
  type ParseWarning,
  type RawDocument,
} from '../document-types'
import { MAX_TEXT_CHARS, MIN_PDF_LETTERS } from '../limits'
import { failureMessages, warningMessages } from '../messages'
import { readDoc } from './read-doc'
import { readDocx } from './read-docx'
import { readPdf } from './read-pdf'
import { readText } from './read-text'

const countLetters = (text: string): number => text.match(/\p{L}/gu)?.length ?? 0

function capText(text: string, warnings: ParseWarning[]): string {
  if (text.length <= MAX_TEXT_CHARS) return text
  warnings.push({ code: 'text-truncated', message: warningMessages['text-truncated'] })
  return text.slice(0, MAX_TEXT_CHARS)
}

async function readPlain(kind: Exclude<DocumentKind, 'pdf'>, bytes: Uint8Array) {
  const warnings: ParseWarning[] = []
  if (kind === 'doc') {
    warnings.push({ code: 'doc-best-effort', message: warningMessages['doc-best-effort'] })
  }
  const text =
    kind === 'docx' ? await readDocx(bytes) : kind === 'doc' ? readDoc(bytes) : readText(bytes)
  if (countLetters(text) === 0) {
    throw new DocumentError('empty-document', failureMessages['empty-document'])
  }
  return { kind: 'text', source: kind, text: capText(text, warnings), warnings } as const
}

export async function readDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  signal?: AbortSignal,
  onPages?: (pages: number) => void,
): Promise<RawDocument> {
  if (kind !== 'pdf') return readPlain(kind, bytes)
  const doc = await readPdf(bytes, signal, onPages)
  const letters = doc.pages.reduce(
    (sum, page) => sum + page.items.reduce((n, item) => n + countLetters(item.str), 0),
    0,
  )
  if (letters < MIN_PDF_LETTERS) throw new DocumentError('no-text', failureMessages['no-text'])
  return doc
}
