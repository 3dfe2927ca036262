import { describe, expect, it } from 'vitest'
import { MAX_PDF_PAGES, PARSE_BASE_MS, PARSE_TIMEOUT_MS } from '../limits'
import { parseDeadlineMs } from './parse-deadline'

describe('parseDeadlineMs', () => {
  it('gives a small one-page file the base time', () => {
    expect(parseDeadlineMs(2_000, 1)).toBe(PARSE_BASE_MS + 1)
  })

  it('grows with pages and with size', () => {
    const onePage = parseDeadlineMs(100_000, 1)
    expect(parseDeadlineMs(100_000, 5)).toBeGreaterThan(onePage)
    expect(parseDeadlineMs(1_000_000, 1)).toBeGreaterThan(onePage)
  })

  it('counts pages only up to the pages read', () => {
    expect(parseDeadlineMs(0, 500, 60_000)).toBe(parseDeadlineMs(0, MAX_PDF_PAGES, 60_000))
  })

  it('never passes the cap, so a hostile file is refused in time', () => {
    expect(parseDeadlineMs(5 * 1024 * 1024, 30)).toBe(PARSE_TIMEOUT_MS)
    expect(parseDeadlineMs(5 * 1024 * 1024, 30, 50)).toBe(50)
  })
})
