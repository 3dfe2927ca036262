import { useEffect, useState } from 'react'
import { useCoachModel } from '@/api/coach-model'
import type { ResumeInsights } from '@/domain/diagnostic'
import type { ModelSuggestion } from './insights-form'

interface FreshUpload {
  resumeText: string
  insights: ResumeInsights
}

/**
 * When the user opted in and the on-device model is ready, asks it what the parser missed in a
 * fresh upload. Null until it answers, when it adds nothing, fails or times out: the parse stands.
 */
export function useModelSuggestion(upload: FreshUpload | null): ModelSuggestion | null {
  // The check loads a model the user opted into earlier; it never downloads one unasked.
  const { status, control } = useCoachModel()
  const [answer, setAnswer] = useState<{ for: FreshUpload; suggestion: ModelSuggestion } | null>(
    null,
  )
  const ready = status.kind === 'ready'
  useEffect(() => {
    const tasks = ready ? (control.tasks?.() ?? null) : null
    if (!tasks || !upload || upload.resumeText.trim() === '') return
    let live = true
    void tasks.extractResume(upload.resumeText, upload.insights).then((merged) => {
      if (live && merged.suggested.fields.length > 0) setAnswer({ for: upload, suggestion: merged })
    })
    return () => {
      live = false
    }
  }, [upload, ready, control])
  return answer?.for === upload ? answer.suggestion : null
}
