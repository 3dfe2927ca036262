/** Limits of the resume pipeline; the upload size (spec section 9) is the contract's. */

export { RESUME_MAX_BYTES as MAX_RESUME_BYTES } from '@/contract/upload-rules'

/** A resume is a few thousand characters; anything past this is noise or an attack on the parser. */
export const MAX_TEXT_CHARS = 200_000

/** Pages of a PDF read at most; keeps a 5 MB brochure from stalling the device. */
export const MAX_PDF_PAGES = 30

/**
 * The most any file's parsing may take (issues 13 and 32): the reading runs in a worker that is
 * terminated then, so even at 4x CPU slowdown a hostile file is refused within 5 s. The clock
 * starts when parsing starts: worker and pdf.js start-up are not counted (the upload screen warms
 * them), so a slow device does not lose its budget to booting.
 */
export const PARSE_TIMEOUT_MS = 4_000

/** What any file gets to parse; a resume on a slow phone needs a few hundred ms of it. */
export const PARSE_BASE_MS = 2_000

/** More time per page read (up to MAX_PDF_PAGES) and per MB of file, within PARSE_TIMEOUT_MS. */
export const PARSE_MS_PER_PAGE = 60
export const PARSE_MS_PER_MB = 300

/**
 * Before parsing starts the worker loads pdf.js and mammoth; on a slow device with a cold cache
 * that can take seconds, so start-up has its own, longer limit that never counts against parsing.
 */
export const READER_STARTUP_TIMEOUT_MS = 20_000

/** What a DOCX may declare it unpacks to: a long resume with photos is a few MB. */
export const MAX_DOCX_UNPACKED_BYTES = 40 * 1024 * 1024

/** Entries a DOCX may hold; Word writes a dozen or two. */
export const MAX_DOCX_ENTRIES = 2_000

/** Fewer letters than this from a PDF means there is no real text layer (scanned). */
export const MIN_PDF_LETTERS = 20

/** Fewer letters than this from a legacy .doc means the best-effort reader failed. */
export const MIN_DOC_LETTERS = 80
