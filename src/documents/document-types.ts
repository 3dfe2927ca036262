/** Shapes that flow between the steps of the resume pipeline (see README.md). */
import type { ResumeFileKind } from '@/contract/upload-rules'
import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'

/** What a file really is, by extension and by content: the kinds the contract accepts. */
export type DocumentKind = ResumeFileKind

/** The bytes of a chosen file. `type` is the browser's MIME guess, used only as a hint. */
export interface ResumeFile {
  name: string
  type?: string
  bytes: Uint8Array
}

/** One run of PDF text in PDF user space (origin bottom-left, y grows upwards). */
export interface PdfItem {
  str: string
  x: number
  y: number
  width: number
  /** Font size in points; used for line tolerance and gap thresholds. */
  size: number
}

export interface PdfPage {
  width: number
  items: PdfItem[]
}

/** Output of the read step: positioned PDF text, or plain text from DOCX, DOC or TXT. */
export type RawDocument =
  | { kind: 'pdf'; pages: PdfPage[]; warnings: ParseWarning[] }
  | { kind: 'text'; source: Exclude<DocumentKind, 'pdf'>; text: string; warnings: ParseWarning[] }

export const sectionKinds = [
  'header',
  'summary',
  'experience',
  'skills',
  'education',
  'awards',
  'other',
] as const
export type SectionKind = (typeof sectionKinds)[number]

/** Lines of the resume grouped under the heading they appeared beneath, in reading order. */
export type ResumeSections = Record<SectionKind, string[]>

export type ParseFailureCode =
  | 'too-large'
  | 'unsupported-type'
  | 'type-mismatch'
  | 'empty-file'
  | 'encrypted'
  | 'corrupt'
  | 'no-text'
  | 'empty-document'
  | 'doc-unreadable'
  | 'timeout'

export type ParseWarningCode = 'text-truncated' | 'pages-truncated' | 'doc-best-effort'

export interface ParseWarning {
  code: ParseWarningCode
  message: string
}

export interface ParseFailure {
  ok: false
  code: ParseFailureCode
  message: string
}

export interface ParseSuccess {
  ok: true
  insights: ResumeInsights
  /** The resume text in reading order, one line per line (columns kept apart). */
  text: string
  sections: ResumeSections
  warnings: ParseWarning[]
}

export type ParseOutcome = ParseSuccess | ParseFailure

export interface ParseOptions {
  /** The moment 'Present' means; injected so results are reproducible. Defaults to the clock. */
  now?: Date
  /** Kinds to accept; defaults to all (PDF, DOC, DOCX, TXT). */
  accept?: readonly DocumentKind[]
  /** Give up on a pathological file after this long. */
  timeoutMs?: number
}

/** A failure raised inside a step; parseResume turns it into a ParseFailure, never a throw. */
export class DocumentError extends Error {
  readonly code: ParseFailureCode

  constructor(code: ParseFailureCode, message: string) {
    super(message)
    this.name = 'DocumentError'
    this.code = code
  }
}
