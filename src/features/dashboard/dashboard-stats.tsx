import type { DashboardData } from '@/contract'
import { Icon } from '@/components/icons'
import { StatCard, type StatCardProps } from '@/components/stat-card'
import { plural } from './format'

/** The four stat cards of variant B. */
export function DashboardStats({ data }: { data: DashboardData }) {
  const { currentRoadmap: roadmap, careerProgress: progress } = data
  const phase = roadmap.phases.find((p) => p.phase === roadmap.currentPhase)
  const weekActions = progress.weeklyActivity.reduce((sum, day) => sum + day.actions, 0)
  const stats: (StatCardProps & { label: string })[] = [
    {
      label: 'Roadmap Progress',
      value: `${String(roadmap.completedSteps)}/${String(roadmap.totalSteps)}`,
      hint: 'steps completed',
      icon: <Icon name="check" />,
      tone: 'green',
    },
    {
      label: 'Current Phase',
      value: `${String(roadmap.currentPhase)} of ${String(roadmap.totalPhases)}`,
      hint: phase?.title,
      icon: <Icon name="target" />,
    },
    {
      label: 'Confidence',
      value: `${String(progress.confidenceLevel)}%`,
      hint: 'rises as you finish steps',
      icon: <Icon name="sparkles" />,
      tone: 'purple',
    },
    {
      label: 'This Week',
      value: plural(weekActions, 'action'),
      hint: 'in the last 7 days',
      icon: <Icon name="calendar" />,
      tone: 'amber',
    },
  ]
  return (
    <ul aria-label="Your numbers" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCard className="h-full" {...stat} />
        </li>
      ))}
    </ul>
  )
}
