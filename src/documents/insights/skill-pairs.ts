/**
 * "Java and J2EE", "Git & GitHub": two known names joined by "and" are two skills. A pair is split
 * only when both sides are names the reader knows (data/tool-names.ts, data/skills-table.ts), so
 * "Research and Development" and "Docker & Devops tools" stay the person's one skill.
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
const PAIR = /^\s*(\S+(?:\s\S+){0,2})\s+(?:and|&)\s+(\S+(?:\s\S+){0,2})\s*$/u

export function splitKnownPair(item: string): string[] {
  const pair = PAIR.exec(item)
  const [left, right] = [pair?.[1] ?? '', pair?.[2] ?? '']
  return known.has(left.toLowerCase()) && known.has(right.toLowerCase()) ? [left, right] : [item]
}
