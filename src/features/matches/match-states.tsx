import { Link, useNavigate } from '@tanstack/react-router'
import { storageKeys, writeStored } from '@/api/browser-store'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Button, buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import { EmptyState } from '@/components/empty-state'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'

/** The results page's non-success states, worded exactly as spec section 2 lists them. */

export function NoOnboardingData() {
  return (
    <Container size="md" className="py-12">
      <EmptyState
        level={2}
        icon={<Icon name="file" />}
        title={<span className="text-2xl">No Onboarding Data Found</span>}
        text="Answer a few questions about your experience and goals, and Becky will match you with roles that fit."
        actions={
          <>
            <Link to="/" className={buttonClasses('primary', 'md')}>
              Start Onboarding
            </Link>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </>
        }
      />
    </Container>
  )
}

export function AnalyzingProfile({ responses }: { responses: number | null }) {
  return (
    <Container size="md" className="flex flex-col items-center py-20 text-center">
      <BeckyAvatar size="medium" mood="curious" alt="" />
      <h2 className="mt-6 text-2xl font-bold text-ink sm:text-3xl">Analyzing Your Profile...</h2>
      <p className="mt-2 text-muted" aria-live="polite">
        {responses === null
          ? 'Loading your onboarding answers...'
          : `Reading your ${String(responses)} onboarding ${responses === 1 ? 'response' : 'responses'}`}
      </p>
      <Spinner className="mt-6" label="Analyzing your profile" />
    </Container>
  )
}

export function UnableToGenerate({
  onRetry,
  retrying,
}: {
  onRetry: () => void
  retrying: boolean
}) {
  const navigate = useNavigate()
  // 'Start Over' forgets who this browser was matching for, then starts from the home page.
  const startOver = () => {
    writeStored(storageKeys.currentUserId, null)
    void navigate({ to: '/' })
  }
  return (
    <Container size="md" className="py-12">
      <EmptyState
        icon={<Icon name="alert" />}
        title={<span className="text-2xl">Unable to Generate Matches</span>}
        text="Hmm, we couldn't generate matches - want to retake the quiz?"
        actions={
          <>
            <Button onClick={onRetry} loading={retrying}>
              Try Again
            </Button>
            <Button variant="outline" onClick={startOver}>
              Start Over
            </Button>
          </>
        }
      />
    </Container>
  )
}
