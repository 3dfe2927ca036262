/**
 * Upload validation (spec section 5), pure over name + size + bytes: size first, then the type by
 * extension, then the content by magic bytes, so a renamed photo never reaches pdf.js.
 */
import { acceptedResumeKinds, resumeMimeTypes } from '@/contract/upload-rules'
import type { DocumentKind, ParseFailure } from './document-types'
import { MAX_RESUME_BYTES } from './limits'
import {
  failureMessages,
  typeMismatchMessage,
  UNSUPPORTED_TYPE_MESSAGE,
  UNSUPPORTED_TYPE_WITH_TXT_MESSAGE,
} from './messages'
import { sniffContent, sniffedDescriptions } from './sniff-content'

export const documentKinds: readonly DocumentKind[] = acceptedResumeKinds.wizard
/** The /resume-upload page takes these; the inline wizard uploader also takes TXT. */
export const resumePageKinds: readonly DocumentKind[] = acceptedResumeKinds.page

export interface UploadCandidate {
  name: string
  /** Size in bytes; taken from `bytes` when those are given. */
  size?: number
  type?: string
  /** Without bytes only name and size are checked (a cheap check before reading the file). */
  bytes?: Uint8Array
}

export type UploadCheck = { ok: true; kind: DocumentKind } | ParseFailure

const extensionKinds: Record<string, DocumentKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
}

const mimeKinds: Record<string, DocumentKind> = Object.fromEntries(
  Object.entries(resumeMimeTypes).map(([kind, mime]) => [mime, kind as DocumentKind]),
)

/** The kind the file claims to be: by extension, or by MIME type when the name has none. */
export function claimedKind(name: string, type = ''): DocumentKind | undefined {
  const dot = name.lastIndexOf('.')
  if (dot > 0 && dot < name.length - 1) return extensionKinds[name.slice(dot + 1).toLowerCase()]
  return mimeKinds[type.toLowerCase()]
}

const fail = (code: ParseFailure['code'], message: string): ParseFailure => ({
  ok: false,
  code,
  message,
})

export function validateUpload(
  file: UploadCandidate,
  options: { accept?: readonly DocumentKind[] } = {},
): UploadCheck {
  const accept = options.accept ?? documentKinds
  const size = file.bytes?.length ?? file.size
  if (size !== undefined && size > MAX_RESUME_BYTES) {
    return fail('too-large', failureMessages['too-large'])
  }
  const claimed = claimedKind(file.name, file.type)
  if (claimed === undefined || !accept.includes(claimed)) {
    const message = accept.includes('txt')
      ? UNSUPPORTED_TYPE_WITH_TXT_MESSAGE
      : UNSUPPORTED_TYPE_MESSAGE
    return fail('unsupported-type', message)
  }
  if (size === 0) return fail('empty-file', failureMessages['empty-file'])
  if (file.bytes === undefined) return { ok: true, kind: claimed }

  const actual = sniffContent(file.bytes)
  if (actual !== claimed) {
    return fail('type-mismatch', typeMismatchMessage(claimed, sniffedDescriptions[actual]))
  }
  return { ok: true, kind: claimed }
}
