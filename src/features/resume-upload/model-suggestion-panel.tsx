import { Button } from '@/components/button'
import { Icon } from '@/components/icons'
import { describeSuggestion, type ModelSuggestion } from './insights-form'

interface ModelSuggestionPanelProps {
  suggestion: ModelSuggestion
  applied: boolean
  onApply: () => void
  onDismiss: () => void
}

/** The model's finds as an offer the user accepts or declines; once added, they stay marked. */
export function ModelSuggestionPanel({
  suggestion,
  applied,
  onApply,
  onDismiss,
}: ModelSuggestionPanelProps) {
  const found = describeSuggestion(suggestion)
  const items = [...suggestion.suggested.skills, ...suggestion.suggested.achievements]
  return (
    <section
      aria-label="Suggested by the on-device model"
      className="flex flex-col gap-3 rounded-xl bg-violet-50 p-4 text-sm text-violet-950"
    >
      <p className="flex gap-2">
        <Icon name="sparkles" size={18} className="shrink-0" />
        {applied
          ? `Added from the on-device model: ${found}. Check them before you generate your roadmap.`
          : `The on-device model found ${found} the reader missed.`}
      </p>
      {items.length > 0 && (
        <ul className="ml-7 list-disc">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {!applied && (
        <div className="ml-7 flex flex-wrap gap-2">
          <Button onClick={onApply}>Add to my details</Button>
          <Button variant="outline" onClick={onDismiss}>
            No thanks
          </Button>
        </div>
      )}
    </section>
  )
}
