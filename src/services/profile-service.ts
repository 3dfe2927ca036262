import { createLedgerRepository, createProgressRepository, createUsersRepository } from '@/data'
import type { UserProfile } from '@/contract'
import { requireSameUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'

export function createProfileService(deps: ServiceDeps) {
  const users = createUsersRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)
  const progress = createProgressRepository(deps.db)

  return {
    async get(caller: Caller, userId?: string | null): Promise<UserProfile> {
      const id = requireSameUser(caller, userId)
      const user = await users.findById(id)
      if (!user) throw new ServiceError(404, 'Profile not found')
      // The stored balance: one row, however long the ledger (issue 33).
      const [credits, states] = await Promise.all([ledger.balance(id), progress.stepStates(id)])
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        credits,
        learningStreak: user.learningStreak,
        stepsCompleted: states.filter((s) => s.status === 'completed').length,
        onboardingCompleted: user.onboardingCompleted,
        userIntent: user.userIntent ?? 'just_exploring',
      }
    },

    async update(
      caller: Caller,
      changes: {
        name?: string | undefined
        userIntent?: string | undefined
        onboardingCompleted?: boolean | undefined
      },
    ) {
      const id = requireSameUser(caller, null)
      await users.update(id, {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.userIntent === undefined ? {} : { userIntent: changes.userIntent }),
        ...(changes.onboardingCompleted === undefined
          ? {}
          : { onboardingCompleted: changes.onboardingCompleted }),
      })
      return this.get(caller, id)
    },
  }
}
