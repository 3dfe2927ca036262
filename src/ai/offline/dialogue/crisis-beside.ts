import type { CoachInput } from '../../coach-engine'
import { understand } from '../understand'
import { distress } from './distress-words'

/**
 * The question a crisis or hopeless message also asked ("...easier to just go be with her.
 * anyway. do i put the caregiving on my resume?", "whats the point of any of it. anyway should i
 * send the email tonight"), left for after the lines that met it (`crisis`): answered when the
 * next message would get a menu, says the person is safe, or asks to go back to it ("im fine. can
 * we just do the resume"). The message was met when the reply gave the crisis line, whichever
 * lines carried it (the crisis answer, care, or the overwhelmed card's own answer).
 */
export function askedBesideCrisis(given: CoachInput, menu: boolean) {
  if (!menu && !/\b(can we|lets|back to)\b(?!.*\?)/i.test(given.message)) return undefined
  const [said, answered] = given.history.slice(-2)
  const reply = answered?.content ?? ''
  // The line itself ("call or text 988"), not any 988: "SPIN Selling (1988)" is a book.
  const met = /call or text \**988\b/.test(reply) && !reply.startsWith(distress.safeHeard)
  if (said?.role !== 'user' || !met) return undefined
  const asks = said.content
    .split(/(?<=[.?!])\s+/)
    .filter((s) =>
      /\?|^((anyway|so) )?((what|how|where) )?(do|should|can) i\b|what do i say/i.test(s),
    )
  return asks.filter((s) => !understand(s).signals.includes('self_harm')).join(' ') || undefined
}
