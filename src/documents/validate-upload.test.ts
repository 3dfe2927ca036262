import { describe, expect, it } from 'vitest'
import { fixtureBytes, fixtureNames } from './testing/fixtures'
import { resumePageKinds, validateUpload } from './validate-upload'

const ascii = (s: string): Uint8Array => new TextEncoder().encode(s)
const MB = 1024 * 1024

describe('validateUpload: size and type (spec section 5)', () => {
  it("refuses anything over 5MB with 'File size must be less than 5MB'", () => {
    expect(validateUpload({ name: 'cv.pdf', size: 5 * MB + 1 })).toEqual({
      ok: false,
      code: 'too-large',
      message: 'File size must be less than 5MB',
    })
    expect(validateUpload({ name: 'cv.pdf', size: 5 * MB })).toEqual({ ok: true, kind: 'pdf' })
  })

  it("refuses other types with 'Please upload a PDF, DOC, or DOCX file' on the upload page", () => {
    for (const name of ['cv.png', 'cv.pages', 'cv.txt', 'cv']) {
      expect(validateUpload({ name, size: 10 }, { accept: resumePageKinds })).toMatchObject({
        ok: false,
        code: 'unsupported-type',
        message: 'Please upload a PDF, DOC, or DOCX file',
      })
    }
  })

  it('accepts TXT for the inline wizard uploader and names it in the message', () => {
    expect(validateUpload({ name: 'cv.txt', size: 10 })).toEqual({ ok: true, kind: 'txt' })
    expect(validateUpload({ name: 'cv.rtf', size: 10 })).toMatchObject({
      message: 'Please upload a PDF, DOC, DOCX, or TXT file',
    })
  })

  it('reads extensions case-insensitively and falls back to the MIME type without one', () => {
    expect(validateUpload({ name: 'RESUME.PDF', size: 10 })).toMatchObject({ kind: 'pdf' })
    expect(validateUpload({ name: 'resume', type: 'application/pdf', size: 10 })).toMatchObject({
      kind: 'pdf',
    })
  })

  it('refuses an empty file', () => {
    expect(validateUpload({ name: 'cv.docx', bytes: new Uint8Array() })).toMatchObject({
      code: 'empty-file',
    })
  })
})

describe('validateUpload: content sniffing', () => {
  it('accepts each real fixture under its own extension', () => {
    for (const name of [
      fixtureNames.singleColumnPdf,
      fixtureNames.docx,
      fixtureNames.txt,
      fixtureNames.doc,
    ]) {
      expect(validateUpload({ name, bytes: fixtureBytes(name) })).toMatchObject({ ok: true })
    }
  })

  it('refuses a .pdf that is really an image, saying what it looks like', () => {
    const check = validateUpload({
      name: 'resume.pdf',
      bytes: fixtureBytes(fixtureNames.renamedImage),
    })
    expect(check).toMatchObject({ ok: false, code: 'type-mismatch' })
    expect(!check.ok && check.message).toBe(
      'This file is named .pdf but is not a PDF file (it looks like an image). ' +
        'Please export your resume again as PDF, DOC, or DOCX and upload that file.',
    )
  })

  it('refuses a DOCX renamed to .pdf and a plain ZIP renamed to .docx', () => {
    const docxAsPdf = validateUpload({ name: 'cv.pdf', bytes: fixtureBytes(fixtureNames.docx) })
    expect(!docxAsPdf.ok && docxAsPdf.message).toContain('it looks like a Word DOCX document')
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...ascii('photos/holiday.jpg')])
    expect(validateUpload({ name: 'cv.docx', bytes: zip })).toMatchObject({
      code: 'type-mismatch',
    })
  })

  it('accepts a PDF header after a little leading junk, as PDF readers do', () => {
    expect(validateUpload({ name: 'cv.pdf', bytes: ascii('\n\n  %PDF-1.7\n...') })).toMatchObject({
      ok: true,
    })
    expect(validateUpload({ name: 'cv.pdf', bytes: ascii('hello, not a pdf') })).toMatchObject({
      code: 'type-mismatch',
    })
  })

  it('refuses a .txt holding NUL bytes or invalid UTF-8, accepts UTF-16 with a BOM', () => {
    const withNul = new Uint8Array([...ascii('Jordan'), 0, ...ascii('Rivera')])
    expect(validateUpload({ name: 'cv.txt', bytes: withNul })).toMatchObject({
      code: 'type-mismatch',
    })
    expect(
      validateUpload({ name: 'cv.txt', bytes: new Uint8Array([0x41, 0xc3, 0x28]) }),
    ).toMatchObject({
      code: 'type-mismatch',
    })
    const utf16 = new Uint8Array([0xff, 0xfe, 0x53, 0x00, 0x44, 0x00, 0x52, 0x00])
    expect(validateUpload({ name: 'cv.txt', bytes: utf16 })).toMatchObject({ ok: true })
  })

  it('refuses a .doc that is not an OLE document', () => {
    expect(validateUpload({ name: 'cv.doc', bytes: ascii('{\\rtf1 Jordan}') })).toMatchObject({
      code: 'type-mismatch',
    })
  })
})
