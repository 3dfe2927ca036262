import type { ChatMessage, CoachingMemory, RoadmapProgressInput } from '@/domain/coaching'
import type { DiagnosticResult } from '@/domain/diagnostic/diagnostic-types'
import type { Journey } from '@/domain/journey/journey-types'

/** Everything the coach knows about the user for one reply. */
export interface CoachContext {
  firstName?: string
  memory: CoachingMemory | null
  diagnostic: DiagnosticResult | null
  roadmapProgress?: RoadmapProgressInput
  /** The one journey (target role, timeline, next step, skills, gaps) every screen shows. */
  journey?: Journey
  /** The account's credit balance, as the credit pill shows it; absent for a visitor. */
  credits?: number
}

export interface CoachInput {
  message: string
  /**
   * The conversation so far, oldest first. Engines read at most the last 10 messages; the
   * offline coach also checks the whole against saying a sentence twice.
   */
  history: readonly ChatMessage[]
  context: CoachContext
}

/**
 * The coach port. A reply is a stream of text chunks to append in order: the on-device model
 * yields tokens, the offline coach yields its whole answer in one or a few chunks.
 */
export interface CoachEngine {
  readonly kind: 'offline' | 'on-device'
  reply(input: CoachInput, signal?: AbortSignal): AsyncIterable<string>
}

/** Spec section 9: the chat sends the last 10 messages. */
export const historyLimit = 10

export function recentHistory(history: readonly ChatMessage[]): readonly ChatMessage[] {
  return history.slice(-historyLimit)
}

/** Joins a reply stream into its full text. */
export async function collectReply(stream: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += chunk
  return text
}
