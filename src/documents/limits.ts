/** Limits of the resume pipeline (spec section 9: resume max size 5MB). */

export const MAX_RESUME_BYTES = 5 * 1024 * 1024

/** A resume is a few thousand characters; anything past this is noise or an attack on the parser. */
export const MAX_TEXT_CHARS = 200_000

/** Pages of a PDF read at most; keeps a 5 MB brochure from stalling the device. */
export const MAX_PDF_PAGES = 30

/** A pathological file gives up after this long instead of hanging the upload. */
export const PARSE_TIMEOUT_MS = 15_000

/** Fewer letters than this from a PDF means there is no real text layer (scanned). */
export const MIN_PDF_LETTERS = 20

/** Fewer letters than this from a legacy .doc means the best-effort reader failed. */
export const MIN_DOC_LETTERS = 80
