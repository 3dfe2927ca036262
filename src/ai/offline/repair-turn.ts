import type { ChatMessage } from '@/domain/coaching'
import { normalise } from './understand'
import { followUpKind } from './understand/follow-up'

/** True for "that's not what I asked", "you didn't answer", "not helpful". */
export function isRepair(text: string): boolean {
  const input = normalise(text)
  return followUpKind(input.text, input.words) === 'repair'
}

/** The person's last question before a repair: what the answer should have been about. */
export function questionBefore(history: readonly ChatMessage[]): string | undefined {
  const asked = history.filter((m) => m.role === 'user' && !isRepair(m.content))
  return asked.at(-1)?.content
}
