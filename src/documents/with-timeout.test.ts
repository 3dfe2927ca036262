import { describe, expect, it } from 'vitest'
import { DocumentError } from './document-types'
import { parseResume } from './index'
import { discardPdfWorker } from './read/load-pdfjs'
import { FIXTURE_NOW, fixtureFile, fixtureNames } from './testing/fixtures'
import { withTimeout } from './with-timeout'

describe('withTimeout', () => {
  it('rejects a step that never finishes with a typed timeout and aborts its signal', async () => {
    let seen: AbortSignal | undefined
    const never = (signal: AbortSignal) => {
      seen = signal
      return new Promise<never>(() => undefined)
    }
    const error: unknown = await withTimeout(never, 5).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DocumentError)
    expect((error as DocumentError).code).toBe('timeout')
    expect(seen?.aborted).toBe(true)
  })

  it('passes a prompt result through untouched', async () => {
    await expect(withTimeout(() => Promise.resolve('done'), 1000)).resolves.toBe('done')
  })
})

describe('after a timeout drops the pdf.js worker', () => {
  it('the next PDF still parses on a fresh worker', async () => {
    const first = await parseResume(fixtureFile(fixtureNames.twoColumnPdf), { now: FIXTURE_NOW })
    expect(first.ok).toBe(true)
    discardPdfWorker()
    const next = await parseResume(fixtureFile(fixtureNames.twoColumnPdf), { now: FIXTURE_NOW })
    expect(next.ok && next.insights.currentRole).toBe('Sales Development Representative')
  })
})
