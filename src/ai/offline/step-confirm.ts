import type { ChatMessage } from '@/domain/coaching'
import { contentStems } from './understand/word-model'

/**
 * "I did that" marks a step done only when the person named it; otherwise Becky asks which step,
 * and a yes to that question marks it. Nobody gets a step ticked that they never mentioned.
 */

const askPattern = /Was that the step \*\*(.+?)\*\*\?/

/** The question Becky asks before noting a step the person did not name. */
export function confirmQuestion(title: string): string {
  return `Was that the step **${title}**? If so, say yes and I will note it as done.`
}

/** Whether the message names the step: most of the title's content words appear in it. */
export function namesStep(message: string, title: string): boolean {
  const said = new Set(contentStems(message))
  const wanted = contentStems(title)
  if (wanted.length === 0) return false
  const found = wanted.filter((w) => said.has(w)).length
  return found >= Math.min(2, wanted.length) && found / wanted.length >= 0.5
}

const yes = /^\s*(yes|yep|yeah|yup|correct|that one|exactly|right|sure)\b/i

/** The step a "yes" confirms, when Becky's last message asked about one. */
export function confirmedStep(
  message: string,
  history: readonly ChatMessage[],
): string | undefined {
  const last = history.at(-1)
  if (last?.role !== 'assistant' || !yes.test(message)) return undefined
  return askPattern.exec(last.content)?.[1]
}
