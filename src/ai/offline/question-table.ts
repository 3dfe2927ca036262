/**
 * The smoke set: 30 questions of the kind the team asks Becky, with the situation she should
 * hear (SITUATIONS.md ids). Shared by the offline coach's tests and its benchmark. The real
 * evaluation set (forum questions with sources) lives with `npm run coach:eval`.
 */
export const questionTable: readonly (readonly [string, string])[] = [
  ['How do I go from SDR to AE?', 'sdr_to_ae_path'],
  ['How long from SDR to AE usually?', 'sdr_to_ae_timeline'],
  ['How should I ask my manager for a promotion?', 'promotion_ask'],
  ['I got passed over for promotion again. What do I do?', 'passed_over_promotion'],
  ['How do I negotiate my OTE?', 'offer_negotiation'],
  ['What is a normal base and variable split for an AE?', 'pay_structure'],
  ['How much does a CSM make?', 'salary_by_role'],
  ["I'm a teacher and want to break into tech sales", 'switcher_teacher'],
  ['Can I get into sales with no sales experience?', 'breaking_in'],
  ['I want to leave sales, what else can I do?', 'leaving_sales'],
  ['Could I become a solutions engineer instead?', 'move_to_sales_engineer'],
  ['How do I get into sales operations?', 'move_to_revops'],
  ['How should I prepare for my AE interview?', 'interview_prep'],
  ['What should be on my resume for an AE role?', 'resume_sales'],
  ['Can you give me a mock interview?', 'mock_interview'],
  ['How do I get past the gatekeeper on cold calls?', 'gatekeeper'],
  ['Give me a good cold call opener', 'cold_calling'],
  ['How do I write outbound emails that get replies?', 'cold_email'],
  ['Prospects keep telling me they have no budget', 'objection_budget'],
  ['How do I run a great discovery call?', 'discovery'],
  ['What is MEDDICC?', 'method_meddicc'],
  ['I keep missing quota, how do I fix my pipeline?', 'missed_quota'],
  ['What books should I read about discovery?', 'learning_resources'],
  ["I'm burned out from cold calling", 'burnout'],
  ['I set 8 meetings a month, is that good?', 'meetings_per_month'],
  ['How do credits work?', 'app_help'],
  ['What should I do this week?', 'roadmap_next_step'],
  ['Hi Becky!', 'greeting'],
  ['Thanks, that was really helpful', 'thanks'],
  ["What's the weather like in Paris tomorrow?", 'off_topic'],
]
