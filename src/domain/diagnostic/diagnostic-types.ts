/** Shapes of the diagnostic (spec section 3: Diagnostic answers, Diagnostic result, Resume insights). */

export const questionIds = [
  'first_name',
  'email',
  'current_role',
  'biggest_career_goal',
  'work_preferences',
  'strengths',
  'target_timeline',
  'learning_style',
  'industry_preference',
  'confidence_level',
] as const
export type QuestionId = (typeof questionIds)[number]

export interface DiagnosticAnswers {
  first_name: string
  email: string
  current_role: string
  biggest_career_goal: string
  work_preferences: string[]
  strengths: string[]
  target_timeline: string
  learning_style: string
  industry_preference?: string
  confidence_level: string
}

export interface ResumeInsights {
  currentRole: string
  /** Years of experience, from date ranges: every job, sales or not. */
  experience: number
  skills: string[]
  achievements: string[]
  /** How each skill was read (resume parser only; absent on typed-in insights). */
  skillDetails?: SkillDetail[]
  /** 'headline': no dated job gave a title, so the line under the name stood in. */
  roleSource?: 'job' | 'headline'
  /**
   * Years in sales-relevant jobs (the resume reader's experienceBreakdown, by job title), shown
   * beside the total; absent on typed-in insights and on resumes read before it existed.
   */
  salesExperience?: number
}

export interface SkillDetail {
  name: string
  kind: 'sales' | 'tool' | 'soft' | 'other'
  /** Found in the text outside any skills section (the resume has none). */
  inferred: boolean
}

export interface CareerMatch {
  role: string
  matchScore: number
  matchReason: string
  timeToRole: string
  salaryRange: string
  /** Extension: the weighted rules that produced the score, one line each. */
  reasons?: string[]
  roleId?: string
  /** Extension: the three strongest reasons in plain words ("Why #1"). */
  topReasons?: string[]
  /** Extension: true for the role the user already holds: shown as 'your current role', not a match. */
  isCurrentRole?: boolean
}

export interface RoadmapPlanStep {
  title: string
  description: string
  priority: 'high' | 'medium' | 'low'
  timeEstimate: string
  successMetrics: string[]
  /** Extension: the catalogue step this plan step comes from. */
  stepId?: number
  /** Extension: true when the resume shows the step is already mastered (see skipReasons). */
  mastered?: boolean
}

export interface RoadmapPhase {
  phase: number
  title: string
  duration: string
  description: string
  steps: RoadmapPlanStep[]
  milestones: string[]
}

export interface SelectedRoadmap {
  title: string
  targetRole: string
  currentState: string
  timelineAssessment: string
  skipReasons: string[]
  phases: RoadmapPhase[]
  /** Extension: catalogue id of targetRole. */
  roleId?: string
  /** Extension: how the user's timeline compares with a realistic estimate. */
  timelineFit?: TimelineFit
  /** Extension: the plan's length as every screen shows it ('6-13 months'). */
  timelineLabel?: string
}

export type TimelineFit = 'ambitious' | 'realistic' | 'comfortable' | 'flexible'

export interface DiagnosticResult {
  careerMatches: CareerMatch[]
  beckyWelcome: string
  userEmail: string
  selectedRoadmap: SelectedRoadmap
}
