import {
  createDiagnosticsRepository,
  createResumesRepository,
  createUsersRepository,
  type OwnerKey,
} from '@/data'
import { candidateFactsFrom, type CandidateFacts } from '@/domain/practice'
import type { Caller, ServiceDeps } from './context'

/**
 * What a mock interview may know about the caller (issue 31): first name, the diagnostic's current
 * role and target role, and the latest parsed resume (role, years, an achievement, a skill). A
 * visitor with no diagnostic and no resume gets empty facts, and the interview stays generic.
 */
export function createPracticeCandidate(deps: ServiceDeps) {
  const diagnostics = createDiagnosticsRepository(deps.db)
  const resumes = createResumesRepository(deps.db)
  const users = createUsersRepository(deps.db)

  return async function candidateOf(caller: Caller, owner: OwnerKey): Promise<CandidateFacts> {
    const [row, resume, account] = await Promise.all([
      diagnostics.latest(owner),
      resumes.latest(owner),
      caller.userId ? users.findById(caller.userId) : Promise.resolve(undefined),
    ])
    return candidateFactsFrom({
      firstName: account?.name ?? row?.answers.first_name,
      currentRoleAnswer: row?.answers.current_role,
      // The catalogue title the diagnostic chose (the journey's target), read as stored so the
      // practice chunk does not load the dashboard's rules.
      targetRole: row?.result.selectedRoadmap.targetRole,
      resume: resume?.insights ?? null,
    })
  }
}
