import { useEffect, useRef } from 'react'
import type { PracticeFinishResponse } from '@/contract'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { outcomeLabels, scoreSummary } from './practice-view'

interface Props {
  result: PracticeFinishResponse
  scenarioTitle: string
  onAgain: () => void
  onPick: () => void
}

/** End of call: score, each criterion, what was missing with the user's own words, talk metrics. */
export function ScorecardView({ result, scenarioTitle, onAgain, onPick }: Props) {
  const { scorecard, creditsEarned } = result
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  const m = scorecard.metrics
  const metrics: [string, string][] = [
    ['Your turns', String(m.userTurns)],
    ['Words per turn', String(m.wordsPerTurn)],
    ['Longest turn', `${String(m.longestMonologue)} words`],
    ['Questions', `${String(m.questions)} (${String(m.openQuestions)} open)`],
    ['Questions per turn', String(m.questionRate)],
    ['Filler words', String(m.fillerWords)],
    ['Your share of the talking', `${String(m.talkShare)}%`],
  ]
  return (
    <Card>
      <CardBody className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink">
            Scorecard: {scenarioTitle}
          </h2>
          <p className="text-base font-medium text-ink" data-testid="practice-score">
            {scoreSummary(scorecard.score, scorecard.passed)}
          </p>
          <p className="text-sm text-slate-600">{outcomeLabels[scorecard.outcome]}</p>
          {scorecard.cap ? (
            <p className="text-sm font-medium text-red-800" data-testid="practice-cap">
              {scorecard.cap.reason}
            </p>
          ) : null}
          {creditsEarned > 0 ? (
            <p className="text-sm font-medium text-emerald-800">
              First pass: {creditsEarned} credits added to your account.
            </p>
          ) : null}
        </div>

        <ul className="flex flex-col gap-3" aria-label="Criteria">
          {scorecard.criteria.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={c.passed ? 'green' : 'red'}>{c.passed ? 'Yes' : 'Missed'}</Badge>
                <span className="font-medium text-ink">{c.label}</span>
              </div>
              {c.passed ? null : (
                <div className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
                  <p>{c.missing}</p>
                  <p>
                    You said: <q className="italic">{c.quote}</q>
                  </p>
                  <p>
                    <span className="font-medium">Stronger:</span> {c.alternative}
                  </p>
                </div>
              )}
            </li>
          ))}
        </ul>

        {scorecard.revealedFacts.length > 0 ? (
          <div>
            <h3 className="text-base font-semibold text-ink">What you uncovered</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {scorecard.revealedFacts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <div>
          <h3 className="text-base font-semibold text-ink">Talk metrics</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {metrics.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button onClick={onAgain}>Try this call again</Button>
          <Button variant="outline" onClick={onPick}>
            Choose another scenario
          </Button>
        </div>
      </CardBody>
    </Card>
  )
}
