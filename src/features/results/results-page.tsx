import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useCurrentUser } from '@/api/auth'
import { Button, buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import { Icon } from '@/components/icons'
import { SectionHeading } from '@/components/section-heading'
import { Spinner } from '@/components/spinner'
import type { DiagnosticResult } from '@/domain/diagnostic'
import { useJourney } from '@/api/journey'
import { CareerMatches } from './career-matches'
import { CurrentRoleNote, ResultsLead, StickyRoadmapBar } from './results-lead'
import type { ResultsQuery } from './results-view'
import { RoadmapCard } from './roadmap-card'
import { BeckyMessage, Milestones, SmartAcceleration } from './side-cards'
import { useDiagnosticResults } from './use-diagnostic-results'
import { useSaveResults } from '@/lib/use-save-results'
import { SaveResultsDialog } from '@/lib/save-results-dialog'
import { ModelWordingNote } from './model-wording-note'
import { useModelWording } from './use-model-wording'

/** /diagnostic-results?enhanced&userId (spec section 2); the route reads the query. */
export function ResultsPage({ query }: { query: ResultsQuery }) {
  const outcome = useDiagnosticResults(query)
  const navigate = useNavigate()

  // No stored results, or processing failed: back to the wizard (spec sections 2 and 8).
  useEffect(() => {
    if (outcome.status === 'redirect')
      void navigate({ to: '/diagnostic-onboarding', replace: true })
  }, [outcome.status, navigate])

  if (outcome.status !== 'ready') {
    const label =
      outcome.status === 'loading' && outcome.rerun
        ? 'Becky is reading your resume into your roadmap...'
        : 'Loading your results...'
    return (
      <main id="main" className="grid min-h-[60vh] flex-1 place-items-center py-12">
        <Spinner label={label} showLabel size="lg" className="flex-col" />
      </main>
    )
  }
  return (
    <main id="main" className="flex-1">
      <ResultsView result={outcome.result} enhanced={outcome.enhanced} />
    </main>
  )
}

function ResultsView({ result: facts, enhanced }: { result: DiagnosticResult; enhanced: boolean }) {
  const { result, byModel } = useModelWording(facts)
  const recommended = result.selectedRoadmap.roleId ?? ''
  const [selectedRole, setSelectedRole] = useState(recommended)
  const journey = useJourney(selectedRole)
  // The chosen role's plan from the journey; the stored plan is the same one for the recommendation.
  const roadmap =
    journey.data?.plan ?? (selectedRole === recommended ? result.selectedRoadmap : null)
  const matches = result.careerMatches.filter((match) => match.isCurrentRole !== true)
  const current = result.careerMatches.find((match) => match.isCurrentRole === true)
  const chosen = matches.find((match) => match.roleId === selectedRole)
  const actions = useResultsActions(selectedRole, recommended)
  return (
    <Container className="flex flex-col gap-8 pt-10 pb-28 sm:pb-10">
      <SectionHeading
        level={1}
        eyebrow={enhanced ? 'Enhanced with your resume' : 'Your diagnostic'}
        title="Your Career Roadmap"
        description={matches[0] ? `Your best match right now: ${matches[0].role}.` : undefined}
      />
      {roadmap !== null && (
        <ResultsLead
          match={chosen}
          roadmap={roadmap}
          nextStep={journey.data === undefined ? undefined : (journey.data.nextStep?.title ?? null)}
          onViewRoadmap={actions.viewRoadmap}
        />
      )}
      <BeckyMessage message={result.beckyWelcome} />
      {byModel && <ModelWordingNote />}
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-8">
          <CareerMatches
            matches={matches}
            selected={Math.max(
              0,
              matches.findIndex((m) => m.roleId === selectedRole),
            )}
            onSelect={(index) => setSelectedRole(matches[index]?.roleId ?? recommended)}
          />
          {current !== undefined && <CurrentRoleNote match={current} />}
          {roadmap === null ? (
            <Spinner label="Building this roadmap..." showLabel className="py-8" />
          ) : (
            <RoadmapCard roadmap={roadmap} />
          )}
        </div>
        <div className="flex flex-col gap-8">
          <SmartAcceleration skipReasons={roadmap?.skipReasons ?? []} enhanced={enhanced} />
          <Milestones phases={roadmap?.phases ?? []} />
        </div>
      </div>
      <ResultsActions actions={actions} />
      <StickyRoadmapBar onViewRoadmap={actions.viewRoadmap} />
    </Container>
  )
}

/** View My Roadmap: the chosen role's roadmap (the dashboard for the recommendation). */
function useResultsActions(selectedRole: string, recommended: string) {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const goOn = () =>
    selectedRole === recommended || selectedRole === ''
      ? void navigate({ to: '/dashboard' })
      : void navigate({
          to: '/roadmap/$roleId',
          params: { roleId: selectedRole },
          search: { from: 'results' },
        })
  const save = useSaveResults()
  return { user, navigate, save, viewRoadmap: user ? goOn : () => save.ask(goOn) }
}

function ResultsActions({ actions }: { actions: ReturnType<typeof useResultsActions> }) {
  const { user, navigate, save } = actions
  return (
    // Tablets: two by two (in one row the fourth button wrapped onto a line of its own).
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:grid sm:grid-cols-2 lg:flex lg:flex-row lg:flex-wrap lg:justify-center">
      <Link to="/" className={buttonClasses('outline')}>
        Return to Home
      </Link>
      <Link to="/diagnostic-onboarding" className={buttonClasses('secondary')}>
        Take New Assessment
      </Link>
      <Button
        variant="secondary"
        onClick={() =>
          // Signed-in users chat in the agent demo; visitors get the landing page's widget.
          void (user !== null
            ? navigate({ to: '/agent-demo' })
            : navigate({ to: '/', search: { chat: 'open' } }))
        }
      >
        <Icon name="chat" size={18} />
        Chat with Becky
      </Button>
      <Button className="hidden sm:inline-flex" onClick={actions.viewRoadmap}>
        View My Roadmap
        <Icon name="chevron-right" size={18} />
      </Button>
      <SaveResultsDialog save={save} />
    </div>
  )
}
