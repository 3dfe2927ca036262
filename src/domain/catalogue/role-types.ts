/** Shapes of the built-in role catalogue (spec section 3, "Role"). */

export const roleIds = ['sdr', 'ae', 'csm', 'am', 'revops', 'marketing'] as const
export type RoleId = (typeof roleIds)[number]

export type Difficulty = 'easy' | 'moderate' | 'challenging'
export type Demand = 'High' | 'Medium' | 'Low'

export interface RoleSkill {
  name: string
  type: 'core' | 'advanced'
  description: string
}

export interface RoleEducation {
  title: string
  description: string
  duration: string
  type: 'certification' | 'bootcamp' | 'course' | 'degree'
  provider?: string
}

export interface RoleStory {
  name: string
  avatar: string
  quote: string
  years: string
  company: string
  background: string
}

export interface RoleStats {
  jobGrowth: string
  remoteAvailability: string
  entryLevelAvailable: boolean
  workLifeBalance: string
  averageSalary: string
}

export type ResourceType =
  'article' | 'template' | 'course' | 'certification' | 'tool' | 'video' | 'checklist' | 'book'

export interface RoleResource {
  title: string
  type: ResourceType
  url?: string
  description: string
  duration: string
  provider: string
  isFree: boolean
}

export interface RoadmapStep {
  id: number
  title: string
  description: string
  timeframe: string
  goal?: string
  /** am and marketing list resources as plain strings (spec section 3). */
  resources: readonly (RoleResource | string)[]
  checklist: readonly string[]
  tips: readonly string[]
  isFree: boolean
  locked: boolean
  creditCost: number
}

/** A step as written in a role file; lock fields are derived from the unlock-cost table. */
export type RoadmapStepContent = Omit<RoadmapStep, 'isFree' | 'locked' | 'creditCost'>

/** Compensation literacy: how pay is structured and what to ask, with the basis of every figure. */
export interface CompLiteracy {
  baseVariableSplit: string
  typicalRamp: string
  quotaQuestions: readonly string[]
  figuresBasis: string
}

export interface Role {
  id: RoleId
  title: string
  salary: string
  difficulty: Difficulty
  demand: Demand
  remote: boolean
  description: string
  whyFitsYou: string
  skills: readonly RoleSkill[]
  education: readonly RoleEducation[]
  stories: readonly RoleStory[]
  stats: RoleStats
  roadmapSteps: readonly RoadmapStep[]
  nextRoles: readonly string[]
  comp: CompLiteracy
}

export function isRoleId(value: string): value is RoleId {
  return (roleIds as readonly string[]).includes(value)
}
