import type { z } from 'zod'
import type { todayInsightResponse } from './responses/account'

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

export type TodayInsightResponse = z.infer<typeof todayInsightResponse>
