import { useEffect, useRef } from 'react'
import type { TextReview } from '@/domain/practice/review/review-types'
import { Badge } from '@/components/badge'
import { reviewDetails, reviewSummary } from './review-view'

/**
 * The review of a pasted text: each criterion met or missed, the person's own line it is about
 * and, when missed, a stronger line. Every piece of the person's text is rendered as text.
 */
export function ReviewScorecard({
  review,
  creditsText = null,
}: {
  review: TextReview
  /** "First pass: 2 credits added to your account." when this review earned credits. */
  creditsText?: string | null
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [review])
  return (
    <div className="flex flex-col gap-4" data-testid="review-scorecard">
      <div className="flex flex-col gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
          Review: {review.formatLabel}
        </h3>
        <p className="text-base font-medium text-ink" data-testid="review-score">
          {reviewSummary(review)}
        </p>
        <p className="text-sm text-slate-600">{reviewDetails(review)}</p>
        {creditsText ? (
          <p className="text-sm font-medium text-emerald-800" data-testid="review-credits">
            {creditsText}
          </p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-3" aria-label="Review criteria">
        {review.criteria.map((c) => (
          <li key={c.id} className="rounded-xl border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={c.met ? 'green' : 'red'}>{c.met ? 'Met' : 'Missed'}</Badge>
              <span className="font-medium text-ink">{c.label}</span>
            </div>
            <div className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
              <p>{c.note}</p>
              <p className="break-words">
                Your line: <q className="italic">{c.quote}</q>
              </p>
              {c.alternative === undefined ? null : (
                <p className="break-words">
                  <span className="font-medium">Stronger:</span> {c.alternative}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
