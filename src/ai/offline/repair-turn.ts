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

/** Pushback on the last answer: "that's not what I asked", "you already said that", "I know". */
const pushback =
  /\b(not what i asked|not my question|you already (said|told|asked)|you keep (saying|telling)|i (already )?know (that|the|it)|i got it|just listing|i didn'?t ask|i did not ask)\b/i
/** The question said again after the pushback: "i asked resign vs get let go". */
const restating =
  /\b(?:i (?:asked|was asking|am asking|need to know)|i'?m asking|my question (?:is|was))(?: you)?,? (?:(?:if|whether|about|for) )?(.+)$/i

/**
 * The question a person restates after pushing back ("thats not what i asked, i asked if i should
 * cc hr on it or not"): read on its own, it is what the reply should answer.
 */
export function restatedAsk(message: string): string | undefined {
  const asked = pushback.test(message) ? restating.exec(message)?.[1]?.trim() : undefined
  return asked?.includes(' ') ? asked : undefined
}
