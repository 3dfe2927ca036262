/** User-facing texts of the resume pipeline. The first group is quoted verbatim from the spec. */
import type { ParseFailureCode, ParseWarningCode } from './document-types'
import { MAX_PDF_PAGES, MAX_TEXT_CHARS } from './limits'

// Spec section 8 (Resume upload) and section 5 (validation), word for word.
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 5MB'
export const UNSUPPORTED_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file'
export const UPLOAD_FAILED_MESSAGE = 'Upload failed'
export const UPLOAD_FAILED_FALLBACK_MESSAGE = 'Failed to upload resume. Please try again.'
export const PARSE_RESUME_FAILED_MESSAGE = 'Failed to parse resume'

// Ours: the inline wizard uploader also takes plain text (spec section 5).
export const UNSUPPORTED_TYPE_WITH_TXT_MESSAGE = 'Please upload a PDF, DOC, DOCX, or TXT file'

const kindLabel = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC', txt: 'text' } as const

/** Shown when the extension and the content disagree, e.g. a photo renamed to resume.pdf. */
export function typeMismatchMessage(claimed: keyof typeof kindLabel, actual: string): string {
  const looksLike = actual === 'unknown' ? '' : ` (it looks like ${actual})`
  return (
    `This file is named .${claimed} but is not a ${kindLabel[claimed]} file${looksLike}. ` +
    'Please export your resume again as PDF, DOC, or DOCX and upload that file.'
  )
}

export const failureMessages: Record<Exclude<ParseFailureCode, 'type-mismatch'>, string> = {
  'too-large': FILE_TOO_LARGE_MESSAGE,
  'unsupported-type': UNSUPPORTED_TYPE_MESSAGE,
  'empty-file': 'This file is empty. Please choose your resume file again.',
  encrypted:
    'This PDF is password-protected. Remove the password (for example, print it to a new PDF) and upload it again.',
  corrupt:
    'This file looks damaged and could not be read. Please export your resume again and upload the new file.',
  'no-text':
    'This PDF has no selectable text; it looks scanned. Please upload a PDF exported from your editor, or a DOCX file.',
  'empty-document': 'This document has no text in it. Please check the file and upload it again.',
  'doc-unreadable':
    'We could not read enough text from this .doc file. Please save it as PDF or DOCX and upload it again.',
  timeout: 'Reading this file took too long. Please save it as PDF or DOCX and upload it again.',
}

/** A DOCX whose zip declares far more content than any resume (a zip bomb). */
export const zipBombMessage =
  'This DOCX file unpacks to far more than a resume could hold, so it was not opened. Please save your resume again as PDF or DOCX and upload the new file.'

export const warningMessages: Record<ParseWarningCode, string> = {
  'text-truncated': `This resume is very long; only the first ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters were read.`,
  'pages-truncated': `This PDF is very long; only the first ${MAX_PDF_PAGES} pages were read.`,
  'doc-best-effort':
    'Older .doc files are read on a best-effort basis; for the most accurate results, upload a PDF or DOCX.',
}
