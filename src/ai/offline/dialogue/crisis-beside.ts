import type { CoachInput } from '../../coach-engine'
import { understand } from '../understand'

/**
 * The question a crisis message also asked ("...easier to just go be with her. anyway. do i put
 * the caregiving on my resume?", "anyway. what do i tell the next company"), left for after the
 * crisis answer: answered when the next message would get a menu or asks to go back to it ("im
 * fine. can we just do the resume").
 */
export function askedBesideCrisis(given: CoachInput, crisis: string, menu: boolean) {
  if (!menu && !/\b(can we|lets|back to)\b(?!.*\?)/i.test(given.message)) return undefined
  const [said, answered] = given.history.slice(-2)
  if (said?.role !== 'user' || !answered?.content.includes(crisis)) return undefined
  const asks = said.content
    .split(/(?<=[.?!])\s+/)
    .filter((s) => /\?|^((what|how|where) )?(do|should|can) i\b/i.test(s))
  return asks.filter((s) => !understand(s).signals.includes('self_harm')).join(' ') || undefined
}
