import { getRole, type RoleId } from '@/domain/catalogue'
import { roleOffered } from '../role-mentions'
import type { ComposeContext } from './compose-context'
import { counterNote, leverageNote, payNote, quotaNote, rangeNote } from './compose-pay'
import { targetCheck } from './compose-target'
import type { SituationCard } from './situations'
import { glossaryEntry } from './situations/glossary'
import {
  attainmentProgressOf,
  normalise,
  payOffersIn,
  quotaIn,
  targetGapOf,
  threadCard,
  understand,
  type PayOffer,
  type Understanding,
} from './understand'
import { cardIds } from './situations/card-ids'

/**
 * The line that answers with the person's own figures or words: their offer against the
 * catalogue range, a PIP target against what they do now, the term they asked about.
 */

/** Cards where the person's own pay figures change the answer. */
export const payCards: ReadonlySet<string> = new Set([
  cardIds.offer_comparison,
  cardIds.startup_vs_enterprise,
  cardIds.offer_negotiation,
  cardIds.pay_structure,
  cardIds.counteroffer,
  cardIds.startup_equity,
])

/** The pay offers the person wrote: in this message, else in their latest earlier one. */
export function offersInThread(c: ComposeContext): PayOffer[] {
  const own = payOffersIn(c.u.input.text)
  if (own.length > 0) return own
  const earlier = c.history.filter((m) => m.role === 'user').map((m) => m.content)
  for (let i = earlier.length - 1; i >= 0; i -= 1) {
    const offers = payOffersIn(normalise(earlier[i] ?? '').text)
    if (offers.length > 0) return offers
  }
  return []
}

/**
 * The roles named in this message, else in the latest earlier one that names any: "what would my
 * first year look like?" after "thinking about SDR roles" is about the SDR role.
 */
export function rolesInThread(c: ComposeContext): readonly RoleId[] {
  if (c.u.entities.roles.length > 0) return c.u.entities.roles
  const earlier = c.history.filter((m) => m.role === 'user').map((m) => m.content)
  for (let i = earlier.length - 1; i >= 0; i -= 1) {
    const roles = understand(earlier[i] ?? '').entities.roles
    if (roles.length > 0) return roles
  }
  return []
}

const firmOffer = / (final offer|offer is final|best and final|best offer|wont budge) /

/** The role an offer in this conversation is for, where a message says so. */
function offeredRoleInThread(c: ComposeContext): RoleId | undefined {
  const texts = [
    c.u.input.text,
    ...c.history
      .filter((m) => m.role === 'user')
      .map((m) => normalise(m.content).text)
      .reverse(),
  ]
  return texts.map(roleOffered).find((id) => id !== undefined)
}

/** Threads about getting a first sales job, where pay means the entry role's pay. */
const entryThreads: ReadonlySet<string> = new Set([
  cardIds.breaking_in,
  cardIds.bootcamp_worth_it,
  cardIds.sdr_or_ae_first,
])

/**
 * The roles a reply's facts are about: those the conversation named, else, inside a talk about
 * breaking in ("I work at Starbucks", then "how much would I make?"), the entry role.
 */
export function factRoles(c: ComposeContext): readonly RoleId[] {
  // "An AE offer ... current SDR job": the offer's role first, whatever the catalogue order.
  const offered = offeredRoleInThread(c)
  const named = rolesInThread(c)
  if (offered !== undefined) return [offered, ...named.filter((id) => id !== offered)]
  if (named.length > 0) return named
  const thread = threadCard(c.history)
  const entry = thread !== undefined && (thread.area === 'switcher' || entryThreads.has(thread.id))
  return entry ? ['sdr'] : []
}

export function entityNote(
  u: Understanding,
  card: SituationCard,
  c: ComposeContext,
): string | undefined {
  if (card.id === cardIds.offer_negotiation) {
    const offers = offersInThread(c)
    const role = getRole(offeredRoleInThread(c) ?? rolesInThread(c)[0] ?? '')
    const offered = offers.filter((o) => o.current !== true)
    const [only] = offered
    // Told the number is final, a counter on it is no advice: the card's point says what to ask.
    const firm = firmOffer.test(u.input.text)
    const note =
      leverageNote(offers) ??
      (offered.length === 1 && only && role && !firm ? counterNote(only, role) : undefined)
    if (note !== undefined) return note
  } else if (payCards.has(card.id)) {
    const own = payOffersIn(u.input.text)
    const role = getRole(u.entities.roles[0] ?? '')
    const [only] = own
    const range = own.length === 1 && only && role ? rangeNote(only, role) : undefined
    const quota = quotaIn(u.input.text)
    const multiple = own.length === 1 && only && quota ? quotaNote(only.ote, quota) : undefined
    const note = payNote(own)
    if (note !== undefined) return [note, range, multiple].filter(Boolean).join(' ')
  }
  // "12 days left and I'm at 40%": the plan's figures were given earlier in the conversation.
  const said = c.history.flatMap((m) => (m.role === 'user' ? [m.content] : [])).join(' ')
  const gap = targetGapOf(u.input.text, u.entities) ?? attainmentProgressOf(u.input.text, said)
  if (card.id === cardIds.pip && gap) return targetCheck(gap, undefined)
  const number = u.entities.numbers[0]
  if (number && (card.id === cardIds.meetings_per_month || card.id === cardIds.activity_metrics)) {
    const per = number.per === undefined ? '' : ` a ${number.per}`
    return `You mentioned ${String(number.value)} ${number.unit}s${per}: put that next to your target and your team’s median before judging it.`
  }
  if (card.id === cardIds.glossary_term) {
    const entry = glossaryEntry(u.input.text)
    return entry ? `**${entry.term}** means ${entry.meaning}` : undefined
  }
  const method = u.entities.methods[0]
  if (method && card.area === 'skills' && !card.id.startsWith('method_'))
    return `Since you mentioned ${method}, use its questions to structure this.`
  return undefined
}
