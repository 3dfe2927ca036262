import type { DashboardData } from '@/contract'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Card } from '@/components/card'
import { ToneTile } from './tone-tile'

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
        <ToneTile tone="brand" term="Tip of the week" large>
          {insights.weeklyTip}
        </ToneTile>
        <ToneTile tone="emerald" term="Encouragement" large>
          {insights.encouragement}
        </ToneTile>
        <ToneTile tone="amber" term="Next milestone" large>
          {insights.nextMilestone}
        </ToneTile>
      </dl>
    </Card>
  )
}
