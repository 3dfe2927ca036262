/** Credit packs, earn actions and credit constants (spec sections 2, 3 and 9). Prices are USD. */

export interface CreditPack {
  id: string
  name: string
  credits: number
  /** USD; payment is simulated on the device. */
  price: number
  description: string
  popular?: boolean
  /** Savings badge such as 'Save 20%'. */
  value?: string
  /** Extra credits added on top of `credits`. */
  bonus?: number
}

/** Packs offered in the roadmap's credits dialog (Buy tab). */
export const roadmapCreditPacks: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter', credits: 10, price: 5, description: 'Unlock your next step' },
  {
    id: 'popular',
    name: 'Popular',
    credits: 25,
    price: 10,
    bonus: 5,
    popular: true,
    description: 'Enough for most of a roadmap',
  },
  {
    id: 'pro',
    name: 'Pro',
    credits: 60,
    price: 20,
    bonus: 15,
    description: 'Unlock every step across roadmaps',
  },
]

/** Packs offered on the dashboard (variant A). */
export const dashboardCreditPacks: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter', credits: 5, price: 4.99, description: 'Try a premium step' },
  {
    id: 'popular',
    name: 'Popular',
    credits: 10,
    price: 9.99,
    popular: true,
    description: 'Best for steady progress',
  },
  {
    id: 'value',
    name: 'Value',
    credits: 25,
    price: 19.99,
    value: 'Save 20%',
    description: 'Most credits per dollar',
  },
]

/** Badge text a pack card shows, if any. */
export function packBadge(pack: CreditPack): string | undefined {
  return pack.popular === true ? 'Most Popular' : pack.value
}

/** Credits a purchase adds: the pack plus any bonus. */
export function packTotalCredits(pack: CreditPack): number {
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
