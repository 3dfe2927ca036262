import { createAccountService } from './account-service'
import { createAnswersService } from './answers-service'
import { createAuthService } from './auth-service'
import { createCoachService } from './coach-service'
import type { ServiceDeps } from './context'
import { createCreditsService } from './credits-service'
import { createDashboardService } from './dashboard-service'
import { createDiagnosticService } from './diagnostic-service'
import { createInsightsService } from './insights-service'
import { createJourneyService } from './journey-service'
import { createMatchesService } from './matches-service'
import { createPracticeService } from './practice-service'
import { createProfileService } from './profile-service'
import { createResumeService } from './resume-service'
import { createRoadmapService } from './roadmap-service'
import { createSyncService } from './sync-service'

/** The local backend: every use case behind the /api contract, over one database. */
export function createServices(deps: ServiceDeps) {
  // Built once and shared: several use cases read the journey, answers and resumes.
  const journey = createJourneyService(deps)
  const answers = createAnswersService(deps)
  const resume = createResumeService(deps)
  return {
    deps,
    auth: createAuthService(deps, journey),
    answers,
    profile: createProfileService(deps),
    credits: createCreditsService(deps),
    roadmap: createRoadmapService(deps, journey),
    diagnostic: createDiagnosticService(deps, { answers, resumes: resume, journeys: journey }),
    resume,
    matches: createMatchesService(deps),
    dashboard: createDashboardService(deps, journey),
    journey,
    insights: createInsightsService(deps),
    coach: createCoachService(deps, journey),
    account: createAccountService(deps),
    practice: createPracticeService(deps),
    sync: createSyncService(deps, deps.syncTransport),
  }
}

export type Services = ReturnType<typeof createServices>
