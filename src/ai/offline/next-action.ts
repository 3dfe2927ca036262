import type { ResourceType, RoadmapStep, Role, RoleResource } from '@/domain/catalogue'
import { hasCue, normalizeText } from '@/domain/coaching'

export interface CatalogueHit {
  role: Role
  step: RoadmapStep
  /** Set when the resource itself matched; otherwise the step did. */
  resource?: RoleResource | string
  /** The step's checklist item the topic names, when one does ("... for interviews"). */
  item?: string
}

export interface SearchRole {
  role: Role
  /** The user's next step on this roadmap; steps from here on win ties. */
  fromStep: number
  /** Steps below this id are done and never suggested (the user's own roadmap). */
  doneBelow?: number
  /** Step ids that are done, when the journey says exactly which. */
  done?: ReadonlySet<number>
}

const resourceTitle = (resource: RoleResource | string): string =>
  typeof resource === 'string' ? resource : resource.title

const resourceBody = (resource: RoleResource | string): string =>
  typeof resource === 'string' ? '' : resource.description

function stepBody(step: RoadmapStep): string {
  return [step.description, step.goal ?? '', ...step.checklist].join(' ')
}

/**
 * How well a text matches the stems. Stems are listed most important first, so the first stem
 * weighs most; a text scores the weight of the best stem it contains. Every stem is a prefix:
 * 'negotiat' finds 'negotiation', 'cold call' finds 'cold calling'.
 */
// Catalogue text never changes, so each text is normalised once.
const normalizedCache = new Map<string, string>()

function normalized(text: string): string {
  let value = normalizedCache.get(text)
  if (value === undefined) {
    value = normalizeText(text)
    normalizedCache.set(text, value)
  }
  return value
}

function stemScore(text: string, stems: readonly string[]): number {
  const haystack = normalized(text)
  const index = stems.findIndex((stem) => hasCue(haystack, `${normalized(stem).trim()}*`))
  return index < 0 ? 0 : stems.length - index
}

/** Titles count double: a step called 'Cold calling' beats one that mentions calls. */
const titleWeight = 2

function stepScore(step: RoadmapStep, stems: readonly string[]): number {
  return titleWeight * stemScore(step.title, stems) + stemScore(stepBody(step), stems)
}

function resourceScore(resource: RoleResource | string, stems: readonly string[]): number {
  return (
    titleWeight * stemScore(resourceTitle(resource), stems) +
    stemScore(resourceBody(resource), stems)
  )
}

/** Steps from `fromStep` on, then the earlier ones. */
function stepsFrom(
  role: Role,
  fromStep: number,
  doneBelow = 0,
  done?: ReadonlySet<number>,
): RoadmapStep[] {
  const open = role.roadmapSteps.filter((s) => s.id >= doneBelow && done?.has(s.id) !== true)
  const later = open.filter((s) => s.id >= fromStep)
  const earlier = open.filter((s) => s.id < fromStep)
  return [...later, ...earlier]
}

interface Scored {
  hit: CatalogueHit
  score: number
}

/** The checklist line that names the most important stem, the first among equals. */
function bestLine(lines: readonly string[], stems: readonly string[]): string | undefined {
  const scored = lines.map((line) => ({ line, score: stemScore(line, stems) }))
  const top = Math.max(0, ...scored.map((s) => s.score))
  return top === 0 ? undefined : scored.find((s) => s.score === top)?.line
}

function candidates(searchRoles: readonly SearchRole[], stems: readonly string[]): Scored[] {
  const scored: Scored[] = []
  for (const { role, fromStep, doneBelow, done } of searchRoles) {
    for (const step of stepsFrom(role, fromStep, doneBelow, done)) {
      const forStep = stepScore(step, stems)
      const best = step.resources
        .map((resource) => ({ resource, score: resourceScore(resource, stems) }))
        .reduce<{ resource?: RoleResource | string; score: number }>(
          (a, b) => (b.score > a.score ? b : a),
          { score: 0 },
        )
      const item = bestLine(step.checklist, stems)
      scored.push({
        hit: { role, step, resource: best.resource, ...(item === undefined ? {} : { item }) },
        score: forStep + best.score,
      })
    }
  }
  return scored
}

/** The best catalogue step (and resource, when one matched) for the stems, or none. */
export function findCatalogueHit(
  searchRoles: readonly SearchRole[],
  stems: readonly string[],
): CatalogueHit | undefined {
  if (stems.length === 0) return undefined
  const ranked = candidates(searchRoles, stems).filter((c) => c.score > 0)
  // A stable sort keeps the user's upcoming steps first among equals.
  return ranked.sort((a, b) => b.score - a.score)[0]?.hit
}

/**
 * Resources for a topic, most relevant first (a wanted type such as books adds weight), each
 * listed once. With no stems, every resource qualifies and only the type and order count.
 */
export function findResources(
  searchRoles: readonly SearchRole[],
  stems: readonly string[],
  limit: number,
  types: readonly ResourceType[] = [],
): CatalogueHit[] {
  const seen = new Set<string>()
  const scored: Scored[] = []
  for (const { role, fromStep, doneBelow, done } of searchRoles) {
    for (const step of stepsFrom(role, fromStep, doneBelow, done)) {
      const forStep = stems.length === 0 ? 1 : stepScore(step, stems)
      for (const resource of step.resources) {
        const key = resourceTitle(resource)
        const topical = forStep + (stems.length === 0 ? 0 : resourceScore(resource, stems))
        const typeBonus = typeof resource !== 'string' && types.includes(resource.type) ? 3 : 0
        if (topical === 0 || seen.has(key)) continue
        seen.add(key)
        scored.push({ hit: { role, step, resource }, score: topical + typeBonus })
      }
    }
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.hit)
}

export function describeResource(resource: RoleResource | string): string {
  if (typeof resource === 'string') return `**${resource}**`
  const details = [
    resource.type,
    resource.provider,
    resource.duration,
    resource.isFree ? 'free' : '',
  ]
    .filter((d) => d.trim() !== '')
    .join(', ')
  return details === '' ? `**${resource.title}**` : `**${resource.title}** (${details})`
}

function lockNote(step: RoadmapStep): string {
  return step.isFree || step.creditCost <= 0
    ? ''
    : ` (${step.creditCost} credits to unlock if it is still locked)`
}

/** A concrete action naming the step and, when one matched, the resource to use. */
export function hitAction(hit: CatalogueHit, isTarget: boolean): string {
  const roadmap = `${isTarget ? 'your' : 'the'} ${hit.role.title} roadmap`
  const stepRef = `step ${hit.step.id} of ${roadmap}, **${hit.step.title}**${lockNote(hit.step)}`
  if (hit.resource) return `Open ${stepRef}, and work through ${describeResource(hit.resource)}.`
  // An item on the topic ("a mock prospecting email for interviews") before the first one.
  if (hit.item !== undefined)
    return `Open ${stepRef}, and do this item on its checklist: ${hit.item}.`
  const firstItem = hit.step.checklist[0]
  return firstItem === undefined
    ? `Open ${stepRef}, and read its tips before your next call.`
    : `Open ${stepRef}, and do its first checklist item: ${firstItem}.`
}
