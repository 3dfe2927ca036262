import { getRole, type Role, type RoleId } from '@/domain/catalogue'
import type { FactRef } from './situations'
import { factRow } from './facts-table'

export interface FactScope {
  mentioned: readonly RoleId[]
  /** Roles the person named in the conversation ("becoming an SDR"): the role in question. */
  named?: readonly RoleId[]
  target?: Role
  /** The person's own plan for the target role: its timeline beats the catalogue's usual path. */
  planTimeline?: string
}

function roleFor(ref: RoleId | 'target' | 'mentioned', scope: FactScope): Role | undefined {
  // The role the person asks about beats the plan's target: a teacher "thinking about becoming
  // an SDR" is quoted SDR pay even when the diagnostic pointed at AE.
  const named = scope.named?.[0]
  if (ref === 'target') return named ? getRole(named) : (scope.target ?? getRole('sdr'))
  if (ref === 'mentioned') {
    const first = scope.mentioned[0] ?? named
    return first === undefined ? (scope.target ?? getRole('ae')) : getRole(first)
  }
  return getRole(ref)
}

/** The catalogue sentence about the usual path into a role ("one to two years as an SDR"). */
function pathSentence(role: Role): string | undefined {
  return role.whyFitsYou.split(/(?<=\.)\s+/).find((s) => /usual path|typically|usually/i.test(s))
}

/** One line per fact, quoted from the catalogue or the facts table; never computed. */
export function factLines(refs: readonly FactRef[], scope: FactScope): string[] {
  const lines: string[] = []
  for (const ref of refs) {
    if (ref.kind === 'table') {
      const row = factRow(ref.id)
      if (row) lines.push(row.text)
      continue
    }
    if (ref.kind === 'path') {
      const role = getRole(ref.role)
      const own = scope.target?.id === ref.role ? scope.planTimeline : undefined
      if (own !== undefined) lines.push(`For you: ${sentenceCase(own)}.`)
      const sentence = role ? pathSentence(role) : undefined
      const usual = own === undefined ? 'From the SalesPath catalogue' : 'Across the catalogue'
      if (sentence) lines.push(`${usual}: ${sentence}`)
      continue
    }
    // Nobody named and no target yet: the entry role and the one it leads to, side by side.
    const named = scope.named?.[0]
    const unnamed = ref.role === 'mentioned' && !scope.mentioned.length && !named && !scope.target
    const roles =
      unnamed && ref.kind === 'salary'
        ? [getRole('sdr'), getRole('ae')]
        : [roleFor(ref.role, scope)]
    for (const role of roles) if (role) lines.push(factLine(ref.kind, role))
  }
  return [...new Set(lines)]
}

function factLine(kind: 'salary' | 'description' | 'split' | 'ramp', role: Role): string {
  if (kind === 'salary')
    return `**${role.title}**: ${role.salary} on-target earnings in the SalesPath catalogue (US, 2026 estimates).`
  if (kind === 'description') return `**${role.title}**: ${role.description}`
  if (kind === 'split') return `Pay mix for ${role.title}: ${role.comp.baseVariableSplit}`
  return `Ramp for ${role.title}: ${role.comp.typicalRamp}`
}

function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '')
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
}
