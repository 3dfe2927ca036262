/** Credit packs, earn actions and credit constants (spec sections 2, 3 and 9). Prices are USD. */
import { unlockCostTable } from './unlock-costs'

export interface CreditPack {
  id: string
  name: string
  credits: number
  /** USD; payment is simulated on the device. */
  price: number
  /** What the pack's credits buy, computed from the unlock costs (packBuys) so it stays true. */
  description: string
  popular?: boolean
  /** Savings badge such as 'Save 20%'. */
  value?: string
  /** Extra credits added on top of `credits`. */
  bonus?: number
}

/**
 * The unlock costs a pack description is measured against: the six-step roadmaps (sdr, ae, csm,
 * revops) share them, so 'steps 2 and 3' is true of each of those roadmaps.
 */
export const REFERENCE_UNLOCK_COSTS = unlockCostTable.ae

/** The step ids (1-based) a balance of `credits` unlocks on a fresh roadmap, cheapest first in order. */
export function stepsUnlockedBy(
  credits: number,
  costs: readonly number[] = REFERENCE_UNLOCK_COSTS,
) {
  const steps: number[] = []
  let left = credits
  for (const [index, cost] of costs.entries()) {
    if (cost === 0) continue
    if (cost > left) break
    left -= cost
    steps.push(index + 1)
  }
  return steps
}

function stepList(steps: readonly number[]): string {
  const first = steps[0]
  const last = steps[steps.length - 1]
  if (first === undefined || last === undefined) return ''
  if (steps.length === 1) return `step ${String(first)}`
  if (steps.length === 2) return `steps ${String(first)} and ${String(last)}`
  return `steps ${String(first)} to ${String(last)}`
}

/** Plain words for what `credits` buy, e.g. 'Unlocks steps 2 and 3 of a roadmap'. */
export function packBuys(credits: number, costs: readonly number[] = REFERENCE_UNLOCK_COSTS) {
  const steps = stepsUnlockedBy(credits, costs)
  if (steps.length > 0) return `Unlocks ${stepList(steps)} of a roadmap`
  const cheapest = Math.min(...costs.filter((cost) => cost > 0))
  return `Covers ${String(credits)} of the ${String(cheapest)} credits a locked step costs`
}

type PackData = Omit<CreditPack, 'description'>

function describePacks(packs: readonly PackData[]): CreditPack[] {
  return packs.map((pack) => ({ ...pack, description: packBuys(packTotalCredits(pack)) }))
}

/** Packs offered in the roadmap's credits dialog (Buy tab). */
export const roadmapCreditPacks: readonly CreditPack[] = describePacks([
  { id: 'starter', name: 'Starter', credits: 10, price: 5 },
  { id: 'popular', name: 'Popular', credits: 25, price: 10, bonus: 5, popular: true },
  { id: 'pro', name: 'Pro', credits: 60, price: 20, bonus: 15 },
])

/** Packs offered on the dashboard (variant A). */
export const dashboardCreditPacks: readonly CreditPack[] = describePacks([
  { id: 'starter', name: 'Starter', credits: 5, price: 4.99 },
  { id: 'popular', name: 'Popular', credits: 10, price: 9.99, popular: true },
  { id: 'value', name: 'Value', credits: 25, price: 19.99, value: 'Save 20%' },
])

/** Badge text a pack card shows, if any. */
export function packBadge(pack: CreditPack): string | undefined {
  return pack.popular === true ? 'Most Popular' : pack.value
}

/** Credits a purchase adds: the pack plus any bonus. */
export function packTotalCredits(pack: Pick<CreditPack, 'credits' | 'bonus'>): number {
  return pack.credits + (pack.bonus ?? 0)
}

export type EarnDifficulty = 'easy' | 'medium' | 'hard'

export const earnActionIds = [
  'invite_friend',
  'linkedin_share',
  'feedback_survey',
  'profile_complete',
  'first_milestone',
] as const
export type EarnActionId = (typeof earnActionIds)[number]

export interface EarnAction {
  id: EarnActionId
  title: string
  description: string
  credits: number
  difficulty: EarnDifficulty
}

/** Earn tab of the credits dialog; each can be done once. */
export const earnActions: readonly EarnAction[] = [
  {
    id: 'invite_friend',
    title: 'Invite a friend',
    description: 'Copy an invite message to share with someone breaking into sales',
    credits: 5,
    difficulty: 'easy',
  },
  {
    id: 'linkedin_share',
    title: 'Share on LinkedIn',
    description: 'Post about your career roadmap',
    credits: 2,
    difficulty: 'easy',
  },
  {
    id: 'feedback_survey',
    title: 'Give feedback',
    description: 'Answer a short survey about your roadmap',
    credits: 3,
    difficulty: 'medium',
  },
  {
    id: 'profile_complete',
    title: 'Complete your profile',
    description: 'Add your current role, goals and strengths',
    credits: 4,
    difficulty: 'medium',
  },
  {
    id: 'first_milestone',
    title: 'Reach your first milestone',
    description: 'Finish every checklist item of one roadmap step',
    credits: 6,
    difficulty: 'hard',
  },
]

const earnDifficultyLabels: Record<EarnDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Challenge',
}

/** Badge text for an earn action's difficulty; hard is shown as 'Challenge'. */
export function earnDifficultyLabel(difficulty: EarnDifficulty): string {
  return earnDifficultyLabels[difficulty]
}

export function getEarnAction(id: string): EarnAction | undefined {
  return earnActions.find((action) => action.id === id)
}

/** Every credit the Earn tab can ever give (20). */
export const TOTAL_EARNABLE_CREDITS = earnActions.reduce((sum, action) => sum + action.credits, 0)

export interface DashboardEarnOption {
  id: 'complete_step' | 'linkedin_share' | 'refer_friend'
  title: string
  credits: number
}

/** Earn options listed on the dashboard (variant A). */
export const dashboardEarnOptions: readonly DashboardEarnOption[] = [
  { id: 'complete_step', title: 'Complete a roadmap step', credits: 2 },
  { id: 'linkedin_share', title: 'Share on LinkedIn', credits: 1 },
  { id: 'refer_friend', title: 'Refer a friend', credits: 5 },
]

/** Balance a new account is granted: the roadmap's starting credits. */
export const STARTING_CREDITS = 50
/** Dashboard default when no profile exists. */
export const DEFAULT_PROFILE_CREDITS = 5
/** The credit pill warns when the balance is strictly under this. */
export const LOW_CREDIT_THRESHOLD = 10

export function isLowBalance(balance: number): boolean {
  return balance < LOW_CREDIT_THRESHOLD
}

/** Dashboard 'What Credits Unlock' list (spec section 2, variant A). */
export const creditsUnlockList: readonly string[] = [
  'Advanced roadmap steps',
  'Personalized resume edits',
  'Company-specific interview prep',
  'Multiple career pathway options',
]
