import type { DiagnosticResult } from '@/domain/diagnostic/diagnostic-types'
import {
  buildResultsNarrativeMessages,
  parseResultsNarrative,
  resultsNarrativeSchema,
  type ResultsNarrative,
} from '../prompt/results-narrative'
import type { ModelTransport } from './model-transport'
import { runJsonTask, type TaskOptions } from './model-tasks'

export type { ResultsNarrative }

/**
 * The results page's coach message and match reasons in the model's words, or null: on any
 * failure, timeout or invented figure the page keeps its deterministic text. Scores are never
 * touched: the page takes only the wording.
 */
export async function buildResultsNarrative(
  transport: ModelTransport,
  result: DiagnosticResult,
  user: { firstName?: string; goal?: string } = {},
  options: TaskOptions = {},
): Promise<ResultsNarrative | null> {
  const messages = buildResultsNarrativeMessages(result, user)
  const json = await runJsonTask(transport, messages, resultsNarrativeSchema, options)
  return json === null ? null : parseResultsNarrative(json, result, messages)
}
