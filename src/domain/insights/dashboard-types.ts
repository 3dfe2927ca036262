/** Dashboard data (spec section 3, variant B) plus the fields the dashboard screens draw from. */

export interface DashboardNextStep {
  title: string
  description: string
  /** 'high' or another priority word from the plan. */
  priority: string
  timeEstimate: string
  /** Extension: catalogue step id, for a link into the roadmap. */
  stepId?: number
  /** Extension: true when the step still has to be unlocked with credits. */
  locked?: boolean
}

export type PhaseStatus = 'completed' | 'current' | 'upcoming'

export interface DashboardPhase {
  phase: number
  title: string
  duration: string
  status: PhaseStatus
  completedSteps: number
  totalSteps: number
}

export interface SkillProgress {
  skill: string
  /** 1..target */
  level: number
  target: number
}

export interface WeeklyGoal {
  goal: string
  completed: boolean
  /** YYYY-MM-DD */
  dueDate: string
}

/** One day of the weekly progress chart. */
export interface DayActivity {
  /** YYYY-MM-DD (UTC) */
  date: string
  /** Short weekday, e.g. 'Mon'. */
  label: string
  /** Checklist items ticked, steps moved on and steps unlocked that day. */
  actions: number
}

export interface Achievement {
  title: string
  /** ISO timestamp */
  date: string
}

export interface DashboardData {
  currentRoadmap: {
    title: string
    targetRole: string
    /** Extension: catalogue id of targetRole, for /roadmap/{roleId}. */
    roleId: string
    currentPhase: number
    totalPhases: number
    completedSteps: number
    totalSteps: number
    /** null once every step is done. */
    nextStep: DashboardNextStep | null
    /** Extension: the overview's phases (at most 3). */
    phases: DashboardPhase[]
    /** Extension: the journey's one timeline label ('7-14 months'). */
    timeline?: string
  }
  careerProgress: {
    /** Percent, 0..100. */
    confidenceLevel: number
    skillsProgress: SkillProgress[]
    weeklyGoals: WeeklyGoal[]
    /** Extension: the last 7 days, oldest first. */
    weeklyActivity: DayActivity[]
  }
  beckyInsights: {
    weeklyTip: string
    encouragement: string
    nextMilestone: string
  }
  /** Extension: newest first, at most 3. */
  recentAchievements: Achievement[]
  /** 'progress' = built from real roadmap progress; 'placeholder' = spec placeholder values. */
  source: 'progress' | 'placeholder'
}
