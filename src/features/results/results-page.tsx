import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useCurrentUser } from '@/api/auth'
import {
  AuthDialog,
  Button,
  Container,
  Icon,
  SectionHeading,
  Spinner,
  buttonClasses,
} from '@/components'
import type { DiagnosticResult } from '@/domain/diagnostic'
import { CareerMatches } from './career-matches'
import { chatHref, parseResultsQuery } from './results-view'
import { RoadmapCard } from './roadmap-card'
import { BeckyMessage, Milestones, SmartAcceleration } from './side-cards'
import { useDiagnosticResults } from './use-diagnostic-results'
import { useSaveResults } from './use-save-results'
import { ModelWordingNote } from './model-wording-note'
import { useModelWording } from './use-model-wording'

/** /diagnostic-results?enhanced&userId (spec section 2). */
export function ResultsPage() {
  const search = useLocation({ select: (location) => location.searchStr })
  const outcome = useDiagnosticResults(parseResultsQuery(search))
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
  const [selected, setSelected] = useState(0)
  const roadmap = result.selectedRoadmap
  const top = result.careerMatches[0]
  const chosen = result.careerMatches[selected]
  return (
    <Container className="flex flex-col gap-8 py-10">
      <SectionHeading
        level={1}
        eyebrow={enhanced ? 'Enhanced with your resume' : 'Your diagnostic'}
        title="Your Career Roadmap"
        description={top ? `Your best match right now: ${top.role}.` : undefined}
      />
      <BeckyMessage message={result.beckyWelcome} />
      {byModel && <ModelWordingNote />}
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-8">
          <CareerMatches
            matches={result.careerMatches}
            selected={selected}
            onSelect={setSelected}
          />
          {chosen && top && selected !== 0 && (
            <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-900" aria-live="polite">
              You picked {chosen.role}. The roadmap below follows Becky&apos;s recommendation,{' '}
              {top.role}; save your results to explore the {chosen.role} roadmap too.
            </p>
          )}
          <RoadmapCard roadmap={roadmap} />
        </div>
        <div className="flex flex-col gap-8">
          <SmartAcceleration skipReasons={roadmap.skipReasons} enhanced={enhanced} />
          <Milestones phases={roadmap.phases} />
        </div>
      </div>
      <ResultsActions />
    </Container>
  )
}

function ResultsActions() {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const goToDashboard = () => void navigate({ to: '/dashboard' })
  const save = useSaveResults(goToDashboard)
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:flex-wrap sm:justify-center">
      <Link to="/" className={buttonClasses('outline')}>
        Return to Home
      </Link>
      <Link to="/diagnostic-onboarding" className={buttonClasses('secondary')}>
        Take New Assessment
      </Link>
      <Button variant="secondary" onClick={() => void navigate({ href: chatHref(user !== null) })}>
        <Icon name="chat" size={18} />
        Chat with Becky
      </Button>
      <Button onClick={user ? goToDashboard : save.ask}>
        View My Roadmap
        <Icon name="chevron-right" size={18} />
      </Button>
      <AuthDialog open={save.open} onClose={save.close} variant="dialog" onSubmit={save.submit} />
    </div>
  )
}
