/** Pure display rules of the role profile. */
import { getRole, type Role, type RoleStory } from '@/domain/catalogue'

export interface QuickStat {
  label: string
  value: string
  hint?: string
}

/** Spec section 2: salary range, job growth, remote work, work-life balance, entry level. */
export function quickStats(role: Role): QuickStat[] {
  return [
    { label: 'Salary Range', value: role.salary, hint: role.stats.averageSalary },
    { label: 'Job Growth', value: role.stats.jobGrowth },
    { label: 'Remote Work', value: role.stats.remoteAvailability },
    { label: 'Work-Life Balance', value: role.stats.workLifeBalance },
    {
      label: 'Entry Level',
      value: role.stats.entryLevelAvailable ? 'Available' : 'Experience Required',
    },
  ]
}

/** Stories in the catalogue are composites; the badge says so wherever the background does. */
export function isCompositeStory(story: RoleStory): boolean {
  return /\bcomposite\b/i.test(story.background)
}

export interface NextRole {
  id: string
  title: string
  /** Only catalogue roles have a profile to link to. */
  inCatalogue: boolean
}

const acronyms = new Set(['ae', 'am', 'csm', 'sdr'])

/** 'sales_operations_director' -> 'Sales Operations Director'; 'enterprise_ae' -> 'Enterprise AE'. */
export function humaniseRoleId(id: string): string {
  return id
    .split('_')
    .filter(Boolean)
    .map((word) =>
      acronyms.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
}

export function nextRoles(role: Role): NextRole[] {
  return role.nextRoles.map((id) => {
    const known = getRole(id)
    return known
      ? { id, title: known.title, inCatalogue: true }
      : { id, title: humaniseRoleId(id), inCatalogue: false }
  })
}
