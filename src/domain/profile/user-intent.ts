import { userIntentLabels, type UserIntent } from '../coaching/coach-intents'

export type { UserIntent }

export interface UserIntentOption {
  value: UserIntent
  /** The spec's label (section 3), shown on the dashboard and in the onboarding choice. */
  label: string
  /** One line under the label in the onboarding choice: who picks this. */
  description: string
}

const descriptions: Readonly<Record<UserIntent, string>> = {
  break_into_sdr: 'New to sales and want a first SDR or BDR role at a tech company.',
  grow_as_sdr: 'Already an SDR or BDR and aiming for Account Executive or the next step up.',
  sdr_switcher: 'In an SDR seat but drawn to customer success, RevOps, marketing or another path.',
  non_sdr_tech_sales: 'Outside the SDR track and curious which tech sales role fits you.',
  just_exploring: 'Not sure yet; you want to see the options before committing.',
}

/** The five intents in the order the onboarding question lists them. */
export const userIntents: readonly UserIntentOption[] = (
  Object.keys(userIntentLabels) as UserIntent[]
).map((value) => ({ value, label: userIntentLabels[value], description: descriptions[value] }))

export function isUserIntent(value: unknown): value is UserIntent {
  return typeof value === 'string' && Object.hasOwn(userIntentLabels, value)
}

/** The spec's label for a stored intent; anything else (missing, unknown) is 'Career Development'. */
export function intentLabel(value: unknown): string {
  return isUserIntent(value) ? userIntentLabels[value] : 'Career Development'
}
