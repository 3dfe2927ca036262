import { createDiagnosticsRepository, ownerKeyOfGuest, ownerKeyOfUser } from '@/data'
import { dailyInsight, localDay, targetRoleOf } from '@/domain/insights'
import type { TodayInsightResponse } from '@/contract'
import type { Caller, ServiceDeps } from './context'

export function createInsightsService(deps: ServiceDeps) {
  const diagnostics = createDiagnosticsRepository(deps.db)

  /** The caller's target role from their latest diagnostic; anyone without one gets general tips. */
  async function targetRoleId(caller: Caller) {
    const owner = caller.userId
      ? ownerKeyOfUser(caller.userId)
      : caller.guestSessionId
        ? ownerKeyOfGuest(caller.guestSessionId)
        : null
    const latest = owner ? await diagnostics.latest(owner) : undefined
    return latest ? targetRoleOf(latest.result).id : null
  }

  return {
    async today(caller: Caller): Promise<TodayInsightResponse> {
      const now = deps.now()
      const roleId = await targetRoleId(caller)
      return { message: dailyInsight(now, roleId), date: localDay(now), roleId }
    },
  }
}
