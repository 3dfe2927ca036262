import { useEffect, useState } from 'react'
import { useCoachModel, type ModelNarrative } from '@/api/coach-model'
import type { DiagnosticResult } from '@/domain/diagnostic'

/**
 * The coach message and match reasons in the on-device model's words, when the user opted in
 * and the model is ready. Only those texts change: scores, roles, timelines and the roadmap are
 * the deterministic result's. Until the model answers, or when it fails or times out, the
 * deterministic text stands.
 */
export function applyModelWording(
  result: DiagnosticResult,
  narrative: ModelNarrative | null,
): DiagnosticResult {
  if (!narrative) return result
  return {
    ...result,
    beckyWelcome: narrative.coachMessage,
    careerMatches: result.careerMatches.map((match, i) => ({
      ...match,
      matchReason: narrative.matchReasons[i] ?? match.matchReason,
    })),
  }
}

export function useModelWording(
  result: DiagnosticResult,
  user?: { firstName?: string },
): { result: DiagnosticResult; byModel: boolean } {
  const { status, control } = useCoachModel({ check: false })
  const [narrative, setNarrative] = useState<{
    for: DiagnosticResult
    text: ModelNarrative
  } | null>(null)
  const tasks = status.kind === 'ready' ? (control.tasks?.() ?? null) : null
  const firstName = user?.firstName
  useEffect(() => {
    if (!tasks) return
    let live = true
    void tasks.resultsNarrative(result, { firstName }).then((text) => {
      if (live && text) setNarrative({ for: result, text })
    })
    return () => {
      live = false
    }
    // tasks is a fresh object per render: readiness (status.kind) is what matters.
  }, [result, firstName, status.kind])
  const text = narrative?.for === result ? narrative.text : null
  return { result: applyModelWording(result, text), byModel: text !== null }
}
