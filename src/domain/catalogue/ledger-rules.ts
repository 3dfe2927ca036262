/**
 * Pure rules of the append-only credit ledger (DESIGN.md section 2). These functions only decide;
 * the data layer appends the returned entry inside one transaction, so the decision and the write
 * see the same entries.
 */
import {
  getEarnAction,
  packTotalCredits,
  STARTING_CREDITS,
  type CreditPack,
  type EarnActionId,
  earnActions,
} from './credit-packs'
import { isRoleId, type RoleId } from './role-types'
import { unlockCost } from './unlock-costs'

export type LedgerKind = 'grant' | 'earn' | 'purchase' | 'unlock'

export interface LedgerEntry {
  /** Signed whole credits: positive adds, negative spends. */
  amount: number
  kind: LedgerKind
  /** Idempotency key: at most one entry per key ever exists. */
  key: string
  /** ISO 8601 timestamp. */
  createdAt: string
}

export type Plan<Reason extends string> =
  | { ok: true; entry: LedgerEntry; balanceAfter: number }
  | { ok: false; reason: Reason; balance: number; needed?: number }

export const STARTING_GRANT_KEY = 'grant:starting'

export const earnKey = (actionId: EarnActionId): string => `earn:${actionId}`
export const purchaseKey = (clientId: string): string => `purchase:${clientId}`
export const unlockKey = (roleId: RoleId, stepId: number): string => `unlock:${roleId}:${stepId}`

export function balanceOf(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0)
}

function hasKey(entries: readonly LedgerEntry[], key: string): boolean {
  return entries.some((entry) => entry.key === key)
}

function accept<Reason extends string>(
  entries: readonly LedgerEntry[],
  entry: Omit<LedgerEntry, 'createdAt'>,
  at: Date,
): Plan<Reason> {
  return {
    ok: true,
    entry: { ...entry, createdAt: at.toISOString() },
    balanceAfter: balanceOf(entries) + entry.amount,
  }
}

function refuse<Reason extends string>(
  entries: readonly LedgerEntry[],
  reason: Reason,
  needed?: number,
): Plan<Reason> {
  const balance = balanceOf(entries)
  return needed === undefined
    ? { ok: false, reason, balance }
    : { ok: false, reason, balance, needed }
}

/** The one-time welcome grant of 50 credits for a new account. */
export function planStartingGrant(
  entries: readonly LedgerEntry[],
  at: Date = new Date(),
): Plan<'already_granted'> {
  if (hasKey(entries, STARTING_GRANT_KEY)) return refuse(entries, 'already_granted')
  return accept(entries, { amount: STARTING_CREDITS, kind: 'grant', key: STARTING_GRANT_KEY }, at)
}

export type UnlockRefusal = 'insufficient' | 'already_unlocked' | 'free_step' | 'unknown_step'

/** Spend credits on a locked step; refuses rather than let the balance go negative. */
export function planUnlock(
  entries: readonly LedgerEntry[],
  roleId: string,
  stepId: number,
  at: Date = new Date(),
): Plan<UnlockRefusal> {
  if (!isRoleId(roleId)) return refuse(entries, 'unknown_step')
  const cost = unlockCost(roleId, stepId)
  if (cost === undefined) return refuse(entries, 'unknown_step')
  if (cost === 0) return refuse(entries, 'free_step')
  const key = unlockKey(roleId, stepId)
  if (hasKey(entries, key)) return refuse(entries, 'already_unlocked')
  const balance = balanceOf(entries)
  if (balance < cost) return refuse(entries, 'insufficient', cost - balance)
  return accept(entries, { amount: -cost, kind: 'unlock', key }, at)
}

export type EarnRefusal = 'already_earned' | 'unknown_action'

/** Credit an earn action; each action pays once per account. */
export function planEarn(
  entries: readonly LedgerEntry[],
  actionId: string,
  at: Date = new Date(),
): Plan<EarnRefusal> {
  const action = getEarnAction(actionId)
  if (action === undefined) return refuse(entries, 'unknown_action')
  const key = earnKey(action.id)
  if (hasKey(entries, key)) return refuse(entries, 'already_earned')
  return accept(entries, { amount: action.credits, kind: 'earn', key }, at)
}

export type PurchaseRefusal = 'already_purchased' | 'invalid_pack' | 'invalid_client_id'

function isValidPack(pack: CreditPack): boolean {
  const bonus = pack.bonus ?? 0
  return Number.isInteger(pack.credits) && pack.credits > 0 && Number.isInteger(bonus) && bonus >= 0
}

/**
 * Add a pack's credits plus bonus. The client makes `clientId` once per purchase attempt, so a
 * retried request finds its own entry and is refused as 'already_purchased' (treat as success).
 */
export function planPurchase(
  entries: readonly LedgerEntry[],
  pack: CreditPack,
  clientId: string,
  at: Date = new Date(),
): Plan<PurchaseRefusal> {
  if (clientId.trim() === '') return refuse(entries, 'invalid_client_id')
  if (!isValidPack(pack)) return refuse(entries, 'invalid_pack')
  const key = purchaseKey(clientId)
  if (hasKey(entries, key)) return refuse(entries, 'already_purchased')
  return accept(entries, { amount: packTotalCredits(pack), kind: 'purchase', key }, at)
}

/** Free steps are always open; locked ones once their unlock entry exists. */
export function isStepUnlocked(
  entries: readonly LedgerEntry[],
  roleId: RoleId,
  stepId: number,
): boolean {
  const cost = unlockCost(roleId, stepId)
  if (cost === undefined) return false
  return cost === 0 || hasKey(entries, unlockKey(roleId, stepId))
}

export function completedEarnActionIds(entries: readonly LedgerEntry[]): EarnActionId[] {
  return earnActions.filter((action) => hasKey(entries, earnKey(action.id))).map((a) => a.id)
}

/** What the Earn tab can still pay out. */
export function remainingEarnableCredits(entries: readonly LedgerEntry[]): number {
  return earnActions
    .filter((action) => !hasKey(entries, earnKey(action.id)))
    .reduce((sum, action) => sum + action.credits, 0)
}

/** Spec section 4: the error the unlock flow sets when credits are short. */
export function insufficientCreditsMessage(cost: number, balance: number): string {
  return `Insufficient credits. You need ${cost} credits but only have ${balance}.`
}

/** Credits for the first pass of each practice scenario (issue 12). */
export const PRACTICE_PASS_CREDITS = 2
export const practiceKey = (scenarioId: string): string => `earn:practice:${scenarioId}`

/** Credit the first pass of a practice scenario; a second pass, or a retry, finds the key. */
export function planPracticeEarn(
  entries: readonly LedgerEntry[],
  scenarioId: string,
  at: Date = new Date(),
): Plan<'already_earned'> {
  const key = practiceKey(scenarioId)
  if (hasKey(entries, key)) return refuse(entries, 'already_earned')
  return accept(entries, { amount: PRACTICE_PASS_CREDITS, kind: 'earn', key }, at)
}
