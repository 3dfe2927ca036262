import { Link, useNavigate } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import type { CareerMatchCard as CareerMatch } from '@/contract'
import { Badge } from '@/components/badge'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Button, buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import { EmptyState } from '@/components/empty-state'
import { SectionHeading } from '@/components/section-heading'
import { Spinner } from '@/components/spinner'
import { roleIdFromTitle } from '@/domain/catalogue'
import { CareerMatchCard } from './career-match-card'
import { useMatchesFlow } from './use-matches-flow'
import { useSaveResults } from '@/lib/use-save-results'
import { SaveResultsDialog } from '@/lib/save-results-dialog'

/** Spec section 2: three fixed trait badges above the matches. */
const fixedTraits = ['Strategic Thinker', 'Communicator', 'Curious Learner'] as const
/** Spec section 9: 3 matches on the first matches page. */
const CARDS_SHOWN = 3

function Analyzing() {
  return (
    <Container size="md" className="flex flex-col items-center py-20 text-center">
      <BeckyAvatar size="medium" mood="curious" alt="" />
      <h1 className="mt-6 text-2xl font-bold text-ink sm:text-3xl">Analyzing Your Profile</h1>
      <p className="mt-2 text-muted">Thanks! Analyzing your answers...</p>
      <Spinner className="mt-6" label="Analyzing your answers" />
    </Container>
  )
}

/** /career-matches: three career cards, or the retry state when matching failed. */
function CareerMatchesPageContent({ userId }: { userId: string | null }) {
  const flow = useMatchesFlow({ requireAnswers: false, queryUserId: userId })
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const save = useSaveResults()

  if (flow.status === 'loading-answers' || flow.status === 'analyzing') return <Analyzing />

  if (flow.status !== 'ready' || flow.data === undefined) {
    return (
      <Container size="md" className="py-12">
        <h1 className="sr-only">Career Matches</h1>
        <EmptyState
          icon={<BeckyAvatar size="small" mood="curious" alt="" />}
          title="Hmm, we couldn't generate matches - want to retake the quiz?"
          actions={
            <>
              <Button onClick={flow.regenerate} loading={flow.refreshing}>
                Retry Matching
              </Button>
              <Link to="/diagnostic-onboarding" className={buttonClasses('outline', 'md')}>
                Retake the Quiz
              </Link>
            </>
          }
        />
      </Container>
    )
  }

  const cards = flow.data.matches.slice(0, CARDS_SHOWN)
  const openRoadmap = (match: CareerMatch) => {
    const go = () =>
      void navigate({
        to: '/role/$roleId',
        params: { roleId: match.roleId || roleIdFromTitle(match.title) },
      })
    if (user) go()
    else save.ask(go)
  }

  return (
    <Container className="py-10 sm:py-14">
      <SectionHeading
        level={1}
        align="center"
        eyebrow="Your career matches"
        title={`You've Got Options, ${flow.data.userName}`}
        description="Based on your answers, these three paths fit you best. Pick one to see its roadmap."
      />
      <ul aria-label="Your traits" className="mt-6 flex flex-wrap justify-center gap-2">
        {fixedTraits.map((trait) => (
          <li key={trait}>
            <Badge tone="brand">{trait}</Badge>
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map((match) => (
          <li key={match.roleId || match.title} className="flex">
            <CareerMatchCard match={match} onSeeRoadmap={() => openRoadmap(match)} />
          </li>
        ))}
      </ul>
      <SaveResultsDialog save={save} />
    </Container>
  )
}

/** The screen's one `main` landmark, whichever state its content is in. `userId`: the URL's. */
export function CareerMatchesPage({ userId }: { userId: string | null }) {
  return (
    <main id="main">
      <CareerMatchesPageContent userId={userId} />
    </main>
  )
}
