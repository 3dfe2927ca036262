export { generalTips, roleTips } from './daily-tips'
export { dailyInsight, weeklyTip, dayNumber, weekNumber } from './daily-insight'
export type * from './dashboard-types'
export {
  buildDashboard,
  targetRoleOf,
  confidenceLevel,
  encouragement,
  type DashboardInput,
} from './build-dashboard'
export { buildPlaceholderDashboard } from './placeholder-dashboard'
export {
  weeklyActivity,
  recentAchievements,
  endOfWeek,
  localDay,
  type ActivityEvent,
} from './activity'
export {
  skillsProgress,
  skillLevel,
  stepsForSkill,
  stepDoneShare,
  isDone,
  type StepState,
  type StepStatus,
} from './step-progress'
export { SKILL_TARGET, PLACEHOLDER_CONFIDENCE } from './progress-content'
