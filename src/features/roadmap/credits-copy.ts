/** Texts and small browser helpers of the credits dialog (spec sections 4 and 9). */
import { packTotalCredits, type CreditPack } from '@/domain/catalogue'

export const PURCHASE_PROCESSING_MS = 2000
export const PURCHASE_CLOSE_MS = 1000
export const SIMULATED_PAYMENT_NOTE = 'Payment is simulated in this version: no card is charged.'

/** LinkedIn's share dialog for a page; it reads the page's own title and description. */
export function linkedInShareUrl(pageUrl: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`
}

/** The message invite_friend copies: it names the app and where to find it, nothing about the user. */
export function inviteMessage(appUrl: string): string {
  return [
    "I'm using SalesPath to plan my next move in tech sales: a free diagnostic, ranked role matches",
    `and a step-by-step roadmap with a coach. Try it here: ${appUrl}`,
  ].join(' ')
}

/** $5 for whole dollars, $4.99 otherwise. */
export function formatUsd(price: number): string {
  return Number.isInteger(price) ? `$${String(price)}` : `$${price.toFixed(2)}`
}

/** '25 credits + 5 bonus' or '10 credits'. */
export function packCreditsLabel(pack: CreditPack): string {
  const base = `${String(pack.credits)} credits`
  return pack.bonus ? `${base} + ${String(pack.bonus)} bonus` : base
}

/** The confirmation after a purchase, e.g. '+30 credits added (25 + 5 bonus).' */
export function purchaseAddedMessage(pack: CreditPack, creditsAdded: number): string {
  const detail = pack.bonus ? ` (${String(pack.credits)} + ${String(pack.bonus)} bonus)` : ''
  const added = creditsAdded > 0 ? creditsAdded : packTotalCredits(pack)
  return `+${String(added)} credits added${detail}.`
}

/**
 * Copies text with the async Clipboard API. Returns false when it is missing (insecure origin,
 * old browser) or refused (no permission), so the caller can show the text to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (typeof clipboard?.writeText !== 'function') return false
  try {
    await clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
