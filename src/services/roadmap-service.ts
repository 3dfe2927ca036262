import { createLedgerRepository, createProgressRepository } from '@/data'
import { getRole, isStepUnlocked, type Role } from '@/domain/catalogue'
import type { ServiceDeps } from './context'
import { ServiceError } from './errors'
import {
  progressPercent,
  statusAfterTick,
  type SettableStatus,
  type StepStatus,
} from './roadmap-service-rules'

export type { StepStatus, SettableStatus } from './roadmap-service-rules'

const unknownStep = () => new ServiceError(404, 'This roadmap step does not exist.')

export function createRoadmapService(deps: ServiceDeps) {
  const ledger = createLedgerRepository(deps.db)
  const progress = createProgressRepository(deps.db)

  function roleOrThrow(roleId: string): Role {
    const role = getRole(roleId)
    if (!role) throw new ServiceError(404, 'Role not found')
    return role
  }

  async function requireUnlocked(userId: string, roleId: string, stepId: number) {
    const role = roleOrThrow(roleId)
    const step = role.roadmapSteps.find((s) => s.id === stepId)
    if (!step) throw unknownStep()
    if (!isStepUnlocked(await ledger.entries(userId), role.id, stepId)) {
      throw new ServiceError(403, 'Unlock this step before tracking progress on it.', 'locked')
    }
    return { role, step }
  }

  async function writeStatus(
    userId: string,
    roleId: string,
    stepId: number,
    status: SettableStatus,
  ) {
    if (status === 'available') {
      await progress.clearStepState(userId, roleId, stepId)
      return
    }
    await progress.setStepState({
      userId,
      roleId,
      stepId,
      status,
      updatedAt: deps.now().toISOString(),
    })
  }

  /** Each step's status and ticked checklist items, derived from the ledger and progress tables. */
  async function readProgress(userId: string, roleId: string) {
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
    const statuses = steps.map((s) => s.status)
    return {
      roleId: role.id,
      steps,
      completedSteps: statuses.filter((s) => s === 'completed').length,
      skippedSteps: statuses.filter((s) => s === 'skipped').length,
      totalSteps: role.roadmapSteps.length,
      percent: progressPercent(statuses),
    }
  }

  return {
    progress: readProgress,

    /** Ticks or unticks one checklist item; the step's status follows (statusAfterTick). */
    async setChecklistItem(
      userId: string,
      roleId: string,
      stepId: number,
      itemIndex: number,
      done: boolean,
    ) {
      const { role, step } = await requireUnlocked(userId, roleId, stepId)
      if (!Number.isInteger(itemIndex) || itemIndex < 0 || itemIndex >= step.checklist.length) {
        throw new ServiceError(400, 'Unknown checklist item')
      }
      await deps.db.transaction('rw', deps.db.checklistTicks, deps.db.stepStates, async () => {
        await progress.setTick({
          userId,
          roleId: role.id,
          stepId,
          itemIndex,
          done,
          updatedAt: deps.now().toISOString(),
        })
        const [ticks, states] = await Promise.all([
          progress.ticks(userId, role.id),
          progress.stepStates(userId, role.id),
        ])
        const checkedAfter = ticks.filter((t) => t.stepId === stepId && t.done).length
        const current = states.find((s) => s.stepId === stepId)?.status ?? 'available'
        const next = statusAfterTick(current, checkedAfter, step.checklist.length)
        if (next !== current) await writeStatus(userId, role.id, stepId, next)
      })
      return readProgress(userId, role.id)
    },

    async setStepStatus(userId: string, roleId: string, stepId: number, status: SettableStatus) {
      const { role } = await requireUnlocked(userId, roleId, stepId)
      await writeStatus(userId, role.id, stepId, status)
      return readProgress(userId, role.id)
    },

    /** Completed steps across every roadmap, for the profile's stepsCompleted. */
    completedStepCount: async (userId: string) =>
      (await progress.stepStates(userId)).filter((s) => s.status === 'completed').length,
  }
}
