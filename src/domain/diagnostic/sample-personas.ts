import type { DiagnosticAnswers, ResumeInsights } from './diagnostic-types'

/**
 * Representative wizard answers for tests, the benchmark and demos. Each one describes a person the
 * product is for; the expected top match is written next to it so a reader can judge the ranking.
 */

export interface SamplePersona {
  expectedTopRole: string
  answers: DiagnosticAnswers
}

export const samplePersonas = {
  /** An SDR who wants to run and close their own deals. */
  sdrCloser: {
    expectedTopRole: 'ae',
    answers: {
      first_name: 'Maya',
      email: 'maya@example.com',
      current_role: 'sdr_bdr',
      biggest_career_goal: 'close_deals',
      work_preferences: ['fast_paced_competitive', 'target_driven', 'talking_to_people'],
      strengths: ['persuasion', 'resilience', 'competitiveness', 'communication'],
      target_timeline: 'this_year',
      learning_style: 'role_play',
      industry_preference: 'saas_software',
      confidence_level: 'confident_need_plan',
    },
  },
  /** An SDR who lights up around spreadsheets, CRM hygiene and process. */
  dataMinded: {
    expectedTopRole: 'revops',
    answers: {
      first_name: 'Dev',
      email: 'dev@example.com',
      current_role: 'sdr_bdr',
      biggest_career_goal: 'master_data_systems',
      work_preferences: ['data_analysis', 'building_processes', 'independent_work'],
      strengths: ['analytical_thinking', 'organization', 'technical_aptitude', 'problem_solving'],
      target_timeline: 'steady_growth',
      learning_style: 'structured_course',
      industry_preference: 'data_ai',
      confidence_level: 'somewhat_confident',
    },
  },
  /** A teacher who wants to help customers succeed over the long run. */
  helper: {
    expectedTopRole: 'csm',
    answers: {
      first_name: 'Priya',
      email: 'priya@example.com',
      current_role: 'switcher_teaching',
      biggest_career_goal: 'build_relationships',
      work_preferences: ['long_term_relationships', 'team_collaboration', 'talking_to_people'],
      strengths: ['empathy', 'relationship_building', 'teaching_coaching', 'communication'],
      target_timeline: 'soon',
      learning_style: 'shadowing',
      industry_preference: 'edtech',
      confidence_level: 'nervous_motivated',
    },
  },
  /** A marketer who writes, designs and wants to run campaigns. */
  creative: {
    expectedTopRole: 'marketing',
    answers: {
      first_name: 'Leo',
      email: 'leo@example.com',
      current_role: 'marketing',
      biggest_career_goal: 'create_campaigns',
      work_preferences: ['creative_work', 'team_collaboration', 'remote_flexible'],
      strengths: ['writing', 'creativity', 'curiosity', 'presenting'],
      target_timeline: 'this_year',
      learning_style: 'video',
      industry_preference: 'martech_adtech',
      confidence_level: 'somewhat_confident',
    },
  },
  /** A new grad who wants a first job in tech sales. */
  newToSales: {
    expectedTopRole: 'sdr',
    answers: {
      first_name: 'Sam',
      email: 'sam@example.com',
      current_role: 'student_new_grad',
      biggest_career_goal: 'break_into_tech_sales',
      work_preferences: ['talking_to_people', 'fast_paced_competitive', 'team_collaboration'],
      strengths: ['communication', 'resilience', 'curiosity'],
      target_timeline: 'asap',
      learning_style: 'hands_on',
      confidence_level: 'unsure_where_to_start',
    },
  },
  /** A server switching out of hospitality, no industry preference. */
  hospitalitySwitcher: {
    expectedTopRole: 'sdr',
    answers: {
      first_name: 'Carlos',
      email: 'carlos@example.com',
      current_role: 'switcher_retail_hospitality',
      biggest_career_goal: 'earn_more',
      work_preferences: ['talking_to_people', 'target_driven'],
      strengths: ['resilience', 'communication', 'relationship_building'],
      target_timeline: 'soon',
      learning_style: 'peer_learning',
      confidence_level: 'nervous_motivated',
    },
  },
} as const satisfies Record<string, SamplePersona>

/** A resume of a two-year SDR who already works in Salesforce and books meetings. */
export const sampleSdrResume: ResumeInsights = {
  currentRole: 'Sales Development Representative',
  experience: 2,
  skills: ['Salesforce', 'Outreach', 'Cold calling', 'MEDDICC', 'Negotiation'],
  achievements: ['Booked 45 meetings per quarter; 130% of quota for 4 quarters'],
}

export type PersonaName = keyof typeof samplePersonas
export const personaNames = Object.keys(samplePersonas) as PersonaName[]

/** A fresh, mutable copy of a persona's answers. */
export function personaAnswers(name: PersonaName): DiagnosticAnswers {
  const { answers } = samplePersonas[name]
  return {
    ...answers,
    work_preferences: [...answers.work_preferences],
    strengths: [...answers.strengths],
  }
}
