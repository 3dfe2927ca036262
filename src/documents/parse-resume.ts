/**
 * The pipeline: validate -> read (the only I/O, in a terminable worker in the browser) -> lines
 * (columns first, wrapped date ranges joined) -> sections -> insights.
 * Never throws: every failure, including a hostile file, resolves to a typed ParseFailure.
 */
import { wellFormedText } from '@/contract/well-formed'
import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import {
  DocumentError,
  type ParseFailure,
  type ParseOptions,
  type ParseOutcome,
  type ParseSuccess,
  type ParseWarning,
  type ResumeFile,
} from './document-types'
import { extractInsights } from './insights/extract-insights'
import { joinWrappedDates } from './layout/join-wrapped'
import { textLines, toLines } from './layout/to-lines'
import { splitSections } from './layout/split-sections'
import { MAX_TEXT_CHARS, PARSE_TIMEOUT_MS } from './limits'
import { failureMessages } from './messages'
import { readIsolated } from './read/read-isolated'
import { validateUpload } from './validate-upload'

function analyse(rawLines: string[], now: Date, warnings: ParseWarning[]): ParseSuccess {
  // A PDF's text may hold NUL or half a surrogate pair: never stored, never synced.
  const lines = joinWrappedDates(rawLines.map(wellFormedText))
  const sections = splitSections(lines)
  const text = lines.join('\n')
  return { ok: true, insights: extractInsights(sections, text, now), text, sections, warnings }
}

function toFailure(error: unknown): ParseFailure {
  if (error instanceof DocumentError) return { ok: false, code: error.code, message: error.message }
  return { ok: false, code: 'corrupt', message: failureMessages.corrupt }
}

export async function parseResume(
  file: ResumeFile,
  options: ParseOptions = {},
): Promise<ParseOutcome> {
  try {
    const check = validateUpload(file, { accept: options.accept })
    if (!check.ok) return check
    const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS
    const raw = await readIsolated(check.kind, file.bytes, timeoutMs)
    return analyse(toLines(raw), options.now ?? new Date(), raw.warnings)
  } catch (error) {
    return toFailure(error)
  }
}

/** For pasted or already-extracted text (POST /api/onboarding/parse-resume {resumeText}). */
export function extractInsightsFromText(text: string, now: Date = new Date()): ResumeInsights {
  return analyse(textLines(text.slice(0, MAX_TEXT_CHARS)), now, []).insights
}
