/** Read step for DOCX: raw paragraph text via mammoth, loaded on demand. */
import { DocumentError } from '../document-types'
import { failureMessages } from '../messages'
import { declaredUnpackedBytes } from './zip-sizes'

type Mammoth = typeof import('mammoth')
type MammothInput = Parameters<Mammoth['extractRawText']>[0]

export async function readDocx(bytes: Uint8Array): Promise<string> {
  declaredUnpackedBytes(bytes) // throws for a zip bomb or a damaged directory, before inflating
  const imported = (await import('mammoth')) as Mammoth & { default?: Mammoth }
  // mammoth is CommonJS: bundlers expose it as the default export, Node as named exports too.
  const mammoth = imported.default ?? imported
  const arrayBuffer = bytes.slice().buffer
  // Node's mammoth reads `buffer`, its browser build reads `arrayBuffer`; give both.
  const input = { arrayBuffer, buffer: bytes.slice() } as unknown as MammothInput
  try {
    const result = await mammoth.extractRawText(input)
    return result.value
  } catch {
    throw new DocumentError('corrupt', failureMessages.corrupt)
  }
}
