/**
 * The pipeline: validate -> read (the only I/O) -> lines (columns first, wrapped date ranges
 * joined) -> sections -> insights (analyse-lines.ts). In the browser everything after validation
 * runs in a terminable worker. Never throws: every failure, including a hostile file, resolves to
 * a typed ParseFailure.
 */
import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import {
  DocumentError,
  type ParseFailure,
  type ParseOptions,
  type ParseOutcome,
  type ResumeFile,
} from './document-types'
import { analyse } from './analyse-lines'
import { textLines } from './layout/to-lines'
import { MAX_TEXT_CHARS, PARSE_TIMEOUT_MS } from './limits'
import { failureMessages } from './messages'
import { readIsolated } from './read/read-isolated'
import { validateUpload } from './validate-upload'

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
    return await readIsolated(check.kind, file.bytes, timeoutMs, options.now ?? new Date())
  } catch (error) {
    return toFailure(error)
  }
}

/** For pasted or already-extracted text (POST /api/onboarding/parse-resume {resumeText}). */
export function extractInsightsFromText(text: string, now: Date = new Date()): ResumeInsights {
  return analyse(textLines(text.slice(0, MAX_TEXT_CHARS)), now, []).insights
}
