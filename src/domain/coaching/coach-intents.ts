/**
 * The coaching topics Becky recognises. The ids are shared by the coach (src/ai), which
 * detects them, and the memory rules here, which turn them into insights and career intents.
 */

export const coachIntentIds = [
  'sdr_to_ae',
  'promotion_conversation',
  'salary_negotiation',
  'career_pivot_into_sales',
  'career_pivot_out_of_sales',
  'csm',
  'revops',
  'account_management',
  'growth_marketing',
  'interview_prep',
  'mock_interview',
  'cold_calling',
  'objection_handling',
  'discovery',
  'quota_pipeline',
  'learning_resources',
  'stuck_burnout',
  'app_help',
  'greeting',
  'thanks',
  'unknown',
] as const
export type CoachIntent = (typeof coachIntentIds)[number]

export function isCoachIntent(value: string): value is CoachIntent {
  return (coachIntentIds as readonly string[]).includes(value)
}

/** Short topic names, used in key insights and in the coach's capability list. */
export const coachIntentLabels: Readonly<Record<CoachIntent, string>> = {
  sdr_to_ae: 'SDR to AE path',
  promotion_conversation: 'promotion conversation',
  salary_negotiation: 'salary and OTE negotiation',
  career_pivot_into_sales: 'pivoting into tech sales',
  career_pivot_out_of_sales: 'moving beyond a quota role',
  csm: 'customer success',
  revops: 'revenue operations',
  account_management: 'account management',
  growth_marketing: 'growth marketing',
  interview_prep: 'interview preparation',
  mock_interview: 'mock interview practice',
  cold_calling: 'cold calling',
  objection_handling: 'objection handling',
  discovery: 'discovery calls',
  quota_pipeline: 'quota and pipeline',
  learning_resources: 'learning resources',
  stuck_burnout: 'feeling stuck or burned out',
  app_help: 'using SalesPath',
  greeting: 'greeting',
  thanks: 'thanks',
  unknown: 'open question',
}

/** Topics that carry no insight worth remembering. */
export const smallTalkIntents: readonly CoachIntent[] = ['greeting', 'thanks']

/**
 * What a coach situation (SITUATIONS.md ids) says about the user's career intent when the
 * diagnostic has not said it.
 */
export const careerIntentFromSituation: Readonly<Record<string, UserIntent>> = {
  sdr_to_ae_path: 'grow_as_sdr',
  sdr_to_ae_timeline: 'grow_as_sdr',
  promotion_ask: 'grow_as_sdr',
  passed_over_promotion: 'grow_as_sdr',
  breaking_in: 'break_into_sdr',
  bootcamp_worth_it: 'break_into_sdr',
  switcher_teacher: 'break_into_sdr',
  switcher_retail: 'break_into_sdr',
  switcher_hospitality: 'break_into_sdr',
  switcher_recruiter: 'break_into_sdr',
  switcher_military: 'break_into_sdr',
  switcher_scientist: 'break_into_sdr',
  switcher_nurse: 'break_into_sdr',
  switcher_founder: 'break_into_sdr',
  switcher_general: 'break_into_sdr',
  leaving_sales: 'sdr_switcher',
  move_to_csm: 'non_sdr_tech_sales',
  move_to_am: 'non_sdr_tech_sales',
  move_to_revops: 'non_sdr_tech_sales',
  move_to_marketing: 'non_sdr_tech_sales',
  move_to_sales_engineer: 'non_sdr_tech_sales',
}

/** userIntent values (spec section 3) and their labels. */
export const userIntentLabels = {
  break_into_sdr: 'Breaking into Tech Sales',
  grow_as_sdr: 'SDR Looking to Get Promoted',
  sdr_switcher: 'SDR Considering Career Switch',
  non_sdr_tech_sales: 'Exploring Tech Sales Roles',
  just_exploring: 'Exploring Career Options',
} as const
export type UserIntent = keyof typeof userIntentLabels

export function userIntentLabel(intent: string): string {
  return intent in userIntentLabels ? userIntentLabels[intent as UserIntent] : 'Career Development'
}

/** What a chat topic says about the user's career intent when the diagnostic has not said it. */
export const careerIntentFromTopic: Partial<Readonly<Record<CoachIntent, UserIntent>>> = {
  sdr_to_ae: 'grow_as_sdr',
  promotion_conversation: 'grow_as_sdr',
  career_pivot_into_sales: 'break_into_sdr',
  career_pivot_out_of_sales: 'sdr_switcher',
  csm: 'non_sdr_tech_sales',
  revops: 'non_sdr_tech_sales',
  account_management: 'non_sdr_tech_sales',
  growth_marketing: 'non_sdr_tech_sales',
}
