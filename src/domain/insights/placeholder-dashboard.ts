import { endOfWeek, weeklyActivity } from './activity'
import { buildDashboard, targetRoleOf } from './build-dashboard'
import type { DiagnosticAnswers, DiagnosticResult } from '../diagnostic/diagnostic-types'
import { buildJourney } from '../journey/build-journey'
import type { DashboardData, SkillProgress, WeeklyGoal } from './dashboard-types'
import {
  PLACEHOLDER_CONFIDENCE,
  placeholderSkillLevels,
  SKILL_TARGET,
  SKILLS_SHOWN,
} from './progress-content'

/**
 * Spec section 7: when the dashboard call gives nothing but a stored diagnostic exists, the
 * dashboard is built from the stored roadmap with placeholder progress (confidence 75, sample
 * skills and weekly goals). Samples use the target role's own skills and first step so they read
 * true for this user; nothing here claims progress the user has not made, except taking the quiz.
 */
export function buildPlaceholderDashboard(
  stored: { result: DiagnosticResult; answers: DiagnosticAnswers },
  now: Date,
  utcOffsetMinutes = 0,
): DashboardData {
  const role = targetRoleOf(stored.result)
  const journey = buildJourney({ answers: stored.answers, insights: null, targetRoleId: role.id })
  const base = buildDashboard({ journey, confidenceAnswer: null, events: [], now })
  const skills: SkillProgress[] = role.skills
    .filter((skill) => skill.type === 'core')
    .slice(0, SKILLS_SHOWN)
    .map((skill, i) => ({
      skill: skill.name,
      level: placeholderSkillLevels[i] ?? 1,
      target: SKILL_TARGET,
    }))
  const due = endOfWeek(now, utcOffsetMinutes)
  const firstStep = role.roadmapSteps[0]?.title ?? 'your first roadmap step'
  const goals: WeeklyGoal[] = [
    { goal: 'Take the career diagnostic', completed: true, dueDate: due },
    { goal: `Start '${firstStep}'`, completed: false, dueDate: due },
    { goal: `Talk to one ${role.title} about their job`, completed: false, dueDate: due },
  ]
  return {
    ...base,
    careerProgress: {
      confidenceLevel: PLACEHOLDER_CONFIDENCE,
      skillsProgress: skills,
      weeklyGoals: goals,
      weeklyActivity: weeklyActivity([], now, utcOffsetMinutes),
    },
    source: 'placeholder',
  }
}
