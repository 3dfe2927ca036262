import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useCurrentUser } from '@/api/auth'
import { useDashboardData } from '@/api/dashboard'
import { useProfile } from '@/api/profile'
import { buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Container } from '@/components/container'
import { EmptyState } from '@/components/empty-state'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { weeklyActivity } from '@/domain/insights'
import { CreditsSection } from './credits-section'
import { CareerInsightsCard, NextMilestoneCard, TodaysInsightCard } from './old-dashboard-cards'
import { shownProfile, type ShownProfile } from './profile-defaults'
import { QuickActionsCard } from './quick-actions'
import { WeeklyChart } from './weekly-chart'

function SignInRequired() {
  return (
    <Container size="sm" className="py-16">
      <h1 className="sr-only">Dashboard</h1>
      <EmptyState
        level={2}
        icon={<Icon name="lock" />}
        title={<span className="text-2xl">Sign In Required</span>}
        text="Sign in to see your credits, insights and progress."
        actions={
          <Link to="/" className={buttonClasses('primary', 'md')}>
            Back to Home
          </Link>
        }
      />
    </Container>
  )
}

function Header({ profile }: { profile: ShownProfile }) {
  const initial = Array.from(profile.name.trim())[0]?.toUpperCase() ?? '?'
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Welcome back, {profile.name}
        </h1>
        <p className="mt-1 text-muted">Your credits, insights and progress in one place.</p>
      </div>
      <div className="flex items-center gap-3">
        <p className="inline-flex min-h-11 items-center gap-2 rounded-full bg-amber-50 px-4 font-semibold text-amber-900 ring-1 ring-amber-200">
          <Icon name="coins" size={18} />
          {profile.credits} {profile.credits === 1 ? 'credit' : 'credits'}
        </p>
        <span
          role="img"
          aria-label={profile.name}
          className="grid size-11 place-items-center rounded-full bg-brand-600 text-lg font-semibold text-white"
        >
          {initial}
        </span>
      </div>
    </header>
  )
}

function WeeklyProgressCard({ profile }: { profile: ShownProfile }) {
  const dashboard = useDashboardData()
  const days = useMemo(
    () =>
      dashboard.data?.careerProgress.weeklyActivity ??
      weeklyActivity([], new Date(), -new Date().getTimezoneOffset()),
    [dashboard.data],
  )
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Weekly Progress</h2>
      <p className="mt-1 text-sm text-muted">
        {profile.stepsCompleted} steps completed · {profile.learningStreak}-day streak
      </p>
      <div className="mt-3">
        <WeeklyChart days={days} caption="Roadmap actions per day" />
      </div>
    </Card>
  )
}

/** /old-dashboard, variant A (credits-oriented): spec section 2. */
function OldDashboardPageContent() {
  const { user } = useCurrentUser()
  const profileQuery = useProfile(user?.id)
  if (!user) return <SignInRequired />
  if (profileQuery.isPending) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner showLabel size="lg" label="Loading your dashboard..." />
      </div>
    )
  }
  // A failed or empty profile read falls back to the spec's defaults rather than an error page.
  const profile = shownProfile(profileQuery.data, user.name)
  return (
    <Container className="py-8 sm:py-10">
      <Header profile={profile} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <CareerInsightsCard profile={profile} />
          <QuickActionsCard />
          <WeeklyProgressCard profile={profile} />
          <CreditsSection userId={user.id} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <TodaysInsightCard />
          <NextMilestoneCard />
        </div>
      </div>
    </Container>
  )
}

/** The screen's one `main` landmark, whichever state its content is in. */
export function OldDashboardPage() {
  return (
    <main id="main">
      <OldDashboardPageContent />
    </main>
  )
}
