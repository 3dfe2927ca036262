import type { ComposeContext } from './compose-answer'
import { belowTarget, dollars, paidAt } from './compose-pay'
import { offersInThread } from './entity-note'
import { bullets, paragraphs, withName } from './reply-parts'
import type { PayOffer } from './understand'

/**
 * "Which one would you take?" after two offers: a lean, not a shrug. Pay decides it only when one
 * offer is ahead on both the sure part and the target; otherwise the reply says what each is for
 * and the two questions that settle it. The person's own figures only, never invented ones.
 */

/** Within this share of each other at 70% of quota, pay alone does not choose. */
const closeShare = 0.05

const settle =
  'Ask each company the same two questions before you sign: what share of reps hit quota last year, and who your manager would be.'

function ahead(a: PayOffer, b: PayOffer): boolean {
  return a.base >= b.base && a.ote >= b.ote && (a.base > b.base || a.ote > b.ote)
}

function pickOnPay(winner: string, loser: string): string {
  return `on pay, the ${winner} is ahead: more or the same for sure and at target. So the ${loser} has to win on something pay cannot show (the manager, the product, what you would learn) to be worth taking.`
}

function pickBetween(first: PayOffer, second: PayOffer): string[] {
  const [safe, upside] = first.base >= second.base ? ['first', 'second'] : ['second', 'first']
  const low = [paidAt(first, belowTarget), paidAt(second, belowTarget)]
  const [a = 0, b = 0] = low
  const close = Math.abs(a - b) <= Math.max(a, b) * closeShare
  return [
    close
      ? `on pay alone I would not choose: at 70% of quota they come to about ${dollars(a)} and ${dollars(b)}. It comes down to what the numbers cannot show.`
      : 'each is better at something, so it comes down to which risk you would rather carry.',
    bullets([
      `Take the ${upside} if its reps really hit quota and you want the upside.`,
      `Take the ${safe}, with the bigger base, if you need the certainty or the answer on attainment is vague.`,
    ]) ?? '',
  ]
}

export function composePick(c: ComposeContext): string {
  const [first, second] = offersInThread(c)
  if (!first || !second) {
    return paragraphs([
      withName(
        c.profile.name,
        'I would lean to the offer with the bigger base if you need certainty, and the higher OTE only where most reps hit quota. Tell me the base and OTE of each, and I will set them side by side.',
      ),
      settle,
    ])
  }
  if (ahead(first, second))
    return paragraphs([withName(c.profile.name, pickOnPay('first', 'second')), settle])
  if (ahead(second, first))
    return paragraphs([withName(c.profile.name, pickOnPay('second', 'first')), settle])
  const [lead = '', choices = ''] = pickBetween(first, second)
  return paragraphs([withName(c.profile.name, lead), choices, settle])
}
