import {
  dashboardCreditPacks,
  earnKey,
  getEarnAction,
  getRole,
  packTotalCredits,
  PRACTICE_PASS_CREDITS,
  roadmapCreditPacks,
  STARTING_CREDITS,
  STARTING_GRANT_KEY,
  unlockCost,
  unlockKey,
  type RoleId,
} from '@/domain/catalogue'
import { isPracticeCreditId } from '@/domain/practice'

/**
 * Domain rules an imported account must satisfy, beyond its shape (the contract's schema): every
 * credit in the ledger was earned the way the app earns it. A file that breaks one is refused, so
 * editing an export can never mint credits, unlock steps for free or point at steps that don't exist.
 */

export interface ImportedLedgerRow {
  amount: number
  kind: string
  key: string
}

export interface ImportedStepRow {
  roleId: string
  stepId: number
}

export interface ImportedProgress {
  ledger: readonly ImportedLedgerRow[]
  unlocks: readonly ImportedStepRow[]
  checklistTicks: readonly (ImportedStepRow & { itemIndex: number })[]
  stepStates: readonly ImportedStepRow[]
}

export type ImportTable = keyof ImportedProgress

export interface ImportProblem {
  table: ImportTable
  /** 1-based, as a person counts rows. */
  row: number
  reason: string
}

const tableNames: Record<ImportTable, string> = {
  ledger: 'credit history',
  unlocks: 'unlocked steps',
  checklistTicks: 'checklist ticks',
  stepStates: 'step progress',
}

/** The refusal a person reads, naming the first bad row. */
export function importRefusalMessage(problem: ImportProblem): string {
  return `This export file is damaged or was edited: ${describeImportProblem(problem)}. Nothing was changed.`
}

/** "row 3 of the credit history: ..." */
export function describeImportProblem(problem: ImportProblem): string {
  return `row ${String(problem.row)} of the ${tableNames[problem.table]}: ${problem.reason}`
}

const packTotals = new Set([...roadmapCreditPacks, ...dashboardCreditPacks].map(packTotalCredits))

const credits = (amount: number) => `${String(amount)} credit${Math.abs(amount) === 1 ? '' : 's'}`

type AmountRule = { amount: number } | { anyPack: true } | { unknown: string }

/** Why one ledger row could not have been written by the app, or null when it could. */
function ledgerRowProblem(row: ImportedLedgerRow): string | null {
  const [prefix = '', ...rest] = row.key.split(':')
  if (prefix !== row.kind) return `'${row.key}' is not a ${row.kind} entry`
  const rule = amountRule(row.kind, rest)
  if ('unknown' in rule) return `'${row.key}' ${rule.unknown}`
  if ('anyPack' in rule) {
    return packTotals.has(row.amount)
      ? null
      : `'${row.key}' adds ${credits(row.amount)}, which no credit pack gives`
  }
  return row.amount === rule.amount
    ? null
    : `'${row.key}' should be ${credits(rule.amount)}, not ${credits(row.amount)}`
}

/** The amount a key's rule allows, given the key's parts after its kind. */
function amountRule(kind: string, parts: readonly string[]): AmountRule {
  const rest = parts.join(':')
  if (kind === 'grant') {
    return `grant:${rest}` === STARTING_GRANT_KEY
      ? { amount: STARTING_CREDITS }
      : { unknown: 'is not a grant SalesPath gives' }
  }
  if (kind === 'earn' && parts[0] === 'practice') {
    // A first pass in the practice room (a call, an interview or a review format) pays once.
    return isPracticeCreditId(parts.slice(1).join(':'))
      ? { amount: PRACTICE_PASS_CREDITS }
      : { unknown: 'is not a practice scenario' }
  }
  if (kind === 'earn') {
    const action = getEarnAction(rest)
    return action && earnKey(action.id) === `earn:${rest}`
      ? { amount: action.credits }
      : { unknown: 'is not an earn action' }
  }
  if (kind === 'purchase') {
    return rest.trim() === '' ? { unknown: 'has no purchase id' } : { anyPack: true }
  }
  if (kind === 'unlock') {
    const [roleId = '', stepText = ''] = parts
    const stepId = /^\d+$/.test(stepText) ? Number(stepText) : NaN
    const cost = parts.length === 2 ? paidStepCost(roleId, stepId) : undefined
    return cost === undefined
      ? { unknown: 'is not a step that can be unlocked' }
      : { amount: -cost }
  }
  return { unknown: 'has an unknown kind' }
}

/** The unlock cost of an existing, locked step; undefined for free or unknown steps. */
function paidStepCost(roleId: string, stepId: number): number | undefined {
  const role = getRole(roleId)
  const cost = role ? unlockCost(role.id, stepId) : undefined
  return cost === undefined || cost === 0 ? undefined : cost
}

function stepOf(row: ImportedStepRow) {
  const role = getRole(row.roleId)
  return role?.roadmapSteps.find((step) => step.id === row.stepId)
}

function stepRowProblem(row: ImportedStepRow): string | null {
  if (!getRole(row.roleId)) return `'${row.roleId}' is not a SalesPath role`
  return stepOf(row) ? null : `${row.roleId} has no step ${String(row.stepId)}`
}

function firstLedgerProblem(ledger: readonly ImportedLedgerRow[]): ImportProblem | null {
  let balance = 0
  const keys = new Set<string>()
  for (const [index, row] of ledger.entries()) {
    const reason = keys.has(row.key) ? `'${row.key}' is listed twice` : ledgerRowProblem(row)
    if (reason) return { table: 'ledger', row: index + 1, reason }
    keys.add(row.key)
    balance += row.amount
    if (balance < 0) {
      return { table: 'ledger', row: index + 1, reason: `'${row.key}' spends credits not held` }
    }
  }
  return null
}

function firstUnlockProblem(data: ImportedProgress): ImportProblem | null {
  const spent = new Set(data.ledger.filter((row) => row.kind === 'unlock').map((row) => row.key))
  const seen = new Set<string>()
  for (const [index, row] of data.unlocks.entries()) {
    const at = { table: 'unlocks' as const, row: index + 1 }
    const stepProblem = stepRowProblem(row)
    if (stepProblem) return { ...at, reason: stepProblem }
    const key = unlockKey(row.roleId as RoleId, row.stepId)
    if (seen.has(key)) return { ...at, reason: `${row.roleId} step ${String(row.stepId)} twice` }
    seen.add(key)
    if (!spent.has(key)) {
      return { ...at, reason: `${row.roleId} step ${String(row.stepId)} has no credit spend` }
    }
  }
  return null
}

function firstStepRowProblem(
  table: 'checklistTicks' | 'stepStates',
  rows: readonly (ImportedStepRow & { itemIndex?: number })[],
): ImportProblem | null {
  for (const [index, row] of rows.entries()) {
    const reason = stepRowProblem(row)
    if (reason) return { table, row: index + 1, reason }
    const items = stepOf(row)?.checklist.length ?? 0
    if (row.itemIndex !== undefined && row.itemIndex >= items) {
      const step = `${row.roleId} step ${String(row.stepId)}`
      return {
        table,
        row: index + 1,
        reason: `${step} has no checklist item ${String(row.itemIndex + 1)}`,
      }
    }
  }
  return null
}

/** The first row (ledger, then unlocks, ticks, step progress) the app could not have written. */
export function firstImportProblem(data: ImportedProgress): ImportProblem | null {
  return (
    firstLedgerProblem(data.ledger) ??
    firstUnlockProblem(data) ??
    firstStepRowProblem('checklistTicks', data.checklistTicks) ??
    firstStepRowProblem('stepStates', data.stepStates)
  )
}
