import type { PayOffer } from './understand'

/** An illustration, not a claim about typical attainment: what the pay comes to below target. */
export const belowTarget = 0.7

export const dollars = (thousands: number) => `$${String(Math.round(thousands))}K`
const variableOf = (o: PayOffer) => o.ote - o.base
const atRisk = (o: PayOffer) => Math.round((variableOf(o) / o.ote) * 100)
export const paidAt = (o: PayOffer, share: number) => o.base + variableOf(o) * share

function describe(o: PayOffer): string {
  return `${dollars(o.base)} base + ${dollars(variableOf(o))} variable (${dollars(o.ote)} OTE, ${String(atRisk(o))}% at risk)`
}

function difference(a: number, b: number): string {
  if (Math.round(a) === Math.round(b)) return 'the same'
  return a > b ? `${dollars(a - b)} more` : `${dollars(b - a)} less`
}

/** The person's own offers, worked through: what is sure, what is at risk, what a miss costs. */
export function payNote(offers: readonly PayOffer[]): string | undefined {
  const [first, second] = offers
  if (!first) return undefined
  const share = `${String(belowTarget * 100)}% of quota`
  if (!second)
    return `Your numbers: ${describe(first)}. At ${share} that comes to about ${dollars(paidAt(first, belowTarget))}.`
  const today = offers.find((o) => o.current === true)
  const offer = offers.find((o) => o.current !== true)
  if (today && offer) {
    return [
      `Next to your current job: the offer is ${describe(offer)}; you make ${describe(today)} now.`,
      `The offer pays ${difference(offer.base, today.base)} for sure and ${difference(offer.ote, today.ote)} at target;`,
      `at ${share} that is about ${dollars(paidAt(offer, belowTarget))} against ${dollars(paidAt(today, belowTarget))} today.`,
    ].join(' ')
  }
  return [
    `Side by side: the first is ${describe(first)}; the second is ${describe(second)}.`,
    `The second pays ${difference(second.base, first.base)} for sure and ${difference(second.ote, first.ote)} at target;`,
    `at ${share} they come to about ${dollars(paidAt(first, belowTarget))} and ${dollars(paidAt(second, belowTarget))}.`,
  ].join(' ')
}

/**
 * Negotiating with two offers in hand: the stronger side of each is the ask. Said only when the
 * person gave both, so the figures are theirs.
 */
export function leverageNote(offers: readonly PayOffer[]): string | undefined {
  const [first, second] = offers
  if (!first || !second) return undefined
  const today = offers.find((o) => o.current === true)
  const offer = offers.find((o) => o.current !== true)
  if (today && offer) return currentLeverage(offer, today)
  const base = Math.max(first.base, second.base)
  const ote = Math.max(first.ote, second.ote)
  return `Your leverage is the other offer. The best of both is ${dollars(base)} base and ${dollars(ote)} OTE: tell the company you prefer what the other pays, and ask it to close the gap where it is behind. One clear number, with the competing offer named, works better than a range.`
}

/**
 * An offer next to the job the person has: today's pay is leverage only where it is ahead. An
 * offer ahead on both leaves the counter to the market range (counterNote).
 */
function currentLeverage(offer: PayOffer, today: PayOffer): string | undefined {
  const behind = [
    offer.base < today.base ? `${dollars(today.base)} base` : undefined,
    offer.ote < today.ote ? `${dollars(today.ote)} OTE` : undefined,
  ].filter((s) => s !== undefined)
  if (behind.length === 0) return undefined
  return `Your leverage is what you make now: the offer is behind your ${behind.join(' and ')}. Say you would need at least that to move, as one clear number; a company that wants you can usually find it in base or a sign-on bonus.`
}

const catalogueRange = /\$(\d+)K\s*[-–]\s*\$(\d+)K/

/** The low and high ends of a catalogue range such as "$45K-$75K", in thousands. */
interface CatalogueRange {
  low: number
  high: number
  /** "the SDR range in the SalesPath catalogue ($45K-$75K OTE, US, 2026 estimates)" */
  source: string
}

type PricedRole = { title: string; salary: string }

/** The catalogue's range for a role, in thousands, with the words that cite it. */
export function rangeOf(role: PricedRole): CatalogueRange | undefined {
  const match = catalogueRange.exec(role.salary)
  if (!match) return undefined
  return {
    low: Number(match[1]),
    high: Number(match[2]),
    source: `the ${role.title} range in the SalesPath catalogue (${role.salary} OTE, US, 2026 estimates)`,
  }
}

/**
 * One offer next to the catalogue's range for the role it names ("is 60k base 120k OTE good for
 * an SDR?"). The range is the catalogue's, so no figure is invented; where it falls is the answer.
 */
export function rangeNote(offer: PayOffer, role: PricedRole): string | undefined {
  const range = rangeOf(role)
  if (!range) return undefined
  const where =
    offer.ote > range.high
      ? `above ${range.source}; pay in the biggest cities runs higher, but an OTE this far above it is worth a question about how many reps reach it`
      : offer.ote < range.low
        ? `below ${range.source}: ask about the base, the ramp and the next review before you accept`
        : `within ${range.source}`
  return `That ${dollars(offer.ote)} OTE is ${where}.`
}

/**
 * What to counter one offer with, from where its OTE sits in the catalogue range for the role:
 * at the top, the room is in base, ramp or a sign-on bonus; inside it, about a tenth more (at
 * most the top); below it, the bottom of the range.
 */
export function counterNote(offer: PayOffer, role: PricedRole): string | undefined {
  const range = rangeOf(role)
  if (!range) return undefined
  const { low, high, source } = range
  if (offer.ote >= high)
    return `Your ${dollars(offer.ote)} OTE already sits at the top of ${source}, so counter on what is sure: a higher base, a guaranteed ramp or a sign-on bonus, rather than the OTE.`
  // A modest step, as the negotiation card advises (about a tenth more), never past the range.
  const anchor = offer.ote < low ? low : Math.min(high, Math.round((offer.ote * 1.1) / 5) * 5)
  return `Your ${dollars(offer.ote)} OTE sits ${offer.ote < low ? 'below' : 'inside'} ${source}: a counter toward ${dollars(anchor)} OTE, backed by your results, is a fair ask. Name that one number, not a range.`
}

const money = (thousands: number) =>
  thousands >= 1000 ? `$${(thousands / 1000).toFixed(1).replace(/\.0$/, '')}M` : dollars(thousands)

/** A quota next to the OTE it pays: the multiple says how much has to go right. */
export function quotaNote(ote: number, quota: number): string | undefined {
  if (quota <= ote) return undefined
  const multiple = (quota / ote).toFixed(1)
  return `Your ${money(quota)} quota is about ${multiple} times the ${dollars(ote)} OTE: the higher that multiple, the more of the OTE depends on everything going right, so ask how many reps hit this quota last year.`
}
