import { Link } from '@tanstack/react-router'
import type { DashboardData } from '@/contract'
import { BeckyAvatar } from '@/components/becky-avatar'
import { buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { ProgressBar } from '@/components/progress-bar'
import { formatMoment, plural } from './format'

/**
 * Things worth asking Becky, shown as examples; the chat itself lives on /agent-demo. Reviewing a
 * pitch needs the text, so that one opens the practice room's "Review my text".
 */
const chatStarters = [
  'How do I prepare for my next step?',
  'Can you review my pitch?',
  'What should I focus on this week?',
]
const reviewStarter = 'Can you review my pitch?'
const starterClasses =
  'flex min-h-11 items-center rounded-lg bg-slate-50 px-3 py-2 text-ink hover:bg-brand-50 hover:text-brand-700'

export function QuickChatCard() {
  return (
    <Card className="p-5">
      <div className="flex items-center gap-3">
        <BeckyAvatar size="small" mood="cheerful" alt="" />
        <div>
          <h2 className="font-semibold text-ink">Quick chat</h2>
          <p className="text-sm text-muted">Becky knows your roadmap.</p>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-2 text-sm" aria-label="Ask Becky about">
        {chatStarters.map((starter) => (
          <li key={starter}>
            {starter === reviewStarter ? (
              <Link to="/practice" search={{ review: true }} className={starterClasses}>
                {starter}
              </Link>
            ) : (
              <Link to="/agent-demo" search={{ ask: starter }} className={starterClasses}>
                {starter}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Link to="/agent-demo" className={`${buttonClasses('secondary', 'md')} mt-4 w-full`}>
        <Icon name="chat" size={16} />
        Ask Becky
      </Link>
    </Card>
  )
}

export function AchievementsCard({ data }: { data: DashboardData }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold text-ink">
        <Icon name="trophy" size={18} className="text-amber-700" />
        Recent achievements
      </h2>
      {data.recentAchievements.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          Finish a checklist or a step and your wins will show up here.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {data.recentAchievements.map((item) => (
            <li key={`${item.date}-${item.title}`} className="text-sm">
              <p className="text-ink">{item.title}</p>
              <p className="text-xs text-muted">{formatMoment(item.date)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export function QuickProgressCard({ data }: { data: DashboardData }) {
  const { completedSteps, totalSteps } = data.currentRoadmap
  const left = Math.max(0, totalSteps - completedSteps)
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-ink">Quick progress</h2>
      <ProgressBar
        className="mt-3"
        value={completedSteps}
        max={Math.max(1, totalSteps)}
        label="Roadmap complete"
        showValue
      />
      <p className="mt-2 text-sm text-muted">
        {left === 0 ? 'Roadmap complete!' : `${plural(left, 'step')} to go`}
      </p>
    </Card>
  )
}
