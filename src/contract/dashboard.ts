/**
 * GET /api/user/dashboard and GET /api/insights/today. The dashboard shape is the domain's
 * (src/domain/insights), so the server and the client-side placeholder build the same thing.
 */
export type {
  Achievement,
  DashboardData,
  DashboardNextStep,
  DashboardPhase,
  DayActivity,
  PhaseStatus,
  SkillProgress,
  WeeklyGoal,
} from '@/domain/insights'

export interface TodayInsightResponse {
  message: string
  /** YYYY-MM-DD (UTC): the tip changes at midnight UTC. */
  date: string
  /** The target role the tip was picked for, when known. */
  roleId: string | null
}
