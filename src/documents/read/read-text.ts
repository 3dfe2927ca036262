/** Read step for TXT: UTF-8 (or UTF-16 with a byte-order mark), BOM stripped. */

export function readText(bytes: Uint8Array): string {
  let encoding = 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le'
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be'
  // The decoder drops a leading BOM itself; the replace is for a BOM pasted mid-file.
  return new TextDecoder(encoding).decode(bytes).replace(/\uFEFF/g, '')
}
