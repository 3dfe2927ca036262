import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { refreshBalance } from '@/api/credits'
import { practiceKeys, useReviewText } from '@/api/practice'
import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'
import { errorMessage } from '@/lib/error-message'
import { ReviewScorecard } from './review-scorecard'
import {
  characterCount,
  formatChoices,
  isFormatChoice,
  overLimit,
  reviewCreditsText,
  reviewInputProblem,
  type FormatChoice,
} from './review-view'

const fieldClasses = 'w-full rounded-xl border bg-surface px-3 py-2 text-base text-ink'

/**
 * "Review my text": paste a pitch, cold email, LinkedIn message, voicemail script, resume bullets
 * or a work message, pick the format or let it be detected, and get a scorecard that quotes the
 * text.
 * `focusOnArrival` (the dashboard's "review my pitch" link) puts the cursor in the box.
 */
export function ReviewTextSection({ focusOnArrival = false }: { focusOnArrival?: boolean }) {
  const [text, setText] = useState('')
  const [format, setFormat] = useState<FormatChoice>('auto')
  const [problem, setProblem] = useState<string | null>(null)
  const review = useReviewText()
  const queryClient = useQueryClient()
  const id = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const sectionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!focusOnArrival) return
    sectionRef.current?.scrollIntoView({ block: 'start' })
    textRef.current?.focus({ preventScroll: true })
  }, [focusOnArrival])

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const found = reviewInputProblem(text)
    setProblem(found)
    if (found) {
      textRef.current?.focus()
      return
    }
    // A review joins practice history (trends, bests) and may pay its format's first pass.
    review.mutate(
      { text: text.trim(), ...(format === 'auto' ? {} : { format }) },
      {
        onSuccess: (result) => {
          void queryClient.invalidateQueries({ queryKey: practiceKeys.history })
          if (result.creditsEarned > 0) refreshBalance(queryClient)
        },
      },
    )
  }

  const errorId = `${id}-error`
  const over = overLimit(text)
  return (
    <section
      ref={sectionRef}
      id="review-text"
      aria-labelledby={`${id}-heading`}
      className="flex scroll-mt-6 flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          Review my text
        </h2>
        <p className="text-sm text-slate-700">
          Paste a pitch, cold email, LinkedIn message, voicemail script, resume bullets or a message
          to your manager, HR or a champion. The scorecard quotes your lines and suggests stronger
          ones built from them. It stays on this device.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
            Your text
          </label>
          <textarea
            id={`${id}-text`}
            ref={textRef}
            value={text}
            rows={8}
            onChange={(event) => {
              setText(event.target.value)
              if (problem) setProblem(null)
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-count${problem ? ` ${errorId}` : ''}`}
            className={`${fieldClasses} ${problem ? 'border-rose-500' : 'border-slate-300'}`}
          />
          <p
            id={`${id}-count`}
            className={over ? 'text-xs font-medium text-rose-700' : 'text-xs text-slate-600'}
          >
            {characterCount(text)}
          </p>
          {problem ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-rose-700">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={`${id}-format`} className="text-sm font-medium text-ink">
            Format
          </label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(event) => {
              if (isFormatChoice(event.target.value)) setFormat(event.target.value)
            }}
            className={`${fieldClasses} min-h-11 border-slate-300`}
          >
            {formatChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Button type="submit" loading={review.isPending}>
            Review
          </Button>
        </div>
      </form>
      {review.isError ? (
        <ErrorBanner>
          {errorMessage(review.error, 'Could not review the text on this device. Try again.')}
        </ErrorBanner>
      ) : null}
      {review.data ? (
        <ReviewScorecard
          review={review.data.review}
          creditsText={reviewCreditsText(review.data.creditsEarned)}
        />
      ) : null}
    </section>
  )
}
