/** How many words in a row count as repeating the person. */
export const echoRun = 3

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}$%]+/gu) ?? []

function runs(list: readonly string[], n: number): string[] {
  const out: string[] = []
  for (let i = 0; i + n <= list.length; i++) out.push(list.slice(i, i + n).join(' '))
  return out
}

/**
 * True when `text` repeats `run` or more words in a row from anything the person typed. Prompt
 * lines the offline coach writes about the person are checked with it: a line that quotes them
 * belongs in user-role content, never in the system message. Case and punctuation are ignored.
 */
export function echoesUser(text: string, typed: readonly string[], run = echoRun): boolean {
  const own = words(text)
  if (own.length < run) return false
  const seen = new Set(typed.flatMap((t) => runs(words(t), run)))
  return runs(own, run).some((r) => seen.has(r))
}
