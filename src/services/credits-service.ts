import {
  createLedgerRepository,
  createProgressRepository,
  type LedgerDecision,
  type LedgerRow,
} from '@/data'
import {
  balanceOf,
  completedEarnActionIds,
  dashboardCreditPacks,
  earnActions,
  getRole,
  insufficientCreditsMessage,
  planEarn,
  planPurchase,
  planUnlock,
  roadmapCreditPacks,
  TOTAL_EARNABLE_CREDITS,
  type CreditPack,
} from '@/domain/catalogue'
import type { ServiceDeps } from './context'

type UnlockPlan = ReturnType<typeof planUnlock>
import { ServiceError } from './errors'

function findPack(packId: string, catalogue?: 'dashboard' | 'roadmap'): CreditPack {
  const lists =
    catalogue === 'dashboard'
      ? [dashboardCreditPacks]
      : catalogue === 'roadmap'
        ? [roadmapCreditPacks]
        : [roadmapCreditPacks, dashboardCreditPacks]
  const pack = lists.flat().find((candidate) => candidate.id === packId)
  if (!pack) throw new ServiceError(400, `Unknown credit pack '${packId}'`)
  return pack
}

function summary(entries: LedgerRow[]) {
  const done = completedEarnActionIds(entries)
  const earned = earnActions.filter((a) => done.includes(a.id)).reduce((s, a) => s + a.credits, 0)
  return {
    balance: balanceOf(entries),
    completedActions: done,
    remainingEarnable: TOTAL_EARNABLE_CREDITS - earned,
  }
}

export function createCreditsService(deps: ServiceDeps) {
  const ledger = createLedgerRepository(deps.db)
  const progress = createProgressRepository(deps.db)

  return {
    async overview(userId: string) {
      const entries = await ledger.entries(userId)
      return {
        ...summary(entries),
        history: entries.map(({ amount, kind, key, note, createdAt }) => ({
          amount,
          kind,
          key,
          note,
          createdAt,
        })),
      }
    },

    async earn(userId: string, actionId: string) {
      const plan = await ledger.transact(userId, (entries) => {
        const p = planEarn(entries, actionId, deps.now())
        const note = earnActions.find((a) => a.id === actionId)?.title ?? actionId
        return { append: p.ok ? { ...p.entry, note } : undefined, result: p }
      })
      if (!plan.ok && plan.reason === 'unknown_action') {
        throw new ServiceError(400, `Unknown earn action '${actionId}'`)
      }
      // Earning twice is not an error for the user: the action simply stays Done.
      return { ...summary(await ledger.entries(userId)), credited: plan.ok ? plan.entry.amount : 0 }
    },

    async purchase(
      userId: string,
      input: {
        packId: string
        clientId?: string | undefined
        catalogue?: 'dashboard' | 'roadmap' | undefined
      },
    ) {
      const pack = findPack(input.packId, input.catalogue)
      const clientId = input.clientId ?? crypto.randomUUID()
      const plan = await ledger.transact(userId, (entries) => {
        const p = planPurchase(entries, pack, clientId, deps.now())
        return { append: p.ok ? { ...p.entry, note: `${pack.name} pack` } : undefined, result: p }
      })
      if (!plan.ok && plan.reason !== 'already_purchased') {
        throw new ServiceError(400, 'This credit pack cannot be purchased.')
      }
      const balance = balanceOf(await ledger.entries(userId))
      return {
        success: true as const,
        creditsAdded: plan.ok ? plan.entry.amount : 0,
        balance,
        message: 'Your credits have been added to your account.',
      }
    },

    async unlock(userId: string, roleId: string, stepId: number) {
      if (!getRole(roleId)) throw new ServiceError(404, 'Role not found')
      const plan = await ledger.transact(userId, (entries): LedgerDecision<UnlockPlan> => {
        const p = planUnlock(entries, roleId, stepId, deps.now())
        if (!p.ok) return { result: p }
        const unlockedAt = deps.now().toISOString()
        return {
          append: { ...p.entry, note: `Unlocked ${roleId} step ${stepId}` },
          unlock: { roleId, stepId, unlockedAt },
          result: p,
        }
      })
      if (plan.ok || plan.reason === 'already_unlocked' || plan.reason === 'free_step') {
        return { success: true as const, balance: plan.ok ? plan.balanceAfter : plan.balance }
      }
      if (plan.reason === 'insufficient') {
        const cost = plan.balance + (plan.needed ?? 0)
        throw new ServiceError(
          402,
          insufficientCreditsMessage(cost, plan.balance),
          'insufficient_credits',
        )
      }
      throw new ServiceError(404, 'This roadmap step does not exist.')
    },

    unlockedSteps: async (userId: string, roleId: string) =>
      (await progress.unlocks(userId, roleId)).map((row) => row.stepId),
  }
}
