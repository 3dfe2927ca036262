import { createLedgerRepository, createProgressRepository } from '@/data'
import { getRole, isStepUnlocked } from '@/domain/catalogue'
import type { ServiceDeps } from './context'
import { ServiceError } from './errors'

export type StepStatus = 'locked' | 'available' | 'in_progress' | 'completed' | 'skipped'

export function createRoadmapService(deps: ServiceDeps) {
  const ledger = createLedgerRepository(deps.db)
  const progress = createProgressRepository(deps.db)

  function roleOrThrow(roleId: string) {
    const role = getRole(roleId)
    if (!role) throw new ServiceError(404, 'Role not found')
    return role
  }

  async function requireUnlocked(userId: string, roleId: string, stepId: number) {
    const role = roleOrThrow(roleId)
    if (!role.roadmapSteps.some((s) => s.id === stepId)) {
      throw new ServiceError(404, 'This roadmap step does not exist.')
    }
    if (!isStepUnlocked(await ledger.entries(userId), role.id, stepId)) {
      throw new ServiceError(403, 'Unlock this step before tracking progress on it.', 'locked')
    }
  }

  return {
    /** Each step's status and ticked checklist items, derived from the ledger and progress tables. */
    async progress(userId: string, roleId: string) {
      const role = roleOrThrow(roleId)
      const [entries, ticks, states] = await Promise.all([
        ledger.entries(userId),
        progress.ticks(userId, role.id),
        progress.stepStates(userId, role.id),
      ])
      const steps = role.roadmapSteps.map((step) => {
        const unlocked = isStepUnlocked(entries, role.id, step.id)
        const state = states.find((s) => s.stepId === step.id)?.status
        const status: StepStatus = !unlocked ? 'locked' : (state ?? 'available')
        const checked = ticks
          .filter((t) => t.stepId === step.id && t.done)
          .map((t) => t.itemIndex)
          .sort((a, b) => a - b)
        return { stepId: step.id, status, checked }
      })
      const completed = steps.filter((s) => s.status === 'completed').length
      // Skipped steps are excluded from the denominator: skipping is not progress, nor a penalty.
      const counted = steps.filter((s) => s.status !== 'skipped').length
      return {
        roleId: role.id,
        steps,
        completedSteps: completed,
        totalSteps: role.roadmapSteps.length,
        percent: counted === 0 ? 0 : Math.round((completed / counted) * 100),
      }
    },

    async setChecklistItem(
      userId: string,
      roleId: string,
      stepId: number,
      itemIndex: number,
      done: boolean,
    ) {
      await requireUnlocked(userId, roleId, stepId)
      const step = roleOrThrow(roleId).roadmapSteps.find((s) => s.id === stepId)
      if (!step || itemIndex < 0 || itemIndex >= step.checklist.length) {
        throw new ServiceError(400, 'Unknown checklist item')
      }
      await progress.setTick({
        userId,
        roleId,
        stepId,
        itemIndex,
        done,
        updatedAt: deps.now().toISOString(),
      })
      return this.progress(userId, roleId)
    },

    async setStepStatus(
      userId: string,
      roleId: string,
      stepId: number,
      status: 'available' | 'in_progress' | 'completed' | 'skipped',
    ) {
      await requireUnlocked(userId, roleId, stepId)
      if (status === 'available') await progress.clearStepState(userId, roleId, stepId)
      else
        await progress.setStepState({
          userId,
          roleId,
          stepId,
          status,
          updatedAt: deps.now().toISOString(),
        })
      return this.progress(userId, roleId)
    },

    /** Completed steps across every roadmap, for the profile's stepsCompleted. */
    completedStepCount: async (userId: string) =>
      (await progress.stepStates(userId)).filter((s) => s.status === 'completed').length,
  }
}
