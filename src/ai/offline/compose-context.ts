import type { ChatMessage, CoachingMemory } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import type { Understanding } from './understand'

/** What every composer reads: the message understood, the person, the conversation, a seed. */
export interface ComposeContext {
  u: Understanding
  profile: CoachProfile
  history: readonly ChatMessage[]
  /** The whole sitting, when longer than `history`: what was said, so it is not said again. */
  spoken?: readonly ChatMessage[]
  memory: CoachingMemory | null
  seed: number
}
