/**
 * Hostile files built on the fly (Node only): a DOCX zip bomb and a PDF text bomb. Small on disk,
 * enormous once unpacked, like the ones the issue 13 probe used; nothing binary is committed.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib'

interface ZipEntry {
  name: string
  data: Buffer
}

function u16(value: number) {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(value)
  return b
}
function u32(value: number) {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(value >>> 0)
  return b
}

/** A deflated zip; `declare` overrides the unpacked size the headers state (a lying bomb). */
export function buildZip(entries: readonly ZipEntry[], declare?: (name: string) => number): Buffer {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const packed = deflateRawSync(entry.data, { level: 9 })
    const name = Buffer.from(entry.name)
    const size = declare?.(entry.name) ?? entry.data.length
    const common = [u16(0), u16(8), u16(0), u16(0x21), u32(crc32(entry.data)), u32(packed.length)]
    const local = Buffer.concat([
      u32(0x04034b50),
      u16(20),
      ...common,
      u32(size),
      u16(name.length),
      u16(0),
      name,
      packed,
    ])
    directory.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        u16(20),
        ...common,
        u32(size),
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    )
    locals.push(local)
    offset += local.length
  }
  const central = Buffer.concat(directory)
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ])
  return Buffer.concat([...locals, central, end])
}

const contentTypes = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
)

/** A DOCX whose document.xml unpacks to `megabytes` MB of paragraphs. */
export function docxBomb(megabytes: number, declare?: (name: string) => number): Buffer {
  const paragraph = '<w:p><w:r><w:t>Quota crushing SDR with pipeline</w:t></w:r></w:p>'
  const body = paragraph.repeat(Math.ceil((megabytes * 1024 * 1024) / paragraph.length))
  const xml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`
  return buildZip(
    [
      { name: '[Content_Types].xml', data: contentTypes },
      { name: 'word/document.xml', data: Buffer.from(xml) },
    ],
    declare,
  )
}

/** A one-page PDF whose content stream draws `megabytes` MB of text operators. */
export function pdfTextBomb(megabytes: number): Buffer {
  const op = '(Quota crushing SDR) Tj 0 -1 Td '
  const content = `BT /F1 1 Tf 10 800 Td ${op.repeat(Math.ceil((megabytes * 1024 * 1024) / op.length))}ET`
  const stream = deflateSync(Buffer.from(content), { level: 9 })
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const header = Buffer.from('%PDF-1.4\n')
  const parts: Buffer[] = [header]
  const offsets: number[] = []
  let length = header.length
  objects.forEach((body, index) => {
    offsets.push(length)
    const head = `${String(index + 1)} 0 obj\n`
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(
              `${head}<< /Length ${String(stream.length)} /Filter /FlateDecode >>\nstream\n`,
            ),
            stream,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${head}${body}\nendobj\n`)
    parts.push(chunk)
    length += chunk.length
  })
  const xref = [
    `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(length)}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(parts)
}
