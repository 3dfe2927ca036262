import {
  createDiagnosticsRepository,
  createLedgerRepository,
  createProgressRepository,
  ownerKeyOfUser,
  type DiagnosticRow,
} from '@/data'
import { buildDashboard, targetRoleOf, type ActivityEvent } from '@/domain/insights'
import type { DashboardData } from '@/api/contract'
import { requireUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createRoadmapService } from './roadmap-service'

export const NO_DIAGNOSTIC_MESSAGE =
  'No diagnostic yet. Take the career diagnostic to build your dashboard.'

export function createDashboardService(deps: ServiceDeps) {
  const diagnostics = createDiagnosticsRepository(deps.db)
  const progress = createProgressRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)
  const roadmap = createRoadmapService(deps)

  /** Everything the user did that the chart and achievements count, across all roadmaps. */
  async function activity(userId: string, diagnostic: DiagnosticRow): Promise<ActivityEvent[]> {
    const [ticks, states, unlocks, entries] = await Promise.all([
      progress.ticks(userId),
      progress.stepStates(userId),
      progress.unlocks(userId),
      ledger.entries(userId),
    ])
    return [
      ...ticks.filter((t) => t.done).map((t): ActivityEvent => ({ kind: 'tick', at: t.updatedAt })),
      ...states
        .filter((s) => s.status !== 'skipped')
        .map((s): ActivityEvent => ({
          kind: s.status === 'completed' ? 'step_completed' : 'step_started',
          at: s.updatedAt,
          roleId: s.roleId,
          stepId: s.stepId,
        })),
      ...unlocks.map((u): ActivityEvent => ({
        kind: 'unlock',
        at: u.unlockedAt,
        roleId: u.roleId,
        stepId: u.stepId,
      })),
      ...entries
        .filter((e) => e.kind === 'earn')
        .map((e): ActivityEvent => ({
          kind: 'credits',
          at: e.createdAt,
          amount: e.amount,
          note: e.note,
        })),
      {
        kind: 'diagnostic',
        at: diagnostic.createdAt,
        targetRole: diagnostic.result.selectedRoadmap.targetRole,
      },
    ]
  }

  return {
    /**
     * Variant B's data from the latest diagnostic and real progress on its target role.
     * The services run in the page, so the device's time zone is the user's.
     */
    async get(
      caller: Caller,
      utcOffsetMinutes = -deps.now().getTimezoneOffset(),
    ): Promise<DashboardData> {
      const userId = requireUser(caller)
      const latest = await diagnostics.latest(ownerKeyOfUser(userId))
      if (!latest) throw new ServiceError(404, NO_DIAGNOSTIC_MESSAGE, 'no_diagnostic')
      const role = targetRoleOf(latest.result)
      const [roadmapProgress, events] = await Promise.all([
        roadmap.progress(userId, role.id),
        activity(userId, latest),
      ])
      return buildDashboard({
        result: latest.result,
        confidenceAnswer: latest.answers.confidence_level,
        steps: roadmapProgress.steps,
        events,
        now: deps.now(),
        utcOffsetMinutes,
      })
    },
  }
}
