import { z } from 'zod'
import { accountExportFile } from './account-export-schema'
import type { EndpointKey, EndpointResponse } from './endpoints'
import {
  authResponse,
  careerPlanResponse,
  chatHistoryResponse,
  chatResponse,
  clearChatHistoryResponse,
  creditsOverview,
  deleteAccountResponse,
  earnResponse,
  importResponse,
  preparingResponse,
  publicUser,
  purchaseResponse,
  roadmapProgress,
  successResponse,
  todayInsightResponse,
  unlockResponse,
  userProfile,
} from './responses/account'
import {
  careerMatchesResponse,
  parseResumeResponse,
  resumeUploadResponse,
  storedAnswerRow,
  storedDiagnostic,
  storedResume,
} from './responses/onboarding'
import {
  coachingMemoryResponse,
  dashboardResponse,
  diagnosticResultResponse,
  journeyResponse,
} from './responses/plan'
import {
  practiceFinishResponse,
  practiceHistoryResponse,
  practiceScenariosResponse,
  practiceSessionView,
  reviewTextResponse,
} from './responses/practice'
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
  'GET /api/auth/user': publicUser,
  'POST /api/auth/signup': authResponse,
  'POST /api/auth/signin': authResponse,
  'POST /api/auth/signout': successResponse,
  'GET /api/users/profile': userProfile,
  'PATCH /api/users/profile': userProfile,
  'GET /api/answers/user/:userId': z.array(storedAnswerRow),
  'GET /api/answers/session/:sessionId': z.array(storedAnswerRow),
  'GET /api/credits': creditsOverview,
  'POST /api/credits/earn': earnResponse,
  'POST /api/credits/purchase': purchaseResponse,
  'POST /api/feedback': earnResponse,
  'POST /api/roadmap/:roleId/unlock': unlockResponse,
  'GET /api/roadmap/:roleId/progress': roadmapProgress,
  'PUT /api/roadmap/:roleId/steps/:stepId/checklist/:index': roadmapProgress,
  'PUT /api/roadmap/:roleId/steps/:stepId/status': roadmapProgress,
  'POST /api/onboarding/diagnostic': diagnosticResultResponse,
  'GET /api/onboarding/diagnostic/latest': storedDiagnostic,
  'POST /api/onboarding/parse-resume': parseResumeResponse,
  'POST /api/resume/upload': resumeUploadResponse,
  'POST /api/resume/prepare': preparingResponse,
  'GET /api/resume/insights': storedResume,
  'PUT /api/resume/insights': storedResume,
  'GET /api/career-matches/:userId': careerMatchesResponse,
  'POST /api/career-matches/generate': careerMatchesResponse,
  'GET /api/user/dashboard': dashboardResponse,
  'GET /api/journey': journeyResponse,
  'GET /api/journey/:roleId': journeyResponse,
  'GET /api/insights/today': todayInsightResponse,
  'POST /api/chat/becky': chatResponse,
  'GET /api/chat/history': chatHistoryResponse,
  'DELETE /api/chat/history': clearChatHistoryResponse,
  'GET /api/coaching/memory': coachingMemoryResponse,
  'PATCH /api/coaching/memory': coachingMemoryResponse,
  'DELETE /api/coaching/memory': coachingMemoryResponse,
  'POST /api/career/plan': careerPlanResponse,
  'GET /api/account/export': accountExportFile,
  'POST /api/account/import': importResponse,
  'DELETE /api/account': deleteAccountResponse,
  'GET /api/practice/scenarios': practiceScenariosResponse,
  'POST /api/practice/sessions': practiceSessionView,
  'POST /api/practice/sessions/:sessionId/turns': practiceSessionView,
  'POST /api/practice/sessions/:sessionId/finish': practiceFinishResponse,
  'GET /api/practice/history': practiceHistoryResponse,
  'POST /api/practice/review': reviewTextResponse,
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
