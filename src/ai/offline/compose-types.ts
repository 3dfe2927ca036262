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
  /** No step that may cost credits: after trouble at work or a long story. */
  freeOnly?: boolean
}

export type Composer = (input: ComposeInput) => string
