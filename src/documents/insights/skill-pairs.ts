/**
 * "Java and J2EE", "Git & GitHub": two names joined by "and" are two skills. A pair is split when
 * both sides are names the reader knows (data/tool-names.ts, data/skills-table.ts), or when both
 * are written as names (every word capitalised) and one is known or shaped like a product name
 * (two capitals, a digit or a symbol: "JUnit and Mockito", "Windows and Mac OS") and they are
 * joined by "and". So "Research and
 * Development" and "Sales and Marketing" (plain words) and "Docker & Devops tools" (a word in
 * lower case) stay the person's one skill.
 */
import { skillsTable } from '../data/skills-table'
import { toolNames } from '../data/tool-names'

const known = new Set<string>([
  ...toolNames,
  ...skillsTable.flatMap((entry) => [
    entry.name.toLowerCase(),
    ...(entry.aliases ?? []),
    ...(entry.exact ?? []).map((alias) => alias.toLowerCase()),
  ]),
])

/** Each side at most three words: "Java and J2EE", "Google Analytics and Looker". */
const PAIR = /^\s*(\S+(?:\s\S+){0,2})\s+(and|&)\s+(\S+(?:\s\S+){0,2})\s*$/u

export const isKnown = (side: string): boolean => known.has(side.toLowerCase())
/** Every word opens with a capital or a digit ("Mac OS", "JUnit"), or is a known name ("jQuery"). */
const isNamed = (side: string): boolean =>
  side.split(/\s+/u).every((word) => /^[\p{Lu}\p{N}]/u.test(word) || isKnown(word))
/** Two capitals ("JUnit", "OS", "NoSQL"), a digit ("S3") or a symbol ("C#", "Node.js"). */
const isProductShaped = (side: string): boolean => /\p{Lu}\S*\p{Lu}|\p{N}|[+#./]\S/u.test(side)

export function splitKnownPair(item: string): string[] {
  const pair = PAIR.exec(item)
  const [left, joiner, right] = [pair?.[1] ?? '', pair?.[2] ?? '', pair?.[3] ?? '']
  if (!pair) return [item]
  if (isKnown(left) && isKnown(right)) return [left, right]
  // "Svelte & Sveltekit" is often one thing named twice: by shape only a pair joined by "and".
  if (joiner === '&') return [item]
  const named = isNamed(left) && isNamed(right)
  const product = [left, right].some((side) => isKnown(side) || isProductShaped(side))
  return named && product ? [left, right] : [item]
}
