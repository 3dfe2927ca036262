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

/** The local backend: every use case behind the /api contract, over one database. */
export function createServices(deps: ServiceDeps) {
  return {
    deps,
    auth: createAuthService(deps),
    answers: createAnswersService(deps),
    profile: createProfileService(deps),
    credits: createCreditsService(deps),
    roadmap: createRoadmapService(deps),
    diagnostic: createDiagnosticService(deps),
    resume: createResumeService(deps),
    matches: createMatchesService(deps),
    dashboard: createDashboardService(deps),
    journey: createJourneyService(deps),
    insights: createInsightsService(deps),
    coach: createCoachService(deps),
    account: createAccountService(deps),
    practice: createPracticeService(deps),
  }
}

export type Services = ReturnType<typeof createServices>
