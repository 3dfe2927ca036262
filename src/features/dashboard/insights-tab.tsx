import type { DashboardData } from '@/contract'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Card } from '@/components/card'

/** "Becky's Insights": the weekly tip, encouragement for where the user is, the next milestone. */
export function InsightsTab({ data }: { data: DashboardData }) {
  const insights = data.beckyInsights
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <BeckyAvatar size="small" mood="excited" alt="" />
        <div>
          <h3 className="text-lg font-semibold text-ink">Becky's insights</h3>
          <p className="text-sm text-muted">
            Picked for your path to {data.currentRoadmap.targetRole}
          </p>
        </div>
      </div>
      <dl className="mt-5 flex flex-col gap-4">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-brand-800">Tip of the week</dt>
          <dd className="mt-1 text-ink">{insights.weeklyTip}</dd>
        </div>
        <div className="rounded-xl bg-emerald-50 p-4">
          <dt className="text-sm font-semibold text-emerald-800">Encouragement</dt>
          <dd className="mt-1 text-ink">{insights.encouragement}</dd>
        </div>
        <div className="rounded-xl bg-amber-50 p-4">
          <dt className="text-sm font-semibold text-amber-800">Next milestone</dt>
          <dd className="mt-1 text-ink">{insights.nextMilestone}</dd>
        </div>
      </dl>
    </Card>
  )
}
