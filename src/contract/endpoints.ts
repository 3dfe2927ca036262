import type { z } from 'zod'
import type { CoachingMemory } from '@/domain/coaching'
import type { DiagnosticAnswers, DiagnosticResult, ResumeInsights } from '@/domain/diagnostic'
import type { DashboardData } from '@/domain/insights'
import type { Journey } from '@/domain/journey'
import type {
  AccountExportFile,
  DeleteAccountRequest,
  DeleteAccountResponse,
  ImportResponse,
} from './account'
import type { AuthResponse, PublicUser, SignInRequest, SignUpRequest } from './auth'
import type {
  CareerPlanResponse,
  ChatHistoryResponse,
  ChatRequest,
  ChatResponse,
  ClearChatHistoryResponse,
  MemoryEditRequest,
} from './coach'
import type {
  CreditsOverview,
  earnRequest,
  EarnResponse,
  FeedbackRequest,
  PurchaseRequest,
  PurchaseResponse,
} from './credits'
import type { TodayInsightResponse } from './dashboard'
import type { SyncStatusResponse, SyncTurnOnRequest } from './sync'
import type { CareerMatchesResponse, GenerateMatchesRequest } from './matches'
import type {
  DiagnosticRunPayload,
  parseResumeRequest,
  ParseResumeResponse,
  profileUpdateRequest,
  ResumeUploadResponse,
  StoredAnswerRow,
  StoredDiagnostic,
  StoredResume,
} from './onboarding'
import type {
  PracticeFinishResponse,
  PracticeHistoryResponse,
  PracticeScenarioSummary,
  PracticeSessionView,
  PracticeTurnRequest,
  ReviewTextRequest,
  startPracticeRequest,
  ReviewTextResponse,
} from './practice'
import type { UserProfile } from './profile'
import type {
  checklistTickRequest,
  RoadmapProgress,
  stepStatusRequest,
  unlockRequest,
  UnlockResponse,
} from './roadmap'

/**
 * An endpoint: what the client sends as JSON (undefined: no body) and what it gets back. Bodies
 * are the zod schemas' types (`z.input`/`z.infer` of the schema in endpoint-schemas.ts), never
 * written twice.
 */
interface Endpoint<Body, Response> {
  body: Body
  response: Response
}

/**
 * Every /api endpoint of docs/api.md by method and path (`:name` marks a path parameter). The
 * client's `api()` and the in-page server's `route()` are both typed by this map, so a response
 * the server builds and the type the screen reads cannot drift apart unnoticed.
 */
export interface Endpoints {
  'GET /api/auth/user': Endpoint<undefined, PublicUser>
  'POST /api/auth/signup': Endpoint<SignUpRequest, AuthResponse>
  'POST /api/auth/signin': Endpoint<SignInRequest, AuthResponse>
  'POST /api/auth/signout': Endpoint<undefined, { success: true }>
  'GET /api/users/profile': Endpoint<undefined, UserProfile>
  'PATCH /api/users/profile': Endpoint<z.input<typeof profileUpdateRequest>, UserProfile>
  'GET /api/answers/user/:userId': Endpoint<undefined, StoredAnswerRow[]>
  'GET /api/answers/session/:sessionId': Endpoint<undefined, StoredAnswerRow[]>
  'GET /api/credits': Endpoint<undefined, CreditsOverview>
  'POST /api/credits/earn': Endpoint<z.input<typeof earnRequest>, EarnResponse>
  'POST /api/credits/purchase': Endpoint<PurchaseRequest, PurchaseResponse>
  'POST /api/feedback': Endpoint<FeedbackRequest, EarnResponse>
  'POST /api/roadmap/:roleId/unlock': Endpoint<z.input<typeof unlockRequest>, UnlockResponse>
  'GET /api/roadmap/:roleId/progress': Endpoint<undefined, RoadmapProgress>
  'PUT /api/roadmap/:roleId/steps/:stepId/checklist/:index': Endpoint<
    z.input<typeof checklistTickRequest>,
    RoadmapProgress
  >
  'PUT /api/roadmap/:roleId/steps/:stepId/status': Endpoint<
    z.input<typeof stepStatusRequest>,
    RoadmapProgress
  >
  'POST /api/onboarding/diagnostic': Endpoint<
    DiagnosticAnswers | DiagnosticRunPayload,
    DiagnosticResult
  >
  'GET /api/onboarding/diagnostic/latest': Endpoint<undefined, StoredDiagnostic>
  'POST /api/onboarding/parse-resume': Endpoint<
    z.input<typeof parseResumeRequest>,
    ParseResumeResponse
  >
  /** multipart/form-data: the client sends a FormData (resumeUploadFields). */
  'POST /api/resume/upload': Endpoint<FormData, ResumeUploadResponse>
  /** The upload screen is open: start the on-device reader so the first file finds it warm. */
  'POST /api/resume/prepare': Endpoint<undefined, { preparing: true }>
  'GET /api/resume/insights': Endpoint<undefined, StoredResume>
  'PUT /api/resume/insights': Endpoint<ResumeInsights, StoredResume>
  'GET /api/career-matches/:userId': Endpoint<undefined, CareerMatchesResponse>
  'POST /api/career-matches/generate': Endpoint<GenerateMatchesRequest, CareerMatchesResponse>
  'GET /api/user/dashboard': Endpoint<undefined, DashboardData>
  'GET /api/journey': Endpoint<undefined, Journey>
  'GET /api/journey/:roleId': Endpoint<undefined, Journey>
  'GET /api/insights/today': Endpoint<undefined, TodayInsightResponse>
  /** JSON, or a text/event-stream of ChatStreamEvent when asked for (chat-stream.ts). */
  'POST /api/chat/becky': Endpoint<ChatRequest, ChatResponse>
  'GET /api/chat/history': Endpoint<undefined, ChatHistoryResponse>
  'DELETE /api/chat/history': Endpoint<undefined, ClearChatHistoryResponse>
  'GET /api/coaching/memory': Endpoint<undefined, CoachingMemory>
  'PATCH /api/coaching/memory': Endpoint<MemoryEditRequest, CoachingMemory>
  'DELETE /api/coaching/memory': Endpoint<undefined, CoachingMemory>
  'POST /api/career/plan': Endpoint<undefined, CareerPlanResponse>
  'GET /api/account/export': Endpoint<undefined, AccountExportFile>
  'POST /api/account/import': Endpoint<AccountExportFile, ImportResponse>
  'DELETE /api/account': Endpoint<DeleteAccountRequest, DeleteAccountResponse>
  'GET /api/practice/scenarios': Endpoint<undefined, { scenarios: PracticeScenarioSummary[] }>
  'POST /api/practice/sessions': Endpoint<z.input<typeof startPracticeRequest>, PracticeSessionView>
  'POST /api/practice/sessions/:sessionId/turns': Endpoint<PracticeTurnRequest, PracticeSessionView>
  'POST /api/practice/sessions/:sessionId/finish': Endpoint<undefined, PracticeFinishResponse>
  'GET /api/practice/history': Endpoint<undefined, PracticeHistoryResponse>
  'POST /api/practice/review': Endpoint<ReviewTextRequest, ReviewTextResponse>
  'GET /api/sync': Endpoint<undefined, SyncStatusResponse>
  'POST /api/sync': Endpoint<SyncTurnOnRequest, SyncStatusResponse>
  'POST /api/sync/now': Endpoint<undefined, SyncStatusResponse>
  'DELETE /api/sync': Endpoint<undefined, SyncStatusResponse>
  'POST /api/sync/set-aside/:changeId/retry': Endpoint<undefined, SyncStatusResponse>
  'DELETE /api/sync/set-aside/:changeId': Endpoint<undefined, SyncStatusResponse>
}

export type EndpointKey = keyof Endpoints
export type EndpointMethod<K extends EndpointKey> = K extends `${infer M} ${string}` ? M : never
export type EndpointPath<K extends EndpointKey> = K extends `${string} ${infer P}` ? P : never
export type EndpointBody<K extends EndpointKey> = Endpoints[K]['body']
export type EndpointResponse<K extends EndpointKey> = Endpoints[K]['response']

/** The names of a path's `:name` parameters. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A path's `:name` parameters, as an object type. */
export type PathParams<P extends string> = { [N in ParamNames<P>]: string | number }

/** The path with its parameters filled in (each one URI-encoded). */
export function endpointPath(
  key: EndpointKey,
  params: Record<string, string | number> = {},
): string {
  const path = key.slice(key.indexOf(' ') + 1)
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${key}`)
    return encodeURIComponent(String(value))
  })
}
