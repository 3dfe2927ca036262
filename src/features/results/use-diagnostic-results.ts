import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import {
  answersFromRows,
  fetchLatestDiagnostic,
  fetchStoredAnswers,
  latestDiagnosticQuery,
  submitDiagnostic,
} from '@/api/diagnostic'
import type { DiagnosticResult } from '@/domain/diagnostic'
import { shouldRerun, type ResultsQuery } from './results-view'

export type ResultsOutcome =
  | { status: 'loading'; rerun: boolean }
  | { status: 'ready'; result: DiagnosticResult; enhanced: boolean }
  | { status: 'redirect' }

/**
 * Re-runs from the stored answers with the resume (spec section 2). Answers are read per user or
 * guest session; when that owner has none (a guest who has since signed up) the caller's latest
 * stored answers are used. Null means there is nothing to run.
 */
async function rerunWithResume(ownerId: string): Promise<DiagnosticResult | null> {
  const answers =
    answersFromRows(await fetchStoredAnswers(ownerId)) ??
    (await fetchLatestDiagnostic())?.answers ??
    null
  if (answers === null) return null
  return submitDiagnostic({ answers, resumeData: { enhanced: true } })
}

/**
 * The re-run is a mutation fired once, not a query: it writes a new stored result, and a query
 * would be invalidated by that very write and run again.
 */
export function useDiagnosticResults(query: ResultsQuery): ResultsOutcome {
  const rerun = shouldRerun(query)
  const latest = useQuery({ ...latestDiagnosticQuery, enabled: !rerun })
  const run = useMutation({ mutationFn: rerunWithResume })
  const started = useRef(false)
  const { mutate } = run

  useEffect(() => {
    if (!rerun || started.current || query.userId === null) return
    started.current = true
    mutate(query.userId)
  }, [rerun, query.userId, mutate])

  const failure = rerun ? run.error : latest.error
  useEffect(() => {
    if (failure) console.error('Failed to process diagnostic', failure)
  }, [failure])

  if (rerun) {
    if (run.isError || (run.isSuccess && run.data === null)) return { status: 'redirect' }
    if (run.isSuccess && run.data !== null) {
      return { status: 'ready', result: run.data, enhanced: true }
    }
    return { status: 'loading', rerun }
  }
  if (latest.isError || (latest.isSuccess && latest.data === null)) return { status: 'redirect' }
  if (latest.isSuccess && latest.data !== null) {
    return { status: 'ready', result: latest.data.result, enhanced: latest.data.enhanced }
  }
  return { status: 'loading', rerun }
}
