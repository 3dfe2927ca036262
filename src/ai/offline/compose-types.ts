import type { RoleId } from '@/domain/catalogue'
import type { ChatMessage, Mood } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import type { IntentMatch } from './detect-intent'
import type { IntentKnowledge } from './knowledge'

export interface ComposeInput {
  message: string
  history: readonly ChatMessage[]
  match: IntentMatch
  knowledge: IntentKnowledge
  profile: CoachProfile
  mood: Mood
  mentioned: readonly RoleId[]
}

export type Composer = (input: ComposeInput) => string
