import { offeredReadings, type ChatMessage } from '@/domain/coaching'

/** Becky's last reply when it was a clarifying question: what it answered and the readings it offered. */
export function lastMenu(
  history: readonly ChatMessage[],
): { asked: string; titles: string[] } | undefined {
  const last = history.at(-1)
  const asked = history.at(-2)
  if (last?.role !== 'assistant' || asked?.role !== 'user') return undefined
  const titles = offeredReadings(last.content)
  return titles.length < 2 ? undefined : { asked: asked.content, titles }
}

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
  const menu = lastMenu(history)
  return menu && `${menu.asked}\n${message}`
}
