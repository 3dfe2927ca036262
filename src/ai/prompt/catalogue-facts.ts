import { getRole, type Role, type RoleId } from '@/domain/catalogue'

const maxSkills = 5
const acronyms = new Set(['ae', 'am', 'csm', 'sdr'])

/** A next role outside the catalogue in words, as the role page shows it: 'Enterprise AE'. */
function roleWords(id: string): string {
  return (
    getRole(id)?.title ??
    id
      .split('_')
      .filter(Boolean)
      .map((w) => (acronyms.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ')
  )
}

/** Everything the model may quote about a role, straight from the catalogue. */
export function roleFacts(role: Role): string {
  const { stats, comp } = role
  const coreSkills = role.skills
    .filter((s) => s.type === 'core')
    .slice(0, maxSkills)
    .map((s) => s.name)
  const steps = role.roadmapSteps.map((s) => `${s.id}. ${s.title}`)
  // Never a raw id such as 'sales_manager': the model would repeat it to the person.
  const nextRoles = role.nextRoles.map(roleWords)
  const lines = [
    `${role.title}: salary ${role.salary}; demand ${role.demand}; difficulty ${role.difficulty}; remote ${role.remote ? 'yes' : 'no'}.`,
    stats.averageSalary === '' ? '' : `Average: ${stats.averageSalary}.`,
    stats.jobGrowth === '' ? '' : `Job growth: ${stats.jobGrowth}.`,
    comp.baseVariableSplit === '' ? '' : `Pay mix: ${comp.baseVariableSplit}`,
    comp.typicalRamp === '' ? '' : `Ramp: ${comp.typicalRamp}`,
    comp.figuresBasis === '' ? '' : `Basis of figures: ${comp.figuresBasis}`,
    coreSkills.length === 0 ? '' : `Core skills: ${coreSkills.join(', ')}.`,
    steps.length === 0 ? '' : `Roadmap steps: ${steps.join('; ')}.`,
    nextRoles.length === 0 ? '' : `Next roles: ${nextRoles.join(', ')}.`,
  ]
  return lines.filter((l) => l !== '').join('\n')
}

/** Facts for the roles in play, at most `limit` (the model's context window is small). */
export function catalogueFacts(ids: readonly RoleId[], limit: number): string {
  const unique = [...new Set(ids)].slice(0, limit)
  return unique
    .map(getRole)
    .filter((r): r is Role => r !== undefined)
    .map(roleFacts)
    .join('\n\n')
}
