import { getRole, roleIdFromTitle, type RoleId } from '../catalogue'
import type { DiagnosticResult } from './diagnostic-types'

/** The role the profile and roadmap screens show before any diagnostic. */
export const DEFAULT_PROFILE_ROLE: RoleId = 'sdr'

/** The roadmap the diagnostic selected, else its top match; undefined if neither is a catalogue role. */
export function roleIdFromDiagnostic(result: Partial<DiagnosticResult>): RoleId | undefined {
  const roadmap = result.selectedRoadmap
  const top = result.careerMatches?.[0]
  const candidates = [
    roadmap?.roleId,
    roadmap?.targetRole && roleIdFromTitle(roadmap.targetRole),
    top?.roleId,
    top?.role && roleIdFromTitle(top.role),
  ]
  for (const candidate of candidates) {
    const role = candidate ? getRole(candidate) : undefined
    if (role) return role.id
  }
  return undefined
}
