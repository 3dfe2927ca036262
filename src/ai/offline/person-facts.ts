/**
 * What a person says about themselves, kept in memory in their own words: "I'm a 5th grade
 * teacher", "been an SDR for 8 months". Patterns are a table; each keeps a short phrase.
 */
const patterns: readonly RegExp[] = [
  /\b(?:i am|i(?:'|’)?m) an? ((?:[a-z0-9-]+ ){0,3}(?:teacher|nurse|server|bartender|sdr|bdr|ae|account executive|csm|manager|rep|recruiter|engineer|student|graduate|cashier|paralegal|pharmacist|marketer|consultant|founder|veteran))\b/i,
  /\bi work(?:ed)? as an? ((?:[a-z0-9-]+ ){0,3}[a-z0-9-]+)/i,
  /\b(?:i've been|ive been|been) (?:an? )?((?:[a-z0-9-]+ ){0,3}for \d+ (?:months?|years?|weeks?))/i,
]

export function personFacts(message: string): string[] {
  return patterns.flatMap((pattern) => {
    const found = pattern.exec(message)?.[1]?.trim()
    return found === undefined || found.length < 3 ? [] : [found.toLowerCase()]
  })
}
