/** Skills: every entry of the curated table the resume mentions, in order of first mention. */
import { skillsTable, type SkillEntry } from '../data/skills-table'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// "cold calling" also matches "cold-calling" and "cold  calling".
const flexible = (alias: string): string => escape(alias).replace(/[\s-]+/g, '[\\s-]+')
const whole = (body: string): string => `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`

interface SkillMatcher {
  name: string
  patterns: RegExp[]
}

function matcherFor(entry: SkillEntry): SkillMatcher {
  const patterns: RegExp[] = []
  if (entry.aliases?.length) {
    patterns.push(new RegExp(whole(entry.aliases.map(flexible).join('|')), 'iu'))
  }
  if (entry.exact?.length) {
    patterns.push(new RegExp(whole(entry.exact.map(flexible).join('|')), 'u'))
  }
  return { name: entry.name, patterns }
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

export function findSkills(text: string): string[] {
  return matchers
    .map((matcher) => ({ name: matcher.name, at: firstMention(text, matcher) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.name)
}
