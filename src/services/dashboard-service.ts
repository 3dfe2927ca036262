import {
  createDiagnosticsRepository,
  createLedgerRepository,
  createProgressRepository,
  ownerKeyOfUser,
  type DiagnosticRow,
} from '@/data'
import { buildDashboard, type ActivityEvent } from '@/domain/insights'
import type { DashboardData } from '@/contract'
import { requireUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createJourneyService, type JourneyService } from './journey-service'

export const NO_DIAGNOSTIC_MESSAGE =
  'No diagnostic yet. Take the career diagnostic to build your dashboard.'

/** `journeys`: the shared journey service (built once by createServices); tests may omit it. */
export function createDashboardService(
  deps: ServiceDeps,
  journeys: JourneyService = createJourneyService(deps),
) {
  const diagnostics = createDiagnosticsRepository(deps.db)
  const progress = createProgressRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)

  /** Everything the user did that the chart and achievements count, across all roadmaps. */
  async function activity(userId: string, diagnostic: DiagnosticRow): Promise<ActivityEvent[]> {
    const [ticks, states, unlocks, entries] = await Promise.all([
      progress.ticks(userId),
      progress.stepStates(userId),
      progress.unlocks(userId),
      ledger.withKeyPrefix(userId, 'earn:'),
    ])
    return [
      ...ticks.filter((t) => t.done).map((t): ActivityEvent => ({ kind: 'tick', at: t.updatedAt })),
      ...states
        .filter((s) => s.status !== 'skipped' && s.status !== 'skipped_by_resume')
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
      const [journey, events] = await Promise.all([
        journeys.forUser(userId),
        activity(userId, latest),
      ])
      if (!journey) throw new ServiceError(404, NO_DIAGNOSTIC_MESSAGE, 'no_diagnostic')
      return buildDashboard({
        journey,
        confidenceAnswer: latest.answers.confidence_level,
        events,
        now: deps.now(),
        utcOffsetMinutes,
      })
    },
  }
}
