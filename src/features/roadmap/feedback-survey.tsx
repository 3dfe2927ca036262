import { useState, type SyntheticEvent } from 'react'
import { Button } from '@/components/button'
import type { FeedbackRequest } from '@/contract'

const ratings = [1, 2, 3, 4, 5] as const
const usefulOptions: readonly { value: FeedbackRequest['mostUseful']; label: string }[] = [
  { value: 'matches', label: 'My role matches' },
  { value: 'roadmap', label: 'The step-by-step roadmap' },
  { value: 'coach', label: 'Chatting with Becky' },
  { value: 'resume', label: 'The resume check' },
]
export const IMPROVE_MAX = 500

export interface FeedbackSurveyProps {
  credits: number
  pending: boolean
  onSubmit: (answers: FeedbackRequest) => void
  onCancel: () => void
}

/** The three questions behind "Give feedback"; the credits are paid when it is submitted. */
export function FeedbackSurvey({ credits, pending, onSubmit, onCancel }: FeedbackSurveyProps) {
  const [rating, setRating] = useState<number | null>(null)
  const [mostUseful, setMostUseful] = useState<FeedbackRequest['mostUseful'] | null>(null)
  const [improve, setImprove] = useState('')
  const ready = rating !== null && mostUseful !== null

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (rating === null || mostUseful === null) return
    onSubmit({ rating, mostUseful, improve: improve.trim() })
  }

  return (
    <form
      aria-label="Feedback survey"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
    >
      <fieldset>
        <legend className="font-semibold text-ink">
          1. How useful is your roadmap so far? (1 = not at all, 5 = very)
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ratings.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-xl border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-ink">2. What helped you most?</legend>
        <div className="mt-2 flex flex-col gap-1">
          {usefulOptions.map((option) => (
            <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="most-useful"
                value={option.value}
                checked={mostUseful === option.value}
                onChange={() => setMostUseful(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="feedback-improve" className="font-semibold text-ink">
          3. What should we improve? (optional)
        </label>
        <textarea
          id="feedback-improve"
          rows={3}
          maxLength={IMPROVE_MAX}
          value={improve}
          onChange={(event) => setImprove(event.target.value)}
          className="w-full rounded-lg border border-slate-300 p-2 text-base text-ink"
        />
      </div>
      <p className="text-sm text-muted">Your answers stay on this device.</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!ready || pending}>
          Send feedback (+{credits} credits)
        </Button>
      </div>
    </form>
  )
}
