import { lazy } from 'react'
import { Button } from '@/components/button'
import { Container } from '@/components/container'
import { Icon } from '@/components/icons'
import { CtaLink } from './cta-link'
import { idlePart } from './idle-part'
import { loadAfterIdle } from './load-after-idle'
import { TickList } from './tick-list'

// Issue 33: neither is needed before the page is idle. The visitor's drawn preview is in the
// prerendered HTML and hydrates when idle; the signed-in card loads only for a signed-in person.
const heroPreview = loadAfterIdle('hero-title', () => import('./hero-preview'))
const HeroPreview = lazy(() => heroPreview().then((m) => ({ default: m.HeroPreview })))
const YourJourneyCard = lazy(() =>
  import('./your-journey-card').then((m) => ({ default: m.YourJourneyCard })),
)

// Made once, not in each render of the page (idle-part.tsx).
const heroPreviewPart = idlePart(HeroPreview)
const journeyCardPart = idlePart(YourJourneyCard)

export interface HeroSectionProps {
  signedIn: boolean
  onSignIn: () => void
}

const trustPoints = ['Free to start', '5-10 minute assessment', 'Works offline'] as const

function Stars() {
  return (
    <span className="flex text-amber-500" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  )
}

export function HeroSection({ signedIn, onSignIn }: HeroSectionProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="overflow-hidden bg-linear-to-b from-brand-50 via-canvas to-surface pt-12 pb-12 sm:pt-20 sm:pb-16"
    >
      <Container size="xl" className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="sparkles" size={16} />
            {signedIn ? 'Welcome back' : 'AI career coach for tech sales'}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            {signedIn ? 'Your next step is ready.' : 'Your roadmap from SDR to the role you want.'}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            {signedIn
              ? 'Pick up your roadmap where you left off, or retake the assessment if your goals have changed.'
              : 'Answer 9 questions and get ranked career matches, a step-by-step plan and Becky, a coach who remembers your journey. Built for SDRs, career switchers and people new to sales.'}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <>
                <CtaLink to="/dashboard">
                  Continue Your Journey
                  <Icon name="chevron-right" />
                </CtaLink>
                <CtaLink to="/diagnostic-onboarding" variant="secondary">
                  Take Another Assessment
                </CtaLink>
              </>
            ) : (
              <>
                <CtaLink to="/diagnostic-onboarding">
                  Get My Free Career Roadmap
                  <Icon name="chevron-right" />
                </CtaLink>
                <Button variant="outline" size="lg" onClick={onSignIn}>
                  Sign In
                </Button>
              </>
            )}
          </div>
          <div className="mt-8 flex flex-col gap-3 text-sm text-muted sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
            <p className="flex items-center gap-2">
              <Stars />
              <span>
                <strong className="font-semibold text-ink">4.9/5</strong> from 1,200+ SDRs
              </span>
            </p>
            <p>
              Trusted by <strong className="font-semibold text-ink">10,000+ SDRs</strong>
            </p>
          </div>
          <TickList
            items={trustPoints}
            className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted"
            itemClassName="flex items-center gap-1.5"
            iconClassName="text-emerald-600"
          />
        </div>
        {signedIn ? journeyCardPart : heroPreviewPart}
      </Container>
    </section>
  )
}
