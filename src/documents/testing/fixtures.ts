/** Test helpers: the committed resume fixtures (tests/fixtures/resumes) as ResumeFile values. */
import { readFileSync } from 'node:fs'
import type { ResumeFile } from '../document-types'

const FIXTURES = new URL('../../../tests/fixtures/resumes/', import.meta.url)

export const fixtureNames = {
  singleColumnPdf: 'sdr-single-column.pdf',
  twoColumnPdf: 'sdr-two-column.pdf',
  docx: 'sdr-resume.docx',
  txt: 'sdr-resume.txt',
  doc: 'legacy-word-synthetic.doc',
  scannedPdf: 'scanned-image-only.pdf',
  renamedImage: 'photo-renamed.pdf',
  encryptedPdf: 'encrypted.pdf',
  corruptPdf: 'corrupt.pdf',
  emptyDocx: 'empty.docx',
} as const

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)))
}

export function fixtureFile(name: string): ResumeFile {
  return { name, bytes: fixtureBytes(name) }
}

/** 'Present' in the fixtures is measured from this moment. */
export const FIXTURE_NOW = new Date('2025-01-15T00:00:00Z')
