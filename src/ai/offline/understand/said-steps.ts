import type { ChatMessage } from '@/domain/coaching'
import { situationCards } from '../situations'
import { commitmentOf } from './commitment'

/**
 * What was said to be done, read back from the conversation: the step Becky suggested last, and
 * the newest plan the person stated. "Thanks, I'll try that" takes the first; memory keeps the
 * second.
 */

/** The action Becky suggested last, read from her last reply's "Next step" line. */
export function lastSuggestedStep(history: readonly ChatMessage[]): string | undefined {
  const last = [...history].reverse().find((m) => m.role === 'assistant')
  const lineOf = (lead: string) => last?.content.split('\n').find((l) => l.startsWith(lead))
  // A short reply's gist ("In short: have one line on a card ...") is what was just suggested.
  const step =
    lineOf('**Next step:**')?.replace('**Next step:**', '').trim() ??
    lineOf('In short: ')?.slice(10)
  if (step) return step
  // A short reply may name one thing to do without a next-step line ("the one thing I would do
  // next: a 30-minute call block tomorrow"): "thanks, I'll try that" takes that, not an older step.
  const said = last?.content.toLowerCase() ?? ''
  return situationCards.find((c) => said.includes(c.practice.toLowerCase().slice(1)))?.practice
}

/** The newest plan the user stated in this conversation, worded for reading back. */
export function lastPlan(history: readonly ChatMessage[]): string | undefined {
  const users = history.filter((m) => m.role === 'user')
  for (let i = users.length - 1; i >= 0; i -= 1) {
    const plan = commitmentOf(users[i]?.content ?? '')
    if (plan !== undefined) return plan
  }
  return undefined
}
