import type { DashboardData } from '@/contract'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { ProgressBar } from '@/components/progress-bar'
import { formatDay } from './format'
import { WeeklyChart } from './weekly-chart'

/** 'Skills & Progress': confidence, skill levels out of 5, this week's goals and the chart. */
export function SkillsTab({ data }: { data: DashboardData }) {
  const progress = data.careerProgress
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold text-ink">Skills</h3>
        <ProgressBar
          className="mt-4"
          value={progress.confidenceLevel}
          label="Confidence"
          showValue
          tone="green"
        />
        <ul className="mt-5 flex flex-col gap-4">
          {progress.skillsProgress.map((skill) => (
            <li key={skill.skill}>
              <ProgressBar
                value={skill.level}
                min={0}
                max={skill.target}
                label={`${skill.skill}: level ${String(skill.level)} of ${String(skill.target)}`}
              />
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold text-ink">This week's goals</h3>
        {progress.weeklyGoals.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No goals left this week: every step is done.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {progress.weeklyGoals.map((goal) => (
              <li key={goal.goal} className="flex items-start gap-3">
                <span
                  className={
                    goal.completed
                      ? 'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-white'
                      : 'mt-0.5 size-6 shrink-0 rounded-full border-2 border-slate-300'
                  }
                >
                  {goal.completed && <Icon name="check" size={14} />}
                </span>
                <span className="min-w-0 text-sm">
                  <span className={goal.completed ? 'text-muted line-through' : 'text-ink'}>
                    {goal.goal}
                  </span>
                  <span className="sr-only">{goal.completed ? ' (done)' : ' (to do)'}</span>
                  <span className="block text-xs text-muted">Due {formatDay(goal.dueDate)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold text-ink">Weekly progress</h3>
        <div className="mt-2">
          <WeeklyChart days={progress.weeklyActivity} caption="Roadmap actions per day" />
        </div>
      </Card>
    </div>
  )
}
