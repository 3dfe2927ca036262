/**
 * Fuzz-style robustness: broken and hostile files (truncated, bit-flipped, random bytes behind
 * real magic numbers) must each resolve to a result, never throw or hang.
 */
import { describe, expect, it } from 'vitest'
import { sectionKinds, type ParseOutcome, type ResumeFile } from './document-types'
import { parseResume } from './index'
import { seededRandom } from '@/domain/testing/seeded-random'
import { FIXTURE_NOW, fixtureBytes, fixtureNames } from './testing/fixtures'

const PER_CALL_MS = 10_000

const random = seededRandom(20250115)
const int = (max: number): number => Math.floor(random() * max)
const randomBytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, () => int(256))
const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0))

function truncated(bytes: Uint8Array): Uint8Array {
  return bytes.slice(0, 1 + int(bytes.length - 1))
}

function bitFlipped(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice()
  const flips = 1 + int(40)
  for (let i = 0; i < flips; i++) {
    const at = int(copy.length)
    copy[at] = (copy[at] ?? 0) ^ (1 << int(8))
  }
  return copy
}

function spliced(bytes: Uint8Array): Uint8Array {
  const at = int(bytes.length)
  return new Uint8Array([...bytes.slice(0, at), ...randomBytes(1 + int(512)), ...bytes.slice(at)])
}

function withHeader(header: number[], size: number): Uint8Array {
  return new Uint8Array([...header, ...randomBytes(size)])
}

function corpus(): ResumeFile[] {
  const bases = [fixtureNames.singleColumnPdf, fixtureNames.twoColumnPdf, fixtureNames.docx]
  const files: ResumeFile[] = []
  for (const name of bases) {
    const bytes = fixtureBytes(name)
    for (let i = 0; i < 12; i++) files.push({ name, bytes: truncated(bytes) })
    for (let i = 0; i < 12; i++) files.push({ name, bytes: bitFlipped(bytes) })
    for (let i = 0; i < 4; i++) files.push({ name, bytes: spliced(bytes) })
  }
  const docxName = [
    ...ascii('PK'),
    3,
    4,
    ...Array<number>(26).fill(0),
    ...ascii('word/document.xml'),
  ]
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  for (let i = 0; i < 10; i++) {
    files.push({ name: 'random.pdf', bytes: withHeader(ascii('%PDF-1.7\n'), int(8192)) })
    files.push({ name: 'random.docx', bytes: withHeader(docxName, int(8192)) })
    files.push({ name: 'random.doc', bytes: withHeader(ole, int(8192)) })
  }
  files.push({
    name: 'xref-only.pdf',
    bytes: new Uint8Array(ascii('%PDF-1.4\nxref\n0 1\ntrailer<<>>\n%%EOF')),
  })
  files.push({ name: 'header-only.pdf', bytes: new Uint8Array(ascii('%PDF-')) })
  return files
}

function timeout(ms: number): Promise<'timed out'> {
  return new Promise((resolve) => setTimeout(() => resolve('timed out'), ms))
}

function expectWellFormed(outcome: ParseOutcome): void {
  if (outcome.ok) {
    expect(typeof outcome.insights.currentRole).toBe('string')
    expect(Number.isFinite(outcome.insights.experience)).toBe(true)
    expect(Object.keys(outcome.sections)).toEqual([...sectionKinds])
  } else {
    expect(outcome.message.length).toBeGreaterThan(10)
  }
}

describe('parseResume on broken files', () => {
  it('resolves every one of 100+ corrupt files to a result, each in bounded time', async () => {
    const files = corpus()
    expect(files.length).toBeGreaterThanOrEqual(100)
    const failures = new Map<string, number>()
    for (const file of files) {
      const outcome = await Promise.race([
        parseResume(file, { now: FIXTURE_NOW }),
        timeout(PER_CALL_MS),
      ])
      if (outcome === 'timed out') throw new Error(`${file.name} did not finish in time`)
      expectWellFormed(outcome)
      // Random bytes behind a real magic number are never mistaken for a resume.
      if (file.name.startsWith('random')) expect(outcome).toMatchObject({ ok: false })
      const key = outcome.ok ? 'parsed' : outcome.code
      failures.set(key, (failures.get(key) ?? 0) + 1)
    }
    // Random bytes behind a magic number are never mistaken for a resume.
    expect(failures.get('corrupt')).toBeGreaterThan(20)
  }, 180_000)
})
