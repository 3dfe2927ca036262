import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { saveResumeInsights } from '@/api/resume'
import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'
import { Icon } from '@/components/icons'
import type { ResumeInsights } from '@/domain/diagnostic'
import { InsightsEditor } from './insights-editor'
import {
  formFromInsights,
  insightsFromForm,
  isChanged,
  withSuggestions,
  type ModelSuggestion,
} from './insights-form'
import { ModelSuggestionPanel } from './model-suggestion-panel'

interface ExtractedInsightsProps {
  insights: ResumeInsights
  warnings: readonly string[]
  /** What the ready on-device model found beyond the parse, offered for the user to accept. */
  suggestion?: ModelSuggestion | null
  /** Called after any corrections are saved; it moves on to the results. */
  onGenerate: () => void | Promise<void>
}

/** Shows what was extracted, lets the user fix it, saves the fix, then generates the roadmap. */
export function ExtractedInsights({
  insights,
  warnings,
  suggestion = null,
  onGenerate,
}: ExtractedInsightsProps) {
  const [saved, setSaved] = useState(insights)
  const [form, setForm] = useState(() => formFromInsights(insights))
  const [offer, setOffer] = useState<'open' | 'applied' | 'dismissed'>('open')
  const changed = isChanged(form, saved)
  const valid = insightsFromForm(form) !== null

  const save = useMutation({
    mutationFn: async () => {
      const corrected = insightsFromForm(form)
      if (corrected === null) return
      if (isChanged(form, saved)) setSaved((await saveResumeInsights(corrected)).insights)
    },
  })

  const generate = async () => {
    await save.mutateAsync()
    await onGenerate()
  }

  return (
    <section aria-labelledby="extracted-title" className="flex flex-col gap-5">
      <div>
        <h2 id="extracted-title" className="text-xl font-bold text-ink">
          Here is what we found
        </h2>
        <p className="mt-1 text-sm text-muted">
          Check it and fix anything we got wrong: your corrections shape the roadmap.
        </p>
      </div>
      {warnings.map((warning) => (
        <p key={warning} className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
          <Icon name="info" size={18} className="shrink-0" />
          {warning}
        </p>
      ))}
      {suggestion && offer !== 'dismissed' && (
        <ModelSuggestionPanel
          suggestion={suggestion}
          applied={offer === 'applied'}
          onApply={() => {
            setForm((current) => withSuggestions(current, suggestion))
            setOffer('applied')
          }}
          onDismiss={() => setOffer('dismissed')}
        />
      )}
      <InsightsEditor form={form} onChange={setForm} />
      {save.isError && (
        <ErrorBanner title="Your corrections were not saved">Please try again.</ErrorBanner>
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-emerald-800">
        {save.isSuccess && !changed ? 'Corrections saved on this device.' : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={!changed || !valid}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Save corrections
        </Button>
        <Button size="lg" disabled={!valid} onClick={() => void generate()}>
          <Icon name="sparkles" size={18} />
          Generate My Roadmap
        </Button>
      </div>
    </section>
  )
}
