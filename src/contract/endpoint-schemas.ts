import { z } from 'zod'
import { deleteAccountRequest } from './account'
import { signInRequest, signUpRequest } from './auth'
import { chatRequest, memoryEditRequest } from './coach'
import { earnRequest, feedbackRequest, purchaseRequest } from './credits'
import type { EndpointKey } from './endpoints'
import { generateMatchesRequest } from './matches'
import {
  diagnosticRequest,
  parseResumeRequest,
  profileUpdateRequest,
  resumeInsightsSchema,
} from './onboarding'
import { practiceTurnRequest, reviewTextRequest, startPracticeRequest } from './practice'
import {
  chatHistoryQuery,
  chatQuery,
  creditsQuery,
  profileQuery,
  syncNowQuery,
} from './query-schemas'
import { checklistTickRequest, stepStatusRequest, unlockRequest } from './roadmap'
import { syncTurnOnRequest } from './sync'

/** What an endpoint accepts: its JSON body and its query, each a zod schema; absent means none. */
export interface EndpointSchemas {
  body?: z.ZodType
  query?: z.ZodType
  /** multipart/form-data, checked field by field with `resumeUploadFields`. */
  multipart?: true
}

/**
 * An export file is checked row by row by the account service (every refusal named, nothing
 * written): the endpoint takes any JSON and leaves the judging to the rules in the domain.
 */
export const accountImportRequest = z.unknown()

const none: EndpointSchemas = {}

/**
 * Every endpoint of the map in endpoints.ts with its request schemas: the in-page server's
 * `route()` validates with these (mocks/handlers), the client's `api()` takes its query type from
 * them. `satisfies` makes a missing endpoint a type error; the handlers' test fails at run time
 * when a route's schema is not the one here.
 */
export const endpointSchemas = {
  'GET /api/auth/user': none,
  'POST /api/auth/signup': { body: signUpRequest },
  'POST /api/auth/signin': { body: signInRequest },
  'POST /api/auth/signout': none,
  'GET /api/users/profile': { query: profileQuery },
  'PATCH /api/users/profile': { body: profileUpdateRequest },
  'GET /api/answers/user/:userId': none,
  'GET /api/answers/session/:sessionId': none,
  'GET /api/credits': { query: creditsQuery },
  'POST /api/credits/earn': { body: earnRequest },
  'POST /api/credits/purchase': { body: purchaseRequest },
  'POST /api/feedback': { body: feedbackRequest },
  'POST /api/roadmap/:roleId/unlock': { body: unlockRequest },
  'GET /api/roadmap/:roleId/progress': none,
  'PUT /api/roadmap/:roleId/steps/:stepId/checklist/:index': { body: checklistTickRequest },
  'PUT /api/roadmap/:roleId/steps/:stepId/status': { body: stepStatusRequest },
  'POST /api/onboarding/diagnostic': { body: diagnosticRequest },
  'GET /api/onboarding/diagnostic/latest': none,
  'POST /api/onboarding/parse-resume': { body: parseResumeRequest },
  'POST /api/resume/upload': { multipart: true },
  'POST /api/resume/prepare': none,
  'GET /api/resume/insights': none,
  'PUT /api/resume/insights': { body: resumeInsightsSchema },
  'GET /api/career-matches/:userId': none,
  'POST /api/career-matches/generate': { body: generateMatchesRequest },
  'GET /api/user/dashboard': none,
  'GET /api/journey': none,
  'GET /api/journey/:roleId': none,
  'GET /api/insights/today': none,
  'POST /api/chat/becky': { body: chatRequest, query: chatQuery },
  'GET /api/chat/history': { query: chatHistoryQuery },
  'DELETE /api/chat/history': none,
  'GET /api/coaching/memory': none,
  'PATCH /api/coaching/memory': { body: memoryEditRequest },
  'DELETE /api/coaching/memory': none,
  'POST /api/career/plan': none,
  'GET /api/account/export': none,
  'POST /api/account/import': { body: accountImportRequest },
  'DELETE /api/account': { body: deleteAccountRequest },
  'GET /api/practice/scenarios': none,
  'POST /api/practice/sessions': { body: startPracticeRequest },
  'POST /api/practice/sessions/:sessionId/turns': { body: practiceTurnRequest },
  'POST /api/practice/sessions/:sessionId/finish': none,
  'GET /api/practice/history': none,
  'POST /api/practice/review': { body: reviewTextRequest },
  'GET /api/sync': none,
  'POST /api/sync': { body: syncTurnOnRequest },
  'POST /api/sync/now': { query: syncNowQuery },
  'DELETE /api/sync': none,
  'POST /api/sync/set-aside/:changeId/retry': none,
  'DELETE /api/sync/set-aside/:changeId': none,
} as const satisfies Record<EndpointKey, EndpointSchemas>

type Schemas = typeof endpointSchemas

/** The query an endpoint takes, as the client writes it (names from the schema, text or numbers). */
export type EndpointQueryOf<K extends EndpointKey> = Schemas[K] extends { query: infer Q }
  ? Q extends z.ZodType
    ? { [P in keyof z.input<Q>]?: string | number | undefined }
    : never
  : never
