import { z } from 'zod'
import { accountExportFile } from './account-export-schema'
import type { EndpointKey, EndpointResponse } from './endpoints'
import * as account from './responses/account'
import * as onboarding from './responses/onboarding'
import * as plan from './responses/plan'
import * as practice from './responses/practice'
import { syncStatusResponse } from './sync'

/** Each endpoint's response schema must produce exactly its type in the endpoint map. */
type ResponseSchemas = { [K in EndpointKey]: z.ZodType<EndpointResponse<K>> }

/**
 * Every endpoint's JSON response, once. The response types of endpoints.ts are these schemas'
 * (`z.infer`, or for the shapes the domain owns a schema declared as that type), so a field added
 * on one side only fails the type check; `satisfies` makes a missing endpoint a type error, and
 * the in-page server's tests check every answer the handlers give against these (mocks/node.ts).
 * Kept out of `index.ts`: the page never loads them.
 */
export const endpointResponses = {
  'GET /api/auth/user': account.publicUser,
  'POST /api/auth/signup': account.authResponse,
  'POST /api/auth/signin': account.authResponse,
  'POST /api/auth/signout': account.successResponse,
  'GET /api/users/profile': account.userProfile,
  'PATCH /api/users/profile': account.userProfile,
  'GET /api/answers/user/:userId': z.array(onboarding.storedAnswerRow),
  'GET /api/answers/session/:sessionId': z.array(onboarding.storedAnswerRow),
  'GET /api/credits': account.creditsOverview,
  'POST /api/credits/earn': account.earnResponse,
  'POST /api/credits/purchase': account.purchaseResponse,
  'POST /api/feedback': account.earnResponse,
  'POST /api/roadmap/:roleId/unlock': account.unlockResponse,
  'GET /api/roadmap/:roleId/progress': account.roadmapProgress,
  'PUT /api/roadmap/:roleId/steps/:stepId/checklist/:index': account.roadmapProgress,
  'PUT /api/roadmap/:roleId/steps/:stepId/status': account.roadmapProgress,
  'POST /api/onboarding/diagnostic': plan.diagnosticResultResponse,
  'GET /api/onboarding/diagnostic/latest': onboarding.storedDiagnostic,
  'POST /api/onboarding/parse-resume': onboarding.parseResumeResponse,
  'POST /api/resume/upload': onboarding.resumeUploadResponse,
  'POST /api/resume/prepare': account.preparingResponse,
  'GET /api/resume/insights': onboarding.storedResume,
  'PUT /api/resume/insights': onboarding.storedResume,
  'GET /api/career-matches/:userId': onboarding.careerMatchesResponse,
  'POST /api/career-matches/generate': onboarding.careerMatchesResponse,
  'GET /api/user/dashboard': plan.dashboardResponse,
  'GET /api/journey': plan.journeyResponse,
  'GET /api/journey/:roleId': plan.journeyResponse,
  'GET /api/insights/today': account.todayInsightResponse,
  'POST /api/chat/becky': account.chatResponse,
  'GET /api/chat/history': account.chatHistoryResponse,
  'DELETE /api/chat/history': account.clearChatHistoryResponse,
  'GET /api/coaching/memory': plan.coachingMemoryResponse,
  'PATCH /api/coaching/memory': plan.coachingMemoryResponse,
  'DELETE /api/coaching/memory': plan.coachingMemoryResponse,
  'POST /api/career/plan': account.careerPlanResponse,
  'GET /api/account/export': accountExportFile,
  'POST /api/account/import': account.importResponse,
  'DELETE /api/account': account.deleteAccountResponse,
  'GET /api/practice/scenarios': practice.practiceScenariosResponse,
  'POST /api/practice/sessions': practice.practiceSessionView,
  'POST /api/practice/sessions/:sessionId/turns': practice.practiceSessionView,
  'POST /api/practice/sessions/:sessionId/finish': practice.practiceFinishResponse,
  'GET /api/practice/history': practice.practiceHistoryResponse,
  'POST /api/practice/review': practice.reviewTextResponse,
  'GET /api/sync': syncStatusResponse,
  'POST /api/sync': syncStatusResponse,
  'POST /api/sync/now': syncStatusResponse,
  'DELETE /api/sync': syncStatusResponse,
  'POST /api/sync/set-aside/:changeId/retry': syncStatusResponse,
  'DELETE /api/sync/set-aside/:changeId': syncStatusResponse,
} as const satisfies ResponseSchemas

/** The first thing a response breaks of its endpoint's schema, or null when it fits. */
export function responseProblem(key: EndpointKey, body: unknown): string | null {
  const result = (endpointResponses[key] as z.ZodType).safeParse(body)
  if (result.success) return null
  const issue = result.error.issues[0]
  return `${key} answered outside its contract schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`
}
