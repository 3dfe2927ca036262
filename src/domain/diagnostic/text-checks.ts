/**
 * The shape an `<input type="email">` accepts: something@something, no spaces. Spec section 5 asks
 * for no stricter check, so deliverability is never judged here.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim())
}
