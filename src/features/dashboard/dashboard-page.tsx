import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { errorText } from '@/api/error-text'
import type { DashboardData } from '@/contract'
import { useDashboardData } from '@/api/dashboard'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Button, buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import { EmptyState } from '@/components/empty-state'
import { ErrorBanner } from '@/components/error-banner'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { Tabs } from '@/components/tabs'
import { DashboardHeader } from './dashboard-header'
import { DashboardStats } from './dashboard-stats'
import { InsightsTab } from './insights-tab'
import { RoadmapTab } from './roadmap-tab'
import { AchievementsCard, QuickChatCard, QuickProgressCard } from './side-cards'
import { SkillsTab } from './skills-tab'

function DashboardBody({ data }: { data: DashboardData }) {
  return (
    <>
      {data.source === 'placeholder' && (
        <p className="mt-6 flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
          <Icon name="info" size={18} className="mt-0.5 shrink-0" />
          Progress below is a sample until your roadmap progress loads. Open your roadmap to start
          tracking real steps.
        </p>
      )}
      <div className="mt-6">
        <DashboardStats data={data} />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="progress-heading" className="min-w-0 lg:col-span-2">
          <h2 id="progress-heading" className="sr-only">
            Your roadmap and progress
          </h2>
          <Tabs
            label="Dashboard sections"
            items={[
              { id: 'roadmap', label: 'My Roadmap', content: <RoadmapTab data={data} /> },
              { id: 'skills', label: 'Skills & Progress', content: <SkillsTab data={data} /> },
              { id: 'insights', label: "Becky's Insights", content: <InsightsTab data={data} /> },
            ]}
          />
        </section>
        <aside aria-label="Shortcuts" className="flex min-w-0 flex-col gap-6">
          <QuickChatCard />
          <AchievementsCard data={data} />
          <QuickProgressCard data={data} />
        </aside>
      </div>
    </>
  )
}

function NoDiagnostic() {
  return (
    <EmptyState
      className="mt-6 rounded-card border border-slate-200 bg-surface"
      icon={<BeckyAvatar size="small" mood="curious" alt="" />}
      title="Your dashboard starts with the career diagnostic"
      text="Answer 9 quick questions and Becky will match you with a role and build your roadmap. It takes 5-10 minutes."
      actions={
        <Link to="/diagnostic-onboarding" className={buttonClasses('primary', 'md')}>
          Take the Career Diagnostic
        </Link>
      }
    />
  )
}

/** /dashboard, variant B (roadmap-oriented): spec section 2. */
export function DashboardPage() {
  const { user } = useCurrentUser()
  const dashboard = useDashboardData()
  const data = dashboard.data ?? null
  return (
    <main id="main" className="bg-canvas">
      <Container className="py-8 sm:py-10">
        <DashboardHeader
          name={user?.name ?? 'there'}
          targetRole={data?.currentRoadmap.targetRole ?? null}
          roleId={data?.currentRoadmap.roleId ?? null}
        />
        {dashboard.isPending ? (
          <div className="grid place-items-center py-20">
            <Spinner showLabel label="Loading your dashboard..." size="lg" />
          </div>
        ) : dashboard.isError ? (
          <ErrorBanner
            className="mt-6"
            title="We couldn't load your dashboard"
            actions={
              <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
                Try Again
              </Button>
            }
          >
            {errorText(dashboard.error)}
          </ErrorBanner>
        ) : data === null ? (
          <NoDiagnostic />
        ) : (
          <DashboardBody data={data} />
        )}
      </Container>
    </main>
  )
}
