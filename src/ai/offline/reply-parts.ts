import { getRole, type Role, type RoleId } from '@/domain/catalogue'
import type { Mood } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import type { SearchRole } from './next-action'
import { replyLines } from './reply-lines'
import { contentStems } from './understand/word-model'

/** Every reply ends with this label followed by one concrete action. */
export const nextStepLabel = '**Next step:**'

/** Names that open a sentence and keep their capital: products, companies, methods. */
const properNames =
  /^(Salesforce|Gong|Outreach|Apollo|Trailhead|Sandler|Challenger|Google|Amazon|Microsoft|Glassdoor|Reddit|Indeed)\b/

/** Lower-cases a leading word, but leaves acronyms ('SDR'), names ('Revenue Operations') and 'I'. */
export function lowerFirst(sentence: string): string {
  const second = sentence.charAt(1)
  const keep =
    second !== second.toLowerCase() ||
    /^I\b/.test(sentence) ||
    // Two capitals name something ("Account Executive"); "So I ..." is a plain sentence.
    (/^[A-Z]\w* [A-Z]/.test(sentence) && !/^[A-Z]\w* I\b/.test(sentence)) ||
    /^[A-Z][a-z]*[A-Z]/.test(sentence) ||
    properNames.test(sentence)
  // An article is lowered whatever follows: "Sam, a PIP soon after ...", not "Sam, A PIP".
  const article = /^(A|An) /.test(sentence)
  if (second === '' || (keep && !article)) return sentence
  return sentence.charAt(0).toLowerCase() + sentence.slice(1)
}

export function withName(name: string | undefined, sentence: string): string {
  // Without a name the sentence opens the reply: "there is no match yet" needs its capital.
  if (name === undefined) return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`
  return `${name}, ${lowerFirst(sentence)}`
}

export const moodLine = (mood: Mood): string | undefined => replyLines.moods[mood]

/** Said to a visitor without a diagnostic, once per conversation like the progress line. */
export const diagnosticInvite =
  'Once you take the diagnostic, I can tailor this to your target role and roadmap.'

/** The roadmap's next step as an action, when progress names one. */
export function roadmapAction(profile: CoachProfile): string | undefined {
  if (profile.nextStep === undefined) return undefined
  const where =
    profile.targetTitle === undefined ? 'your roadmap' : `your ${profile.targetTitle} roadmap`
  return `Open ${where} and work on **${profile.nextStep}**.`
}

/** One line on where the user is: target role, phase and progress. */
export function contextLine(profile: CoachProfile): string | undefined {
  if (profile.targetTitle === undefined) return profile.hasDiagnostic ? undefined : diagnosticInvite
  const parts = [`You’re working towards **${profile.targetTitle}**`]
  if (profile.phase) {
    const title = profile.phase.title === undefined ? '' : ` (${profile.phase.title})`
    parts.push(`, currently in phase ${profile.phase.number}${title}`)
  }
  if (profile.totalSteps > 0)
    parts.push(` with ${profile.completedSteps} of ${profile.totalSteps} roadmap steps done`)
  return `${parts.join('')}.`
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}

/** 'Relationship building' reads as 'relationship building' mid-sentence; 'HubSpot' stays. */
function plainLower(phrase: string): string {
  return /^[A-Z][a-z]+( [a-z]+)*$/.test(phrase) ? phrase.toLowerCase() : phrase
}

/** Strengths to lean on and the biggest gap to close, when memory has them. */
export function strengthsLine(profile: CoachProfile): string | undefined {
  const strengths = profile.strengths.slice(0, 2).map(plainLower)
  const gap = profile.gaps[0]
  const target = profile.targetTitle ?? 'your target role'
  if (strengths.length > 0 && gap !== undefined)
    return `Lean on your ${list(strengths)}; the gap to close for ${target} is **${gap}**.`
  if (strengths.length > 0) return `Lean on your ${list(strengths)}: they transfer directly.`
  if (gap !== undefined) return `The gap to close for ${target} is **${gap}**, so start there.`
  return undefined
}

/** The role an answer is about: the topic's own role, else a named role, else the target. */
export function resolveRole(
  focus: RoleId | 'target' | undefined,
  mentioned: readonly RoleId[],
  profile: CoachProfile,
  fallback: RoleId = 'sdr',
): Role | undefined {
  if (focus !== undefined && focus !== 'target') return getRole(focus)
  const first = mentioned[0]
  if (first !== undefined) return getRole(first)
  return profile.targetRole ?? getRole(fallback)
}

/** Where to search the catalogue: the answer's role first, then the target's next steps. */
export function searchRoles(
  role: Role | undefined,
  profile: CoachProfile,
  extra: readonly RoleId[] = [],
): SearchRole[] {
  const target = profile.targetRole
  const fromTarget = profile.completedSteps + 1
  const ordered = [role, target, ...extra.map(getRole)].filter((r): r is Role => r !== undefined)
  const unique = ordered.filter((r, i) => ordered.findIndex((o) => o.id === r.id) === i)
  return unique.map((r) =>
    r.id === target?.id
      ? profile.doneStepIds
        ? { role: r, fromStep: 1, done: profile.doneStepIds }
        : { role: r, fromStep: fromTarget, doneBelow: fromTarget }
      : { role: r, fromStep: 1 },
  )
}

/** The parts that have text, as paragraphs. */
export function paragraphs(parts: readonly (string | undefined)[]): string {
  return parts.filter((p): p is string => p !== undefined && p.trim() !== '').join('\n\n')
}

/** Paragraphs joined by blank lines, the next action always last. */
export function assemble(parts: readonly (string | undefined)[], action: string): string {
  return paragraphs([...parts, `${nextStepLabel} ${action}`])
}

export function bullets(items: readonly string[]): string | undefined {
  return items.length === 0
    ? undefined
    : items.map((i) => (i.startsWith('- ') ? i : `- ${i}`)).join('\n')
}

/** 'For "why sales?": ...' answering "why sales?" drops the label: the person just asked it. */
export function dropAskedLabel(point: string): string {
  return point.replace(/^For (?:"[^"]+"[, or]*)+: (.)/, (_m, c: string) => c.toUpperCase())
}

/** "An offer in hand? Check that ..." without its case: "Check that ...". */
export const dropCaseOpener = (point: string): string => point.replace(/^[^.:;!?]{0,80}\? /, '')

/**
 * A point in short: its first sentence without a quoted label ('For "headcount": ...'); for a
 * point that opens on a question ("Refusing to pay it back? The company may ..."), the sentence
 * that answers it, since the person has just asked it. A quote is never cut: one the sentence
 * split cut in two is dropped, and the gist is read again without it.
 */
export function pointGist(point: string, asked: readonly string[] = []): string {
  const body = dropAskedLabel(point)
  const sentences: string[] = body.match(/[^.!?]+[.!?]+["”’)]*(?=\s|$)/g) ?? [body]
  // A later sentence that holds more of the words asked ("what if she moves the goalposts
  // again?") is the gist of this question; the first counts with its label ('For "find people
  // to talk to": ...').
  const shared = (s: string) => contentStems(s).filter((stem) => asked.includes(stem)).length
  const [opening = body] = sentences
  const labelled = shared(point.slice(0, point.indexOf(opening.trim()) + opening.length))
  const later = sentences.slice(1).reduce((a, b) => (shared(b) > shared(a) ? b : a), opening)
  const best = later !== opening && shared(later) > labelled ? later : opening
  const [first = body, second] = best === opening ? sentences : [best]
  const gist = /\?["”’)]*$/.test(first.trim()) && second !== undefined ? second : first
  if ((gist.match(/["“”]/g) ?? []).length % 2 === 0) return lowerFirst(gist.trim())
  // A quote the sentence split cut in two: the gist without the quoted words, not the whole point.
  const unquoted = body.replace(/\s*\(?["“][^"”]*["”]\)?/g, '')
  return unquoted === body ? lowerFirst(body) : pointGist(unquoted, asked)
}
