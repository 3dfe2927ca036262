/**
 * A DOCX is a zip. Before anything inflates it, the central directory (at the end of the file) is
 * read for what each entry says it unpacks to: a 447 KB file that claims 100 MB is a zip bomb, not
 * a resume. Declared sizes can lie; the worker's deadline covers a file that lies about them.
 */
import { DocumentError } from '../document-types'
import { MAX_DOCX_ENTRIES, MAX_DOCX_UNPACKED_BYTES } from '../limits'
import { failureMessages, zipBombMessage } from '../messages'

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const END_RECORD_SIZE = 22
const MAX_COMMENT = 0xffff
const ZIP64_MARKER = 0xffffffff

function findEndRecord(view: DataView): number {
  const earliest = Math.max(0, view.byteLength - END_RECORD_SIZE - MAX_COMMENT)
  for (let at = view.byteLength - END_RECORD_SIZE; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  }
  return -1
}

const corrupt = () => new DocumentError('corrupt', failureMessages.corrupt)
const bomb = () => new DocumentError('too-large', zipBombMessage)

/** The total size the zip's entries declare, checked against the limits as it is summed. */
export function declaredUnpackedBytes(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndRecord(view)
  if (end < 0) throw corrupt()
  const entries = view.getUint16(end + 10, true)
  const directoryOffset = view.getUint32(end + 16, true)
  // ZIP64 sizes (over 4 GB) never belong in a resume.
  if (directoryOffset === ZIP64_MARKER || entries === 0xffff) throw bomb()
  if (entries > MAX_DOCX_ENTRIES) throw bomb()
  let at = directoryOffset
  let total = 0
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw corrupt()
    const unpacked = view.getUint32(at + 24, true)
    if (unpacked === ZIP64_MARKER) throw bomb()
    total += unpacked
    if (total > MAX_DOCX_UNPACKED_BYTES) throw bomb()
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    at += 46 + nameLength + extraLength + commentLength
  }
  return total
}
