import type { ChatMessage } from '@/domain/coaching'
import { understand } from '../understand'

/**
 * The question a crisis message also asked ("...easier to just go be with her. anyway. do i put
 * the caregiving on my resume?"), left for after the crisis answer.
 */
export function askedBesideCrisis(history: readonly ChatMessage[], crisis: string) {
  const [said, answered] = history.slice(-2)
  if (said?.role !== 'user' || !answered?.content.includes(crisis)) return undefined
  const asks = said.content
    .split(/(?<=[.?!])\s+/)
    .filter((s) => /\?|^(do|should|can|how) i\b/i.test(s))
  return asks.filter((s) => !understand(s).signals.includes('self_harm')).join(' ') || undefined
}
