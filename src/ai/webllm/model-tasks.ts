import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import type { ModelMessage } from '../prompt/build-messages'
import {
  buildResumeExtractionMessages,
  mergeResumeInsights,
  parseResumeExtraction,
  resumeInsightsSchema,
  type MergedInsights,
} from '../prompt/resume-extraction'
import type { ModelTransport } from './model-transport'

/** Long enough for a small model on a modest GPU; past it the deterministic text stands. */
export const defaultTaskTimeoutMs = 20_000

export interface TaskOptions {
  timeoutMs?: number
  /** Injected so tests never wait on a real clock. */
  setTimer?: (run: () => void, ms: number) => () => void
  signal?: AbortSignal
}

const realTimer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms)
  return () => clearTimeout(handle)
}

/**
 * Runs one JSON-mode request; resolves to the raw text, or null on failure, abort or timeout.
 * Never rejects: every caller has a deterministic answer to keep.
 */
export async function runJsonTask(
  transport: ModelTransport,
  messages: ModelMessage[],
  schema: object,
  options: TaskOptions = {},
): Promise<string | null> {
  const { timeoutMs = defaultTaskTimeoutMs, setTimer = realTimer } = options
  const controller = new AbortController()
  const onOuterAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onOuterAbort, { once: true })
  const stopTimer = setTimer(() => controller.abort(), timeoutMs)
  try {
    let text = ''
    const stream = transport.reply(messages, controller.signal, {
      schema: JSON.stringify(schema),
      maxTokens: 600,
    })
    for await (const token of stream) text += token
    return controller.signal.aborted ? null : text
  } catch {
    return null
  } finally {
    stopTimer()
    options.signal?.removeEventListener('abort', onOuterAbort)
  }
}

/** The deterministic parse, completed by the model where it found nothing (marked as suggested). */
export async function extractResumeInsights(
  transport: ModelTransport,
  resumeText: string,
  parsed: ResumeInsights,
  options: TaskOptions = {},
): Promise<MergedInsights> {
  const json = await runJsonTask(
    transport,
    buildResumeExtractionMessages(resumeText),
    resumeInsightsSchema,
    options,
  )
  return mergeResumeInsights(parsed, json === null ? null : parseResumeExtraction(json))
}
