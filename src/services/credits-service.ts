import {
  createLedgerRepository,
  createProgressRepository,
  createSettingsRepository,
  userSettingKey,
  type LedgerDecision,
} from '@/data'
import {
  completedEarnActionIds,
  dashboardCreditPacks,
  earnActions,
  getRole,
  insufficientCreditsMessage,
  planEarn,
  planPurchase,
  planUnlock,
  purchaseKey,
  remainingEarnableCredits,
  roadmapCreditPacks,
  type CreditPack,
} from '@/domain/catalogue'
import type { ServiceDeps } from './context'
import { ServiceError } from './errors'

type UnlockPlan = ReturnType<typeof planUnlock>

/** Actions that pay only through their own endpoint, never a bare earn call. */
const surveyOnlyActions = new Set(['feedback_survey'])

export interface FeedbackAnswers {
  rating: number
  mostUseful: string
  improve: string
}
type PackCatalogue = 'dashboard' | 'roadmap'

/** Both catalogues share ids (starter, popular); the roadmap's is the default when none is named. */
function findPack(packId: string, catalogue?: PackCatalogue): CreditPack {
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

export function createCreditsService(deps: ServiceDeps) {
  const ledger = createLedgerRepository(deps.db)
  const progress = createProgressRepository(deps.db)
  const settings = createSettingsRepository(deps.db)

  /**
   * Bounded reads: the stored balance and the earn entries (one per action at most), never the
   * whole ledger, so a long purchase history costs a screen nothing.
   */
  async function summary(userId: string) {
    const [balance, earned] = await Promise.all([
      ledger.balance(userId),
      ledger.withKeyPrefix(userId, 'earn:'),
    ])
    return {
      balance,
      completedActions: completedEarnActionIds(earned),
      remainingEarnable: remainingEarnableCredits(earned),
    }
  }

  async function credit(userId: string, actionId: string) {
    const plan = await ledger.transact(userId, (entries) => {
      const p = planEarn(entries, actionId, deps.now())
      const note = earnActions.find((a) => a.id === actionId)?.title ?? actionId
      return { append: p.ok ? { ...p.entry, note } : undefined, result: p }
    })
    if (!plan.ok && plan.reason === 'unknown_action') {
      throw new ServiceError(400, `Unknown earn action '${actionId}'`)
    }
    // Earning twice is not an error for the user: the action simply stays Done.
    return { ...(await summary(userId)), credited: plan.ok ? plan.entry.amount : 0 }
  }

  return {
    /** The balance, earn actions and one page of the history, newest first. */
    async overview(userId: string, page: { cursor?: number | undefined; limit: number }) {
      const [head, { entries, nextBefore }] = await Promise.all([
        summary(userId),
        ledger.page(userId, page.limit, page.cursor),
      ])
      return {
        ...head,
        history: entries.map(({ amount, kind, key, note, createdAt }) => ({
          amount,
          kind,
          key,
          note,
          createdAt,
        })),
        nextCursor: nextBefore,
      }
    },

    async earn(userId: string, actionId: string) {
      if (surveyOnlyActions.has(actionId)) {
        throw new ServiceError(400, 'Answer the feedback survey to earn these credits.')
      }
      return credit(userId, actionId)
    },

    /** Keeps the latest answers as a user setting (exported and deleted with the account), then pays once. */
    async submitFeedback(userId: string, answers: FeedbackAnswers) {
      await settings.put(userSettingKey(userId, 'feedback'), {
        ...answers,
        submittedAt: deps.now().toISOString(),
      })
      return credit(userId, 'feedback_survey')
    },

    async purchase(
      userId: string,
      input: {
        packId: string
        clientId?: string | undefined
        catalogue?: PackCatalogue | undefined
      },
    ) {
      const pack = findPack(input.packId, input.catalogue)
      const clientId = input.clientId ?? crypto.randomUUID()
      const outcome = await ledger.transact(userId, (entries) => {
        const p = planPurchase(entries, pack, clientId, deps.now())
        // A retry answers with what the first request added, so a lost response is harmless.
        const earlier = entries.find((entry) => entry.key === purchaseKey(clientId))
        return {
          append: p.ok ? { ...p.entry, note: `${pack.name} pack` } : undefined,
          result: { plan: p, added: p.ok ? p.entry.amount : (earlier?.amount ?? 0) },
        }
      })
      if (!outcome.plan.ok && outcome.plan.reason !== 'already_purchased') {
        throw new ServiceError(400, 'This credit pack cannot be purchased.')
      }
      return {
        success: true as const,
        creditsAdded: outcome.added,
        balance: await ledger.balance(userId),
        message: 'Your credits have been added to your account.',
      }
    },

    async unlock(userId: string, roleId: string, stepId: number) {
      if (!getRole(roleId)) throw new ServiceError(404, 'Role not found')
      const plan = await ledger.transact(userId, (entries): LedgerDecision<UnlockPlan> => {
        const p = planUnlock(entries, roleId, stepId, deps.now())
        if (!p.ok) return { result: p }
        return {
          append: { ...p.entry, note: `Unlocked ${roleId} step ${String(stepId)}` },
          unlock: { roleId, stepId, unlockedAt: deps.now().toISOString() },
          result: p,
        }
      })
      if (plan.ok) return { success: true as const, balance: plan.balanceAfter, charged: true }
      if (plan.reason === 'already_unlocked' || plan.reason === 'free_step') {
        return { success: true as const, balance: plan.balance, charged: false }
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
