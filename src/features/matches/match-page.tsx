import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { Button, buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Container } from '@/components/container'
import { Icon } from '@/components/icons'
import { SectionHeading } from '@/components/section-heading'
import { AnalyzingProfile, NoOnboardingData, UnableToGenerate } from './match-states'
import { RoleMatchCard } from './role-match-card'
import { useMatchesFlow } from './use-matches-flow'
import { useSaveResults } from '@/lib/use-save-results'
import { SaveResultsDialog } from '@/lib/save-results-dialog'

export const SAVED_ALERT = 'Your results have been saved to your account!'

/** /match and /suggested-roles: the four states of spec section 2, "Matches results page". */
function MatchPageContent({ userId }: { userId: string | null }) {
  const flow = useMatchesFlow({ requireAnswers: true, queryUserId: userId })
  const { user } = useCurrentUser()
  const save = useSaveResults()

  // The page's h1 names the screen in every state; each state has its own visible h2.
  const title = <h1 className="sr-only">Your Matches</h1>

  if (flow.status === 'no-answers')
    return (
      <>
        {title}
        <NoOnboardingData />
      </>
    )
  if (
    flow.status === 'loading-answers' ||
    flow.status === 'analyzing' ||
    flow.status === 'no-owner'
  ) {
    return (
      <>
        {title}
        <AnalyzingProfile responses={flow.status === 'analyzing' ? flow.responses : null} />
      </>
    )
  }
  if (flow.status === 'failed' || flow.data === undefined) {
    return (
      <>
        {title}
        <UnableToGenerate onRetry={flow.regenerate} retrying={flow.refreshing} />
      </>
    )
  }

  const saveResults = () => {
    // Spec section 4: a signed-in user's results are already saved; say so.
    if (user) window.alert(SAVED_ALERT)
    else save.ask(() => undefined)
  }

  return (
    <Container className="py-10 sm:py-14">
      <SectionHeading
        level={1}
        title={`Here are your top matches, ${flow.data.userName}`}
        description="Ranked by how well each role fits your answers. Open a roadmap to see the steps."
      />
      {!user && (
        <Card className="mt-6 flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-ink">
            <span className="font-semibold">Don't lose these results.</span> Create a free account
            to keep your matches and roadmap.
          </p>
          <Button onClick={saveResults}>Save My Results</Button>
        </Card>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={flow.regenerate} loading={flow.refreshing}>
          <Icon name="sparkles" size={16} />
          Refresh Matches
        </Button>
        <Link to="/diagnostic-onboarding" className={buttonClasses('outline', 'md')}>
          Start New Journey
        </Link>
      </div>
      <p className="sr-only" aria-live="polite">
        {flow.refreshing ? 'Refreshing your matches...' : ''}
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {flow.data.roleMatches.map((match) => (
          <li key={match.id} className="flex">
            <RoleMatchCard match={match} />
          </li>
        ))}
      </ul>
      <SaveResultsDialog save={save} />
    </Container>
  )
}

/** The screen's one `main` landmark, whichever state its content is in. `userId`: the URL's. */
export function MatchPage({ userId }: { userId: string | null }) {
  return (
    <main id="main">
      <MatchPageContent userId={userId} />
    </main>
  )
}
