import { describe, expect, it } from 'vitest'
import { DocumentError } from '../document-types'
import { zipBombMessage } from '../messages'
import { parseResume } from '../parse-resume'
import { fixtureBytes, fixtureNames } from '../testing/fixtures'
import { docxBomb } from '../testing/hostile-files'
import { declaredUnpackedBytes } from './zip-sizes'

describe('declaredUnpackedBytes', () => {
  it('reads what a real DOCX declares', () => {
    const bytes = fixtureBytes(fixtureNames.docx)
    const declared = declaredUnpackedBytes(bytes)
    expect(declared).toBeGreaterThan(bytes.length)
    expect(declared).toBeLessThan(5 * 1024 * 1024)
  })

  it('refuses a bomb from its directory, before inflating anything', () => {
    const bomb = new Uint8Array(docxBomb(60))
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const refusal = (() => {
      try {
        declaredUnpackedBytes(bomb)
        return null
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(DocumentError)
    expect((refusal as DocumentError).message).toBe(zipBombMessage)
  })

  it('calls a file without a zip directory damaged', () => {
    expect(() => declaredUnpackedBytes(new Uint8Array(64))).toThrow(DocumentError)
  })
})

describe('parseResume with a DOCX bomb', () => {
  it('refuses it with the bomb message instead of reading 60 MB of text', async () => {
    const outcome = await parseResume({ name: 'resume.docx', bytes: new Uint8Array(docxBomb(60)) })
    expect(outcome).toMatchObject({ ok: false, code: 'too-large', message: zipBombMessage })
  })
})
