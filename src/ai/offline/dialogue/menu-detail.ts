import { offeredReadings, type ChatMessage } from '@/domain/coaching'

/**
 * A clarifying question asks the person to pick a reading "or add a detail or two". A message
 * after it that picks nothing is that detail: the question and the detail are read together,
 * since the detail alone ("someone on a forum said don't take it. true?") has lost what it is
 * about. The joined text, or undefined when the last reply was no clarifying question.
 */
export function detailAfterMenu(
  message: string,
  history: readonly ChatMessage[],
): string | undefined {
  const last = history.at(-1)
  const asked = history.at(-2)
  if (last?.role !== 'assistant' || asked?.role !== 'user') return undefined
  if (offeredReadings(last.content).length < 2) return undefined
  return `${asked.content}\n${message}`
}
