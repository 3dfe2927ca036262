import type { ChatMessage } from '@/domain/coaching'
import type { Reading } from '../reader/compiled-reader'
import { currentReader } from '../reader/shipped-reader'
import type { Understanding } from '../understand'
import { weighReadings, type Verdict } from '../understand/doubt'

/**
 * The reader's view of a turn inside a conversation: the person's earlier turns and this one,
 * read as one text. A short follow-up ("and if my current company counters?") carries little on
 * its own; read with what came before, it lands on the conversation's subject. On the dev
 * conversations (tests/coach-conversations/dev.json) the reader's top reading matched the
 * expected thread on 40.6% of turns read alone and on 57.0% read this way. A message that changes
 * the subject is read alone.
 */
export function readInConversation(
  message: string,
  history: readonly ChatMessage[],
  freshSubject: boolean,
): Reading[] | undefined {
  const reader = currentReader()
  if (reader === undefined) return undefined
  const earlier = freshSubject ? [] : history.filter((m) => m.role === 'user').map((m) => m.content)
  return reader.read([...earlier, message].join(' '))
}

/**
 * The message read alone decides; only when that would leave Becky asking does the conversation's
 * reading get a say. Read in context always, the conversation pulled new questions back to the old
 * subject ("give me an opener" after a rude prospect): dev turns on thread fell from 98 to 97.
 */
export function weighInContext(
  u: Understanding,
  alone: readonly Reading[] | undefined,
  inContext: readonly Reading[] | undefined,
): Verdict {
  const verdict = weighReadings(u, alone)
  return verdict.kind === 'ask' && inContext !== undefined ? weighReadings(u, inContext) : verdict
}
