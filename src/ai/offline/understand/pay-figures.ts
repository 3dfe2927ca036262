/**
 * Pay offers written in a message ("75k base 150k OTE", "$85,000 salary and $60K commission"),
 * so Becky can put the person's own numbers side by side instead of quoting a table. Pure; reads
 * text already passed through normalise(). Amounts are in thousands of dollars.
 */
import payFile from '../data/rules/pay-figures.json' with { type: 'json' }
import { payFileSchema } from './rule-schemas'

export interface PayOffer {
  base: number
  ote: number
  /** "My current is 70k base 140k OTE": the job the person has, not an offer. */
  current?: boolean
}

/** The words of pay figures, as data (data/rules/pay-figures.json). */
const words = payFileSchema.parse(payFile)
const wholeWord = (list: readonly string[]) => new RegExp(`^(${list.join('|')})$`)

/** Words just before a base that say it is today's pay: "my current is", "i make", "now". */
const currentWords = wholeWord(words.currentWords)

function isCurrent(tokens: readonly string[], i: number): boolean {
  const from = Math.max(0, i - 4)
  // "I have two offers now: one is 70k base" is about offers, not today's job.
  return tokens
    .slice(from, i)
    .some((token, k) => currentWords.test(token) && !/^offers?$/.test(tokens[from + k - 1] ?? ''))
}

type Label = 'base' | 'variable' | 'ote'

/** The word after an amount says what it is; the first label within two words wins. */
const labels: readonly (readonly [RegExp, Label])[] = words.labels.map(
  ({ label, words: named }) => [wholeWord(named), label] as const,
)

/** "75k", "$75k", "$75,000" (normalised to "$75 000"), "75000": thousands, or undefined. */
function amountOf(
  tokens: readonly string[],
  i: number,
): { value: number; next: number } | undefined {
  const token = (tokens[i] ?? '').replace(/^\$/, '')
  const k = /^(\d{2,3}(?:\.\d)?)k$/.exec(token)
  if (k) return { value: Number(k[1]), next: i + 1 }
  if (/^\d{2,3}$/.test(token) && tokens[i + 1] === '000')
    return { value: Number(token), next: i + 2 }
  if (/^\d{5,6}$/.test(token)) return { value: Math.round(Number(token) / 1000), next: i + 1 }
  return undefined
}

function labelAt(tokens: readonly string[], i: number): Label | undefined {
  for (const token of tokens.slice(i, i + 2)) {
    const hit = labels.find(([pattern]) => pattern.test(token))
    if (hit) return hit[1]
  }
  return undefined
}

/** Offers in the order written: each starts at a base and takes the OTE or variable after it. */
export function payOffersIn(text: string): PayOffer[] {
  const tokens = text.trim().split(' ')
  const offers: PayOffer[] = []
  let open: { base: number; variable?: number; ote?: number; current: boolean } | undefined
  const close = () => {
    if (open === undefined) return
    const ote = open.ote ?? (open.variable === undefined ? undefined : open.base + open.variable)
    if (ote !== undefined && ote > open.base)
      offers.push({ base: open.base, ote, ...(open.current ? { current: true } : {}) })
    open = undefined
  }
  for (let i = 0; i < tokens.length; i += 1) {
    const amount = amountOf(tokens, i)
    if (!amount) continue
    const label = labelAt(tokens, amount.next)
    if (label === 'base') {
      close()
      open = { base: amount.value, current: isCurrent(tokens, i) }
    } else if (label !== undefined && open !== undefined) {
      open[label] = amount.value
    }
    i = amount.next - 1
  }
  close()
  return offers
}

/**
 * "$1.1M" (normalised to "$1 1m"), "2m", "900k", "1 100 000" (a normalised "1,100,000"):
 * thousands, or undefined.
 */
function quotaAmountAt(tokens: readonly string[], i: number): number | undefined {
  const token = (tokens[i] ?? '').replace(/^\$/, '')
  const fraction = /^(\d+)m$/.exec(tokens[i + 1] ?? '')
  if (/^\d+$/.test(token) && fraction)
    return Math.round(Number(`${token}.${fraction[1] ?? ''}`) * 1000)
  const millions = /^(\d+)m$/.exec(token)
  if (millions) return Number(millions[1]) * 1000
  const [group, last] = [tokens[i + 1] ?? '', tokens[i + 2] ?? '']
  if (/^\d{1,3}$/.test(token) && /^\d{3}$/.test(group) && last === '000')
    return Number(token) * 1000 + Number(group)
  return amountOf(tokens, i)?.value
}

/** The annual quota a message names ("a $1.1M quota", "quota of 900k"), in thousands. */
export function quotaIn(text: string): number | undefined {
  const tokens = text.trim().split(' ')
  for (let i = 0; i < tokens.length; i += 1) {
    const value = quotaAmountAt(tokens, i)
    if (value === undefined) continue
    const after = tokens.slice(i + 1, i + 5)
    const before = tokens.slice(Math.max(0, i - 3), i)
    if (after.some((t) => /^quotas?$/.test(t)) || before.some((t) => /^quotas?$/.test(t)))
      return value
  }
  return undefined
}

/**
 * The OTE a message names, with the word before or after the amount ("$140k OTE", "my OTE is
 * $140K"), in thousands: enough to set a quota against, when no whole offer is written.
 */
export function oteIn(text: string): number | undefined {
  const tokens = text.trim().split(' ')
  for (let i = 0; i < tokens.length; i += 1) {
    const amount = amountOf(tokens, i)
    if (!amount) continue
    const before = tokens.slice(Math.max(0, i - 3), i)
    if (labelAt(tokens, amount.next) === 'ote' || before.some((t) => /^otes?$/.test(t)))
      return amount.value
  }
  return undefined
}

const catchUpPhrases = words.catchUp.map((phrase) => ` ${phrase} `)

/** "How long before I'd make more than 58k?": when a new role would pay what today's job does. */
export function asksCatchUp(text: string): boolean {
  const spaced = ` ${text.trim()} `
  return catchUpPhrases.some((phrase) => spaced.includes(phrase))
}

/**
 * Today's pay, in thousands: a figure in the catch-up question itself ("more than 58k"), else one
 * the person gave as today's ("a teacher making 58k") in an earlier message, latest first.
 */
export function currentPayIn(question: string, earlier: readonly string[]): number | undefined {
  const own = amountsIn(question)[0]
  if (own !== undefined) return own.value
  for (const text of [...earlier].reverse()) {
    const today = amountsIn(text).find((a) => a.current)
    if (today) return today.value
  }
  return undefined
}

function amountsIn(text: string): { value: number; current: boolean }[] {
  const tokens = text.trim().split(' ')
  const found: { value: number; current: boolean }[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const amount = amountOf(tokens, i)
    if (!amount) continue
    found.push({ value: amount.value, current: isCurrent(tokens, i) })
    i = amount.next - 1
  }
  return found
}
