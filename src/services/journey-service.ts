import {
  createDiagnosticsRepository,
  createLedgerRepository,
  createProgressRepository,
  createResumesRepository,
  ownerKeyOfUser,
  type DiagnosticRow,
} from '@/data'
import { isRoleId, isStepUnlocked, roleIds, roles, type RoleId } from '@/domain/catalogue'
import { targetRoleOf } from '@/domain/insights'
import { buildJourney, type Journey, type JourneyProgress } from '@/domain/journey'
import type { Caller, ServiceDeps } from './context'
import { ServiceError } from './errors'
import { ownerOf } from './owner'

/**
 * Builds the one journey (src/domain/journey) for a signed-in user from the latest diagnostic, the
 * resume it used and the account's progress. Every service that shows a plan reads it from here.
 */
export type JourneyService = ReturnType<typeof createJourneyService>

export function createJourneyService(deps: ServiceDeps) {
  const diagnostics = createDiagnosticsRepository(deps.db)
  const resumes = createResumesRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)
  const progress = createProgressRepository(deps.db)

  async function insightsOf(row: DiagnosticRow) {
    if (!row.enhanced) return null
    return (await resumes.latest(row.ownerKey))?.insights ?? null
  }

  async function progressOf(userId: string, roleId: RoleId): Promise<JourneyProgress> {
    const [entries, ticks, states] = await Promise.all([
      ledger.withKeyPrefix(userId, 'unlock:'),
      progress.ticks(userId, roleId),
      progress.stepStates(userId, roleId),
    ])
    return {
      unlockedStepIds: roles[roleId].roadmapSteps
        .map((step) => step.id)
        .filter((id) => isStepUnlocked(entries, roleId, id)),
      states: states.map((row) => ({ stepId: row.stepId, status: row.status })),
      ticks: ticks.filter((t) => t.done).map((t) => ({ stepId: t.stepId, itemIndex: t.itemIndex })),
    }
  }

  async function latest(userId: string) {
    return diagnostics.latest(ownerKeyOfUser(userId))
  }

  /** The journey of a stored diagnostic: with the account's progress when `userId` is given. */
  async function fromRow(row: DiagnosticRow, userId: string | null, roleId?: RoleId) {
    const target = roleId ?? targetRoleOf(row.result).id
    return buildJourney({
      answers: row.answers,
      insights: await insightsOf(row),
      targetRoleId: target,
      progress: userId === null ? null : await progressOf(userId, target),
    })
  }

  return {
    /**
     * GET /api/journey[/:roleId]: the caller's journey (guests too: their plan before sign-up, with
     * resume skips from the evidence). 404 'no_diagnostic' before a diagnostic.
     */
    async forCaller(caller: Caller, roleId?: string): Promise<Journey> {
      if (roleId !== undefined && !isRoleId(roleId)) throw new ServiceError(404, 'Role not found')
      const row = await diagnostics.latest(ownerOf(caller))
      if (!row) throw new ServiceError(404, 'No diagnostic yet.', 'no_diagnostic')
      return fromRow(row, caller.userId, roleId)
    },

    fromRow,

    /** The user's journey on `roleId` (default: the diagnostic's target); null before a diagnostic. */
    async forUser(userId: string, roleId?: RoleId): Promise<Journey | null> {
      const row = await latest(userId)
      if (!row) return null
      const target = roleId ?? targetRoleOf(row.result).id
      return buildJourney({
        answers: row.answers,
        insights: await insightsOf(row),
        targetRoleId: target,
        progress: await progressOf(userId, target),
      })
    },

    /**
     * Stores the steps the resume proves on every role's roadmap as done-by-resume, once the
     * diagnostic belongs to an account (sign-up, sign-in claim, or a signed-in run). A step the
     * user already has a state for keeps it. No credits move.
     */
    async recordResumeSkips(userId: string) {
      const row = await latest(userId)
      if (!row) return
      const insights = await insightsOf(row)
      if (insights === null) return
      const at = deps.now().toISOString()
      for (const roleId of roleIds) {
        const guestView = buildJourney({ answers: row.answers, insights, targetRoleId: roleId })
        const known = new Set((await progress.stepStates(userId, roleId)).map((s) => s.stepId))
        for (const step of guestView.steps) {
          if (step.status !== 'skipped_by_resume' || known.has(step.stepId)) continue
          await progress.setStepState({
            userId,
            roleId,
            stepId: step.stepId,
            status: 'skipped_by_resume',
            updatedAt: at,
          })
        }
      }
    },

    /** True when the latest resume vouches for this step (the only time 'done by resume' may return). */
    async resumeProves(userId: string, roleId: RoleId, stepId: number) {
      const row = await latest(userId)
      if (!row) return false
      const guestView = buildJourney({
        answers: row.answers,
        insights: await insightsOf(row),
        targetRoleId: roleId,
      })
      return guestView.steps.some((s) => s.stepId === stepId && s.status === 'skipped_by_resume')
    },
  }
}
