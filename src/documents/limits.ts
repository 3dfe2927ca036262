/** Limits of the resume pipeline; the upload size (spec section 9) is the contract's. */

export { RESUME_MAX_BYTES as MAX_RESUME_BYTES } from '@/contract/upload-rules'

/** A resume is a few thousand characters; anything past this is noise or an attack on the parser. */
export const MAX_TEXT_CHARS = 200_000

/** Pages of a PDF read at most; keeps a 5 MB brochure from stalling the device. */
export const MAX_PDF_PAGES = 30

/**
 * A pathological file gives up after this long instead of hanging the upload; the reading runs in
 * a worker that is terminated then, so the error shows within 5 s (issue 13).
 */
export const PARSE_TIMEOUT_MS = 3_500

/** What a DOCX may declare it unpacks to: a long resume with photos is a few MB. */
export const MAX_DOCX_UNPACKED_BYTES = 40 * 1024 * 1024

/** Entries a DOCX may hold; Word writes a dozen or two. */
export const MAX_DOCX_ENTRIES = 2_000

/** Fewer letters than this from a PDF means there is no real text layer (scanned). */
export const MIN_PDF_LETTERS = 20

/** Fewer letters than this from a legacy .doc means the best-effort reader failed. */
export const MIN_DOC_LETTERS = 80
