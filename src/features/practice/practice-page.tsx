import { useEffect, useMemo, useRef } from 'react'
import { usePracticeHistory, usePracticeScenarios } from '@/api/practice'
import { Container } from '@/components/container'
import { ErrorBanner } from '@/components/error-banner'
import { SectionHeading } from '@/components/section-heading'
import { Spinner } from '@/components/spinner'
import { CallScreen } from './call-screen'
import { HistorySection } from './history-section'
import { ReviewTextSection } from './review-text-section'
import { ScenarioPicker } from './scenario-picker'
import { ScorecardView } from './scorecard-view'
import { usePractice } from './use-practice'

interface Props {
  scenario?: string | undefined
  /** Arrived to review a text (the dashboard's "review my pitch"): the review box gets focus. */
  review?: boolean | undefined
}

/**
 * The practice room (/practice): pick a scenario, hold the call, read the scorecard; review a
 * pasted text; see history.
 */
export function PracticePage({ scenario: suggested, review = false }: Props) {
  const scenarios = usePracticeScenarios()
  const history = usePracticeHistory()
  const room = usePractice()
  const started = useRef(false)
  const list = useMemo(() => scenarios.data?.scenarios ?? [], [scenarios.data])
  const { begin } = room

  // A "Practise this" link names a scenario: start it once, as if its card had been chosen.
  useEffect(() => {
    if (started.current || !suggested || !list.some((s) => s.id === suggested)) return
    started.current = true
    begin(suggested)
  }, [suggested, list, begin])

  const current =
    room.phase.kind === 'call'
      ? room.phase.session.scenarioId
      : room.phase.kind === 'scored'
        ? room.phase.scenarioId
        : null
  const scenario = list.find((s) => s.id === current)
  // Arriving to review a text, the review comes first (the scenario list loads below it).
  const reviewFirst = review && room.phase.kind === 'pick'

  return (
    <main id="main" className="py-8 sm:py-12">
      <Container size="md">
        <SectionHeading
          level={1}
          title="Practice room"
          description="Rehearse the calls that decide your next role. The prospect reacts to what you say; the scorecard quotes your own words. Everything runs on this device, offline too."
        />
        <div className="mt-6 flex flex-col gap-8">
          {reviewFirst ? <ReviewTextSection focusOnArrival /> : null}
          {scenarios.isLoading ? <Spinner label="Loading scenarios..." /> : null}
          {scenarios.isError ? (
            <ErrorBanner>Could not load the scenarios. Reload to try again.</ErrorBanner>
          ) : null}
          {room.phase.kind === 'call' && scenario ? (
            <CallScreen
              scenario={scenario}
              session={room.phase.session}
              sending={room.sending}
              finishing={room.finishing}
              error={room.error}
              onSend={room.say}
              onFinish={room.end}
            />
          ) : room.phase.kind === 'scored' && scenario ? (
            <ScorecardView
              result={room.phase.result}
              scenarioTitle={scenario.title}
              onAgain={() => {
                room.begin(scenario.id)
              }}
              onPick={room.backToPicker}
            />
          ) : (
            <section aria-labelledby="practice-pick" className="flex flex-col gap-4">
              <h2 id="practice-pick" className="text-lg font-semibold text-ink">
                Choose a call
              </h2>
              {room.error ? <ErrorBanner>{room.error}</ErrorBanner> : null}
              <ScenarioPicker scenarios={list} starting={room.starting} onStart={room.begin} />
            </section>
          )}
          {room.phase.kind === 'call' || reviewFirst ? null : <ReviewTextSection />}
          {room.phase.kind === 'call' ? null : (
            <HistorySection history={history.data ?? undefined} />
          )}
        </div>
      </Container>
    </main>
  )
}
