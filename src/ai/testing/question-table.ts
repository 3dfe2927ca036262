import { cardIds } from '../offline/situations/card-ids'
/**
 * The smoke set: 30 questions of the kind the team asks Becky, with the situation she should
 * hear (SITUATIONS.md ids). Shared by the offline coach's tests and its benchmark. The real
 * evaluation set (forum questions with sources) lives with `npm run coach:eval`.
 */
export const questionTable: readonly (readonly [string, string])[] = [
  ['How do I go from SDR to AE?', cardIds.sdr_to_ae_path],
  ['How long from SDR to AE usually?', cardIds.sdr_to_ae_timeline],
  ['How should I ask my manager for a promotion?', cardIds.promotion_ask],
  ['I got passed over for promotion again. What do I do?', cardIds.passed_over_promotion],
  ['How do I negotiate my OTE?', cardIds.offer_negotiation],
  ['What is a normal base and variable split for an AE?', cardIds.pay_structure],
  ['How much does a CSM make?', cardIds.salary_by_role],
  ["I'm a teacher and want to break into tech sales", cardIds.switcher_teacher],
  ['Can I get into sales with no sales experience?', cardIds.breaking_in],
  ['I want to leave sales, what else can I do?', cardIds.leaving_sales],
  ['Could I become a solutions engineer instead?', cardIds.move_to_sales_engineer],
  ['How do I get into sales operations?', cardIds.move_to_revops],
  ['How should I prepare for my AE interview?', cardIds.interview_prep],
  ['What should be on my resume for an AE role?', cardIds.resume_sales],
  ['Can you give me a mock interview?', cardIds.mock_interview],
  ['How do I get past the gatekeeper on cold calls?', cardIds.gatekeeper],
  ['Give me a good cold call opener', cardIds.cold_calling],
  ['How do I write outbound emails that get replies?', cardIds.cold_email],
  ['Prospects keep telling me they have no budget', cardIds.objection_budget],
  ['How do I run a great discovery call?', cardIds.discovery],
  ['What is MEDDICC?', cardIds.method_meddicc],
  ['I keep missing quota, how do I fix my pipeline?', cardIds.missed_quota],
  ['What books should I read about discovery?', cardIds.learning_resources],
  ["I'm burned out from cold calling", cardIds.burnout],
  ['I set 8 meetings a month, is that good?', cardIds.meetings_per_month],
  ['How do credits work?', cardIds.app_help],
  ['What should I do this week?', cardIds.roadmap_next_step],
  ['Hi Becky!', cardIds.greeting],
  ['Thanks, that was really helpful', cardIds.thanks],
  ["What's the weather like in Paris tomorrow?", cardIds.off_topic],
]
