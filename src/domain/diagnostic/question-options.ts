/**
 * The wizard's answer options (spec section 9 fixes the counts). Values are stable snake_case ids:
 * stored answers and the scoring tables refer to them, so rename a label freely but never a value.
 */

export interface WizardOption {
  value: string
  label: string
  hint?: string
}

export const currentRoleOptions = [
  { value: 'sdr_bdr', label: 'SDR / BDR', hint: 'Prospecting and booking meetings for AEs' },
  {
    value: 'account_executive',
    label: 'Account Executive',
    hint: 'Running deals and carrying a quota',
  },
  {
    value: 'customer_success',
    label: 'Customer Success Manager',
    hint: 'Onboarding and retaining customers',
  },
  {
    value: 'account_manager',
    label: 'Account Manager',
    hint: 'Renewing and growing existing accounts',
  },
  {
    value: 'sales_ops',
    label: 'Sales or Revenue Operations',
    hint: 'CRM, reporting, territories, process',
  },
  { value: 'marketing', label: 'Marketing', hint: 'Campaigns, content, demand generation' },
  {
    value: 'student_new_grad',
    label: 'Student or new grad',
    hint: 'Little or no full-time work yet',
  },
  {
    value: 'switcher_retail_hospitality',
    label: 'Switching from retail or hospitality',
    hint: 'Customer-facing work outside tech',
  },
  {
    value: 'switcher_teaching',
    label: 'Switching from teaching',
    hint: 'Teachers, tutors, trainers',
  },
  {
    value: 'other_professional',
    label: 'Other professional',
    hint: 'Recruiting, support, finance, and more',
  },
] as const satisfies readonly WizardOption[]

export const careerGoalOptions = [
  { value: 'break_into_tech_sales', label: 'Break into tech sales', hint: 'Land my first role' },
  { value: 'close_deals', label: 'Own and close my own deals' },
  {
    value: 'earn_more',
    label: 'Earn significantly more',
    hint: 'A higher on-target earnings (OTE)',
  },
  { value: 'get_promoted', label: 'Get promoted from my current seat' },
  { value: 'build_relationships', label: 'Build long-term customer relationships' },
  { value: 'grow_accounts', label: 'Grow and expand existing accounts' },
  { value: 'master_data_systems', label: 'Master the data and systems behind revenue' },
  { value: 'create_campaigns', label: 'Create campaigns and content that fill the pipeline' },
  { value: 'work_life_balance', label: 'Better work-life balance or remote work' },
  { value: 'lead_team', label: 'Lead a team someday' },
] as const satisfies readonly WizardOption[]

export const workPreferenceOptions = [
  { value: 'fast_paced_competitive', label: 'Fast-paced and competitive' },
  { value: 'target_driven', label: 'Clear targets and commission' },
  { value: 'team_collaboration', label: 'Collaborating closely with a team' },
  { value: 'independent_work', label: 'Working independently with deep focus' },
  {
    value: 'talking_to_people',
    label: 'Talking to people all day',
    hint: 'Calls, video, meetings',
  },
  { value: 'long_term_relationships', label: 'Long-term relationships with the same customers' },
  { value: 'data_analysis', label: 'Working with data and spreadsheets' },
  { value: 'building_processes', label: 'Building systems and processes' },
  { value: 'creative_work', label: 'Creative work', hint: 'Writing, design, content' },
  { value: 'remote_flexible', label: 'Remote or flexible schedule' },
] as const satisfies readonly WizardOption[]

export const strengthOptions = [
  { value: 'communication', label: 'Clear communication' },
  { value: 'persuasion', label: 'Persuasion and negotiation' },
  { value: 'resilience', label: 'Resilience with rejection' },
  { value: 'relationship_building', label: 'Building relationships' },
  { value: 'empathy', label: 'Empathy and active listening' },
  { value: 'problem_solving', label: 'Problem solving' },
  { value: 'analytical_thinking', label: 'Analytical thinking' },
  { value: 'organization', label: 'Organisation and process' },
  { value: 'technical_aptitude', label: 'Picking up new tools fast' },
  { value: 'writing', label: 'Writing' },
  { value: 'creativity', label: 'Creativity' },
  { value: 'curiosity', label: 'Curiosity and research' },
  { value: 'competitiveness', label: 'Competitive drive' },
  { value: 'presenting', label: 'Presenting and storytelling' },
  { value: 'teaching_coaching', label: 'Teaching and explaining' },
] as const satisfies readonly WizardOption[]

export const timelineOptions = [
  { value: 'asap', label: 'ASAP (1-3 months)' },
  { value: 'soon', label: 'Soon (3-6 months)' },
  { value: 'this_year', label: 'This year (6-12 months)' },
  { value: 'steady_growth', label: 'Steady growth (12-18 months)' },
  { value: 'long_term', label: 'Long-term (18+ months)' },
  { value: 'flexible', label: 'Flexible', hint: 'No fixed deadline' },
] as const satisfies readonly WizardOption[]

export const learningStyleOptions = [
  { value: 'hands_on', label: 'Hands-on: learn by doing' },
  { value: 'video', label: 'Video courses' },
  { value: 'reading', label: 'Books and articles' },
  { value: 'mentorship', label: 'One-to-one mentorship' },
  { value: 'role_play', label: 'Role-play and practice calls' },
  { value: 'structured_course', label: 'A structured course or bootcamp' },
  { value: 'peer_learning', label: 'Learning with peers and communities' },
  { value: 'shadowing', label: 'Shadowing people in the role' },
] as const satisfies readonly WizardOption[]

export const industryOptions = [
  { value: 'saas_software', label: 'SaaS and business software' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'fintech', label: 'Fintech' },
  { value: 'healthtech', label: 'Healthtech' },
  { value: 'martech_adtech', label: 'Martech and adtech' },
  { value: 'data_ai', label: 'Data and AI' },
  { value: 'devtools_cloud', label: 'Developer tools and cloud' },
  { value: 'hr_tech', label: 'HR tech' },
  { value: 'edtech', label: 'Edtech' },
  { value: 'open_to_anything', label: 'Open to anything' },
] as const satisfies readonly WizardOption[]

export const confidenceOptions = [
  { value: 'not_confident', label: 'Not confident yet' },
  { value: 'nervous_motivated', label: 'Nervous but motivated' },
  { value: 'unsure_where_to_start', label: 'Unsure where to start' },
  { value: 'somewhat_confident', label: 'Somewhat confident' },
  { value: 'confident_need_plan', label: 'Confident: I just need a plan' },
  { value: 'very_confident', label: 'Very confident' },
  { value: 'ready_now', label: 'Ready to interview now' },
] as const satisfies readonly WizardOption[]

export type CurrentRoleValue = (typeof currentRoleOptions)[number]['value']
export type CareerGoalValue = (typeof careerGoalOptions)[number]['value']
export type WorkPreferenceValue = (typeof workPreferenceOptions)[number]['value']
export type StrengthValue = (typeof strengthOptions)[number]['value']
export type TimelineValue = (typeof timelineOptions)[number]['value']
export type LearningStyleValue = (typeof learningStyleOptions)[number]['value']
export type IndustryValue = (typeof industryOptions)[number]['value']
export type ConfidenceValue = (typeof confidenceOptions)[number]['value']

/**
 * The words for a stored current-role answer ("SDR / BDR" for 'sdr_bdr'), so no id reaches a
 * screen or a reply; text that is not an option value (a resume title) is returned as it is.
 */
export function currentRoleLabel(value: string): string {
  return currentRoleOptions.find((option) => option.value === value)?.label ?? value
}
