import { createLedgerRepository, createProgressRepository } from '@/data'
import { earnActions, getRole, isStepUnlocked, planEarn, type Role } from '@/domain/catalogue'
import type { ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createJourneyService, type JourneyService } from './journey-service'
import {
  isDoneStatus,
  progressPercent,
  statusAfterTick,
  type JourneyStepStatus as StepStatus,
  type SettableStatus,
} from '@/domain/journey'

export type { StepStatus, SettableStatus }

const unknownStep = () => new ServiceError(404, 'This roadmap step does not exist.')
const MILESTONE_ACTION = 'first_milestone'

/** `journeys`: the shared journey service (built once by createServices); tests may omit it. */
export function createRoadmapService(
  deps: ServiceDeps,
  journeys: JourneyService = createJourneyService(deps),
) {
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
    if (!isStepUnlocked(await ledger.withKeyPrefix(userId, 'unlock:'), role.id, stepId)) {
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

  /** 'Reach your first milestone' pays once per account: the ledger key makes a repeat a no-op. */
  async function awardMilestone(userId: string): Promise<number> {
    const note = earnActions.find((a) => a.id === MILESTONE_ACTION)?.title ?? MILESTONE_ACTION
    const plan = await ledger.transact(userId, (entries) => {
      const p = planEarn(entries, MILESTONE_ACTION, deps.now())
      return { append: p.ok ? { ...p.entry, note } : undefined, result: p }
    })
    return plan.ok ? plan.entry.amount : 0
  }

  /** Each step's status and ticked checklist items, derived from the ledger and progress tables. */
  async function readProgress(userId: string, roleId: string) {
    const role = roleOrThrow(roleId)
    const [entries, ticks, states] = await Promise.all([
      ledger.withKeyPrefix(userId, 'unlock:'),
      progress.ticks(userId, role.id),
      progress.stepStates(userId, role.id),
    ])
    const steps = role.roadmapSteps.map((step) => {
      const unlocked = isStepUnlocked(entries, role.id, step.id)
      const state = states.find((s) => s.stepId === step.id)?.status
      // Done by resume needs no unlock: the user already did the work, so nothing is charged.
      const status: StepStatus =
        state === 'skipped_by_resume' ? state : !unlocked ? 'locked' : (state ?? 'available')
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
      skippedByResumeSteps: statuses.filter((s) => s === 'skipped_by_resume').length,
      doneSteps: statuses.filter(isDoneStatus).length,
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
      const completedNow = await deps.db.transaction(
        'rw',
        deps.db.checklistTicks,
        deps.db.stepStates,
        async () => {
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
          return next === 'completed' && current !== 'completed'
        },
      )
      const milestoneCredits = completedNow ? await awardMilestone(userId) : 0
      return {
        ...(await readProgress(userId, role.id)),
        milestoneCredits,
        stepCompleted: completedNow,
      }
    },

    async setStepStatus(userId: string, roleId: string, stepId: number, status: SettableStatus) {
      const role = roleOrThrow(roleId)
      if (!role.roadmapSteps.some((s) => s.id === stepId)) throw unknownStep()
      const current = (await progress.stepStates(userId, role.id)).find((s) => s.stepId === stepId)
      if (status === 'skipped_by_resume') {
        // 'Undo' of "I haven't done this": only a step the resume really proves may return.
        if (!(await journeys.resumeProves(userId, role.id, stepId))) {
          throw new ServiceError(400, 'Your resume does not show this step yet.')
        }
      } else if (!(current?.status === 'skipped_by_resume' && status === 'available')) {
        await requireUnlocked(userId, roleId, stepId)
      }
      await writeStatus(userId, role.id, stepId, status)
      return readProgress(userId, role.id)
    },

    /** Completed steps across every roadmap, for the profile's stepsCompleted. */
    completedStepCount: async (userId: string) =>
      (await progress.stepStates(userId)).filter((s) => s.status === 'completed').length,
  }
}
