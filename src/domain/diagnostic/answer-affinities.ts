import type { RoleId } from '../catalogue'
import type {
  CareerGoalValue,
  ConfidenceValue,
  CurrentRoleValue,
  IndustryValue,
  LearningStyleValue,
  StrengthValue,
  WorkPreferenceValue,
} from './question-options'

/**
 * How much each answer moves each role's score, in points. The scale: a whole-profile fit adds up
 * to roughly 60-80 points for the best role; one strong signal (goal, starting point) is 10-16, one
 * multi-select pick 2-9, a style or industry hint 1-3. Negative points mark a step backwards or a
 * move that fights the answer. Roles left out of a row are unaffected.
 */
export type RolePoints = Partial<Record<RoleId, number>>

/** Baseline before any answer: entry and next-step roles are the likeliest fits for this audience. */
export const rolePriors: Record<RoleId, { points: number; why: string }> = {
  sdr: { points: 12, why: 'the most common way into tech sales' },
  ae: { points: 12, why: 'the most common next step in tech sales' },
  csm: { points: 10, why: 'a high-demand role open to many backgrounds' },
  am: { points: 8, why: 'a steady path for people who grow accounts' },
  revops: { points: 8, why: 'a high-demand role for systems thinkers' },
  marketing: { points: 8, why: 'a high-demand role for creative, data-minded people' },
}

export const currentRolePoints: Record<CurrentRoleValue, RolePoints> = {
  sdr_bdr: { ae: 14, am: 8, csm: 6, revops: 3, sdr: 2, marketing: 2 },
  account_executive: { am: 10, ae: 8, csm: 4, revops: 2, sdr: -10 },
  customer_success: { csm: 10, am: 10, ae: 4, revops: 2, sdr: -4 },
  account_manager: { am: 10, ae: 8, csm: 8, sdr: -6 },
  sales_ops: { revops: 16, ae: 2, am: 2, sdr: -4 },
  marketing: { marketing: 14, sdr: 6, revops: 4 },
  student_new_grad: { sdr: 14, marketing: 6, csm: 2, revops: -2, am: -6, ae: -8 },
  switcher_retail_hospitality: { sdr: 12, csm: 8, am: 2, ae: -6 },
  switcher_teaching: { csm: 12, sdr: 8, marketing: 3, ae: -6 },
  other_professional: { sdr: 8, csm: 6, revops: 4, marketing: 2 },
}

export const goalPoints: Record<CareerGoalValue, RolePoints> = {
  break_into_tech_sales: { sdr: 16, csm: 4, ae: -4 },
  close_deals: { ae: 16, am: 4, sdr: 3 },
  earn_more: { ae: 10, am: 6, revops: 3 },
  get_promoted: { ae: 8, am: 4, csm: 2, revops: 2 },
  build_relationships: { csm: 12, am: 10 },
  grow_accounts: { am: 14, csm: 6, ae: 4 },
  master_data_systems: { revops: 16, marketing: 2 },
  create_campaigns: { marketing: 16, sdr: 2 },
  work_life_balance: { csm: 5, revops: 5, marketing: 4, am: 3, sdr: -3 },
  lead_team: { ae: 5, am: 3, sdr: 2, csm: 2, revops: 2 },
}

export const workPreferencePoints: Record<WorkPreferenceValue, RolePoints> = {
  fast_paced_competitive: { ae: 6, sdr: 5 },
  target_driven: { ae: 6, sdr: 5, am: 3 },
  team_collaboration: { csm: 3, marketing: 3, revops: 2, sdr: 2 },
  independent_work: { revops: 5, ae: 2, marketing: 2 },
  talking_to_people: { sdr: 5, ae: 3, csm: 3, am: 2 },
  long_term_relationships: { csm: 7, am: 6 },
  data_analysis: { revops: 8, marketing: 3 },
  building_processes: { revops: 8, csm: 2 },
  creative_work: { marketing: 9 },
  remote_flexible: { revops: 3, marketing: 3, csm: 2 },
}

export const strengthPoints: Record<StrengthValue, RolePoints> = {
  communication: { sdr: 2, ae: 2, csm: 2, am: 2, marketing: 1 },
  persuasion: { ae: 6, sdr: 3, am: 2 },
  resilience: { sdr: 6, ae: 3 },
  relationship_building: { csm: 5, am: 5, ae: 1 },
  empathy: { csm: 6, am: 2 },
  problem_solving: { csm: 3, revops: 3, ae: 2 },
  analytical_thinking: { revops: 7, marketing: 2 },
  organization: { revops: 5, am: 2, csm: 2 },
  technical_aptitude: { revops: 4, csm: 2, ae: 1 },
  writing: { marketing: 6, sdr: 2 },
  creativity: { marketing: 7 },
  curiosity: { sdr: 3, ae: 2, marketing: 2 },
  competitiveness: { ae: 5, sdr: 4 },
  presenting: { ae: 4, marketing: 2, csm: 1 },
  teaching_coaching: { csm: 5, marketing: 1 },
}

export const learningStylePoints: Record<LearningStyleValue, RolePoints> = {
  hands_on: { sdr: 2, revops: 1 },
  video: { marketing: 1 },
  reading: { marketing: 2, revops: 1 },
  mentorship: { ae: 1, csm: 1 },
  role_play: { sdr: 2, ae: 2 },
  structured_course: { revops: 2, marketing: 1 },
  peer_learning: { sdr: 2, csm: 1 },
  shadowing: { csm: 2, am: 2 },
}

export const industryPoints: Record<IndustryValue, RolePoints> = {
  saas_software: { ae: 1, csm: 1 },
  cybersecurity: { ae: 2 },
  fintech: { am: 2 },
  healthtech: { csm: 2 },
  martech_adtech: { marketing: 3 },
  data_ai: { revops: 2 },
  devtools_cloud: { ae: 2, csm: 1 },
  hr_tech: { csm: 2 },
  edtech: { csm: 2, marketing: 1 },
  open_to_anything: {},
}

export const confidencePoints: Record<ConfidenceValue, RolePoints> = {
  not_confident: { sdr: 3, csm: 2 },
  nervous_motivated: { sdr: 3, csm: 1 },
  unsure_where_to_start: { sdr: 3, csm: 1 },
  somewhat_confident: {},
  confident_need_plan: { ae: 1, revops: 1 },
  very_confident: { ae: 3, am: 2 },
  ready_now: { ae: 3, am: 2 },
}
