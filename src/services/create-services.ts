import type { createAccountService } from './account-service'
import { createAnswersService } from './answers-service'
import { createAuthService } from './auth-service'
import type { createCoachService } from './coach-service'
import type { ServiceDeps } from './context'
import type { createCreditsService } from './credits-service'
import type { createDashboardService } from './dashboard-service'
import type { createDiagnosticService } from './diagnostic-service'
import type { createInsightsService } from './insights-service'
import type { createJourneyService } from './journey-service'
import type { createMatchesService } from './matches-service'
import type { createPracticeService } from './practice-service'
import { createProfileService } from './profile-service'
import type { createResumeService } from './resume-service'
import type { createRoadmapService } from './roadmap-service'
import type { createSyncService } from './sync-service'
import { lazyService, type Lazy } from './lazy'

type ResumeService = ReturnType<typeof createResumeService>
type JourneyService = ReturnType<typeof createJourneyService>

/**
 * The local backend: every use case behind the /api contract, over one database. The small
 * services (sessions, answers, profile) are built at once; the rest load their
 * module on their first call (lazy.ts), so the first /api call (the session check) fetches only
 * that core, and the journey (catalogue, scoring), the coach's engine, the practice rules, resume
 * reading, matching, import and sync arrive with the first endpoint that needs them.
 */
export function createServices(deps: ServiceDeps) {
  // Built once and shared: several use cases read the journey, answers and resumes.
  const journey: Lazy<JourneyService> = lazyService(() =>
    import('./journey-service').then((m) => m.createJourneyService(deps)),
  )
  const answers = createAnswersService(deps)
  const resume: Lazy<ResumeService> = lazyService(() =>
    import('./resume-service').then((m) => m.createResumeService(deps)),
  )
  return {
    deps,
    auth: createAuthService(deps, journey),
    answers,
    profile: createProfileService(deps),
    credits: lazyService<ReturnType<typeof createCreditsService>>(() =>
      import('./credits-service').then((m) => m.createCreditsService(deps)),
    ),
    roadmap: lazyService<ReturnType<typeof createRoadmapService>>(() =>
      import('./roadmap-service').then((m) => m.createRoadmapService(deps, journey)),
    ),
    diagnostic: lazyService<ReturnType<typeof createDiagnosticService>>(() =>
      import('./diagnostic-service').then((m) =>
        m.createDiagnosticService(deps, { answers, resumes: resume, journeys: journey }),
      ),
    ),
    resume,
    matches: lazyService<ReturnType<typeof createMatchesService>>(() =>
      import('./matches-service').then((m) => m.createMatchesService(deps)),
    ),
    dashboard: lazyService<ReturnType<typeof createDashboardService>>(() =>
      import('./dashboard-service').then((m) => m.createDashboardService(deps, journey)),
    ),
    journey,
    insights: lazyService<ReturnType<typeof createInsightsService>>(() =>
      import('./insights-service').then((m) => m.createInsightsService(deps)),
    ),
    coach: lazyService<ReturnType<typeof createCoachService>>(() =>
      import('./coach-service').then((m) => m.createCoachService(deps, journey)),
    ),
    account: lazyService<ReturnType<typeof createAccountService>>(() =>
      import('./account-service').then((m) => m.createAccountService(deps)),
    ),
    practice: lazyService<ReturnType<typeof createPracticeService>>(() =>
      import('./practice-service').then((m) => m.createPracticeService(deps)),
    ),
    sync: lazyService<ReturnType<typeof createSyncService>>(() =>
      import('./sync-service').then((m) => m.createSyncService(deps, deps.syncTransport)),
    ),
  }
}

export type Services = ReturnType<typeof createServices>
