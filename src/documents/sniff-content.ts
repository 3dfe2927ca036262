/** Content sniffing by magic bytes: what the file really is, whatever its name says. */

export type SniffedKind = 'pdf' | 'docx' | 'zip' | 'doc' | 'txt' | 'image' | 'unknown'

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] // PK\3\4
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const IMAGE_MAGICS = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x49, 0x49, 0x2a, 0x00], // TIFF little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF big-endian
]
// Readers (and pdf.js) accept a PDF header that is preceded by a little junk.
const PDF_HEADER_WINDOW = 1024
const DOCX_MAIN_PART = 'word/document.xml'

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  return magic.every((b, i) => bytes[at + i] === b)
}

function indexOf(bytes: Uint8Array, needle: readonly number[], limit = bytes.length): number {
  const end = Math.min(limit, bytes.length - needle.length + 1)
  for (let i = 0; i < end; i++) {
    if (startsWith(bytes, needle, i)) return i
  }
  return -1
}

const ascii = (s: string): number[] => Array.from(s, (ch) => ch.charCodeAt(0))

/** True when the bytes decode as UTF-8 (or UTF-16 with a BOM) and hold no NUL characters. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const decoded = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes)
    return !decoded.slice(1).includes('\u0000')
  }
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

export function sniffContent(bytes: Uint8Array): SniffedKind {
  if (indexOf(bytes, PDF_MAGIC, PDF_HEADER_WINDOW) >= 0) return 'pdf'
  if (startsWith(bytes, ZIP_MAGIC)) {
    // Local file headers store names uncompressed, so the main part's name is visible in the bytes.
    return indexOf(bytes, ascii(DOCX_MAIN_PART)) >= 0 ? 'docx' : 'zip'
  }
  if (startsWith(bytes, OLE_MAGIC)) return 'doc'
  if (IMAGE_MAGICS.some((magic) => startsWith(bytes, magic))) return 'image'
  return looksLikeText(bytes) ? 'txt' : 'unknown'
}

/** How a sniffed kind is described to the user in a mismatch message. */
export const sniffedDescriptions: Record<SniffedKind, string> = {
  pdf: 'a PDF',
  docx: 'a Word DOCX document',
  zip: 'a ZIP archive',
  doc: 'an older Word or Office file',
  txt: 'plain text',
  image: 'an image',
  unknown: 'unknown',
}
