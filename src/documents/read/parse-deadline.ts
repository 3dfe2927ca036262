/**
 * How long one file may take to parse, from the moment parsing starts (start-up excluded): a base,
 * plus time for each page read and each MB, never past the cap. Pure, so it is tested in Node.
 */
import {
  MAX_PDF_PAGES,
  PARSE_BASE_MS,
  PARSE_MS_PER_MB,
  PARSE_MS_PER_PAGE,
  PARSE_TIMEOUT_MS,
} from '../limits'

const MB = 1024 * 1024

export function parseDeadlineMs(
  sizeBytes: number,
  pages = 1,
  capMs: number = PARSE_TIMEOUT_MS,
): number {
  const extraPages = Math.min(Math.max(pages, 1), MAX_PDF_PAGES) - 1
  const scaled = PARSE_BASE_MS + PARSE_MS_PER_MB * (sizeBytes / MB) + PARSE_MS_PER_PAGE * extraPages
  return Math.round(Math.min(scaled, capMs))
}
