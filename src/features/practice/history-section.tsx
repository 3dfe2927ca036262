import type { PracticeHistoryResponse } from '@/contract'
import { Card, CardBody } from '@/components/card'
import { EmptyState } from '@/components/empty-state'
import { directionLabels, formatAttemptDate } from './practice-view'
import { SaveHistoryPrompt } from './save-history-prompt'

/** Past attempts, the trend per skill and the personal best per scenario. */
export function HistorySection({ history }: { history: PracticeHistoryResponse | undefined }) {
  const attempts = history?.attempts ?? []
  // Calls, interviews and reviews alike: a review's title says it was one ('Review: Cold email').
  const bests = history?.bests ?? []
  return (
    <section aria-labelledby="practice-history" className="flex flex-col gap-4">
      <h2 id="practice-history" className="text-lg font-semibold text-ink">
        Your practice history
      </h2>
      {history && !history.saved ? <SaveHistoryPrompt hasAttempts={attempts.length > 0} /> : null}
      {attempts.length === 0 && bests.length === 0 ? (
        <EmptyState
          level={3}
          title="No practice yet"
          text="Pick a scenario or review a text above; your scorecards appear here."
        />
      ) : (
        <>
          <Card>
            <CardBody>
              <h3 className="text-base font-semibold text-ink">Personal bests</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="practice-bests">
                {bests.map((b) => (
                  <li key={b.scenarioId}>
                    {b.scenarioTitle}: best {b.best}% in {b.attempts}{' '}
                    {b.attempts === 1 ? 'attempt' : 'attempts'}
                    {b.passed ? ' · passed' : ''}
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <h3 className="text-base font-semibold text-ink">Skills</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {history?.trends.map((t) => (
                  <li key={t.skill}>
                    {t.skill}: {t.recentRate}% of checks passed recently ·{' '}
                    {directionLabels[t.direction]}
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
          {attempts.length === 0 ? null : (
            <Card>
              <CardBody>
                <h3 className="text-base font-semibold text-ink">Attempts</h3>
                <ol className="mt-2 flex flex-col gap-1 text-sm" data-testid="practice-attempts">
                  {attempts.map((a) => (
                    <li key={a.id}>
                      {formatAttemptDate(a.finishedAt)} · {a.scenarioTitle} · {a.score}%{' '}
                      {a.passed ? '(passed)' : '(not passed)'}
                    </li>
                  ))}
                </ol>
              </CardBody>
            </Card>
          )}
        </>
      )}
    </section>
  )
}
