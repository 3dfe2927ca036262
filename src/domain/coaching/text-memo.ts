/**
 * A text function remembered for the last few hundred texts. A reply reads the same few texts (the
 * message, the recent turns, the tables' cues) once per rule, dozens of times (issue 33: 40-60 ms
 * of a first reply at 4x CPU). Cleared whole when full: a conversation's texts are few and the
 * tables' are fixed, so an eviction order would buy nothing.
 */
export function textMemo(compute: (text: string) => string, limit = 512): (text: string) => string {
  const known = new Map<string, string>()
  return (text) => {
    let result = known.get(text)
    if (result === undefined) {
      if (known.size >= limit) known.clear()
      result = compute(text)
      known.set(text, result)
    }
    return result
  }
}
