import type { RoadmapStep, RoadmapStepContent, RoleId } from './role-types'

/**
 * Credits needed to unlock each step, indexed by step id - 1 (spec section 9).
 * 0 means the step is free and never locked: step 1 everywhere, am step 5 and every marketing step.
 * The list length is also the role's step count, so an id past the end is an unknown step.
 */
export const unlockCostTable: Record<RoleId, readonly number[]> = {
  sdr: [0, 10, 15, 20, 25, 30],
  ae: [0, 10, 15, 20, 25, 30],
  csm: [0, 10, 15, 20, 25, 30],
  am: [0, 15, 20, 25, 0],
  revops: [0, 10, 15, 20, 25, 30],
  marketing: [0, 0, 0, 0, 0],
}

/** Credits to unlock a step: 0 when free, undefined when the role has no such step. */
export function unlockCost(roleId: RoleId, stepId: number): number | undefined {
  if (!Number.isInteger(stepId) || stepId < 1) return undefined
  return unlockCostTable[roleId][stepId - 1]
}

/** Adds isFree/locked/creditCost to authored steps so the data can never disagree with the table. */
export function withLocks(roleId: RoleId, steps: readonly RoadmapStepContent[]): RoadmapStep[] {
  const expected = unlockCostTable[roleId].length
  if (steps.length !== expected) {
    throw new Error(`Role ${roleId} must have ${expected} roadmap steps, got ${steps.length}`)
  }
  return steps.map((step, index) => {
    if (step.id !== index + 1) throw new Error(`Role ${roleId} step ${index + 1} has id ${step.id}`)
    const cost = unlockCost(roleId, step.id) ?? 0
    return { ...step, isFree: cost === 0, locked: cost > 0, creditCost: cost }
  })
}
