/**
 * Skills searched for in a resume's running text, for a resume with no skills section (skills.ts
 * marks them inferred): dictionary entries in the order the text first mentions them.
 */
import { skillsTable, type SkillEntry } from '../data/skills-table'

export const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// "cold calling" also matches "cold-calling" and "cold  calling".
const flexible = (alias: string): string => escape(alias).replace(/[\s-]+/g, '[\\s-]+')
const whole = (body: string): string => `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`

interface SkillMatcher {
  entry: SkillEntry
  patterns: RegExp[]
}

/**
 * In running text a one-word skill alias is also an ordinary word ("discovery", "forecasting",
 * "demos"): it counts only capitalised, as a name. Phrases and tool names match in any case.
 */
const isCommonWord = (entry: SkillEntry, alias: string): boolean =>
  (entry.category === 'skill' || entry.category === 'method') && /^\p{Ll}+$/u.test(alias)
const capitalised = (alias: string): string => alias.charAt(0).toUpperCase() + alias.slice(1)

function matcherFor(entry: SkillEntry): SkillMatcher {
  const patterns: RegExp[] = []
  const anyCase = (entry.aliases ?? []).filter((a) => !isCommonWord(entry, a))
  const namesOnly = (entry.aliases ?? []).filter((a) => isCommonWord(entry, a)).map(capitalised)
  if (anyCase.length) {
    patterns.push(new RegExp(whole(anyCase.map(flexible).join('|')), 'iu'))
  }
  if (namesOnly.length) {
    patterns.push(new RegExp(whole(namesOnly.map(flexible).join('|')), 'u'))
  }
  if (entry.exact?.length) {
    patterns.push(new RegExp(whole(entry.exact.map(flexible).join('|')), 'u'))
  }
  return { entry, patterns }
}

const matchers = skillsTable.map(matcherFor)

function firstMention(text: string, matcher: SkillMatcher): number {
  let first = -1
  for (const pattern of matcher.patterns) {
    const at = text.search(pattern)
    if (at >= 0 && (first < 0 || at < first)) first = at
  }
  return first
}

/** Dictionary entries the text mentions anywhere, in order of first mention (the fallback). */
export function findSkills(text: string): string[] {
  return matchers
    .map((matcher) => ({ name: matcher.entry.name, at: firstMention(text, matcher) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.name)
}
