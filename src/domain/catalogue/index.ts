import { amRole } from './role-am'
import { aeRole } from './role-ae'
import { csmRole } from './role-csm'
import { marketingRole } from './role-marketing'
import { revopsRole } from './role-revops'
import { sdrRole } from './role-sdr'
import { isRoleId, roleIds, type Role, type RoleId } from './role-types'

export * from './role-types'
export { unlockCost, unlockCostTable, withLocks } from './unlock-costs'
export * from './credit-packs'
export * from './ledger-rules'
export { roleIdFromTitle, FALLBACK_ROLE_ID } from './title-mapping'
export {
  matchLabel,
  displayPercent,
  difficultyTone,
  MATCH_PERCENT_FLOOR,
  MATCH_PERCENT_FALLBACK,
  type MatchLabel,
  type Tone,
} from './match-labels'

/** The built-in catalogue keyed by role id (spec section 3). */
export const roles: Record<RoleId, Role> = {
  sdr: sdrRole,
  ae: aeRole,
  csm: csmRole,
  am: amRole,
  revops: revopsRole,
  marketing: marketingRole,
}

/** Roles in catalogue order (sdr, ae, csm, am, revops, marketing). */
export const roleList: readonly Role[] = roleIds.map((id) => roles[id])

/** The role for an id from a URL or storage; undefined means 'Role Not Found'. */
export function getRole(id: string): Role | undefined {
  return isRoleId(id) ? roles[id] : undefined
}
