import { Link } from '@tanstack/react-router'
import { useTodayInsight } from '@/api/dashboard'
import { BeckyAvatar } from '@/components/becky-avatar'
import { buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { intentLabel } from '@/domain/profile'
import type { ShownProfile } from './profile-defaults'
import { ToneTile } from './tone-tile'

/** Spec section 7: shown when there is no insight to show. */
export const INSIGHT_FALLBACK = 'Complete your profile to unlock personalized insights'

export function CareerInsightsCard({ profile }: { profile: ShownProfile }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Icon name="sparkles" className="text-brand-600" />
        AI Career Insights
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <ToneTile tone="brand" term="Your focus">
          {intentLabel(profile.userIntent)}
        </ToneTile>
        <ToneTile tone="amber" term="Learning streak">
          {profile.learningStreak} {profile.learningStreak === 1 ? 'day' : 'days'}
        </ToneTile>
        <ToneTile tone="emerald" term="Steps completed">
          {profile.stepsCompleted}
        </ToneTile>
      </dl>
      <p className="mt-4 text-sm text-muted">
        {profile.onboardingCompleted
          ? 'Your diagnostic is done: keep going on your roadmap and Becky will adapt your plan.'
          : 'Take the career diagnostic so Becky can tailor your plan.'}
      </p>
    </Card>
  )
}

export function TodaysInsightCard() {
  const insight = useTodayInsight()
  const message = insight.data?.message.trim() || INSIGHT_FALLBACK
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Today's Insights</h2>
      <div className="mt-3 flex items-start gap-3" aria-live="polite">
        <BeckyAvatar size="small" mood="cheerful" alt="" />
        {insight.isPending ? (
          <Spinner label="Loading today's insight" />
        ) : (
          <p className="text-ink">{message}</p>
        )}
      </div>
    </Card>
  )
}

export function NextMilestoneCard() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Next Milestone</h2>
      <p className="mt-2 text-sm text-muted">
        Learn how SaaS sales works, the SDR tool stack and prospecting: the base every sales path
        builds on.
      </p>
      <Link
        to="/roadmap/$roleId"
        params={{ roleId: 'sdr' }}
        className={`${buttonClasses('primary', 'md')} mt-4`}
      >
        <Icon name="trophy" size={16} />
        Complete SDR Fundamentals
      </Link>
    </Card>
  )
}
