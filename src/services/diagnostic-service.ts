import { createDiagnosticsRepository, createUsersRepository } from '@/data'
import { runDiagnostic, validateAnswers, type DiagnosticResult } from '@/domain/diagnostic'
import { extractInsightsFromText } from '@/documents'
import type { DiagnosticRequest, ParseResumeResponse, StoredDiagnostic } from '@/contract'
import { createAnswersService, type AnswersService } from './answers-service'
import type { Caller, ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createJourneyService, type JourneyService } from './journey-service'
import { ownerOf } from './owner'
import { createResumeService, type ResumeService } from './resume-service'

/** Shared services (built once by createServices); tests may omit them. */
interface DiagnosticCollaborators {
  answers?: AnswersService
  resumes?: Pick<ResumeService, 'insightsOf'>
  journeys?: Pick<JourneyService, 'recordResumeSkips'>
}

export function createDiagnosticService(deps: ServiceDeps, shared: DiagnosticCollaborators = {}) {
  const answers = shared.answers ?? createAnswersService(deps)
  const resumes = shared.resumes ?? createResumeService(deps)
  const diagnostics = createDiagnosticsRepository(deps.db)
  const users = createUsersRepository(deps.db)
  const journeys = shared.journeys ?? createJourneyService(deps)

  return {
    /**
     * Stores the answers, runs the engine (with the caller's latest resume insights when the
     * request asks for enhancement and a resume exists) and stores the result. Anything but a
     * ServiceError thrown here is answered 500 'Failed to process diagnostic' by the /api layer.
     */
    async run(caller: Caller, request: DiagnosticRequest): Promise<DiagnosticResult> {
      const owner = ownerOf(caller)
      const checked = validateAnswers(request.answers)
      if (!checked.ok) {
        const [first] = checked.issues
        throw new ServiceError(400, `${first?.questionId ?? 'answers'}: ${first?.message ?? ''}`)
      }
      await answers.save(caller, checked.answers)
      const insights = request.resumeData?.enhanced ? await resumes.insightsOf(owner) : null
      const result = runDiagnostic(checked.answers, insights)
      await diagnostics.insert({
        ownerKey: owner,
        answers: checked.answers,
        result,
        enhanced: insights !== null,
        createdAt: deps.now().toISOString(),
      })
      // The profile's onboardingCompleted flag follows the first finished diagnostic.
      if (caller.userId) {
        await users.update(caller.userId, { onboardingCompleted: true })
        await journeys.recordResumeSkips(caller.userId)
      }
      return result
    },

    async latest(caller: Caller): Promise<StoredDiagnostic> {
      const row = await diagnostics.latest(ownerOf(caller))
      if (!row) throw new ServiceError(404, 'No diagnostic answers found', 'no_diagnostic')
      return {
        result: row.result,
        answers: row.answers,
        enhanced: row.enhanced,
        createdAt: row.createdAt,
      }
    },

    /** Pasted or already-extracted resume text to insights; nothing is stored. */
    parseText(text: string): ParseResumeResponse {
      return { insights: extractInsightsFromText(text, deps.now()) }
    },
  }
}
