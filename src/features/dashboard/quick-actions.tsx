import { Link } from '@tanstack/react-router'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import type { IconName } from '@/components/icons'

/**
 * The spec names /resume-review, /interview-prep, /goal-setting and /job-search without showing
 * what they do; each goes to the screen in this app that does that job.
 */
export const quickActions = [
  {
    title: 'Resume Review',
    text: 'Upload your resume for skill insights',
    to: '/resume-upload',
    icon: 'file',
  },
  {
    title: 'Interview Prep',
    text: 'Practise answers with Becky',
    to: '/agent-demo',
    icon: 'chat',
  },
  {
    title: 'Goal Setting',
    text: 'Tell Becky what you want next',
    to: '/onboarding',
    icon: 'target',
  },
  {
    title: 'Job Search',
    text: 'See the roles that fit you',
    to: '/match',
    icon: 'sparkles',
  },
] as const satisfies readonly { title: string; text: string; to: string; icon: IconName }[]

export function QuickActionsCard() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Quick Actions</h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {quickActions.map((action) => (
          <li key={action.title}>
            <Link
              to={action.to}
              className="flex min-h-11 items-start gap-3 rounded-xl border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={action.icon} size={18} />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-ink">{action.title}</span>
                <span className="block text-sm text-muted">{action.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
