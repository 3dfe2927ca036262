export { intentLabel, isUserIntent, userIntents } from './user-intent'
export type { UserIntent, UserIntentOption } from './user-intent'
