import { roleIds, type RoleId } from '@/domain/catalogue'
import { hasCue, normalizeText } from '@/domain/coaching'

/** Ways people name catalogue roles in chat. 'am' alone is left out: it is also "I am". */
const roleAliases: Readonly<Record<RoleId, readonly string[]>> = {
  // The work named for the role: "booking meetings for someone else", "closing my own deals".
  sdr: [
    'sdr',
    'sdrs',
    'bdr',
    'bdrs',
    'sales development',
    'business development rep*',
    'booking meetings',
    'setting meetings',
  ],
  ae: [
    'ae',
    'aes',
    'account executive*',
    'closer',
    'closing my own deals',
    'closing your own deals',
    'running my own deals',
    'closing role*',
    'closing seat*',
    'closing ones',
  ],
  csm: ['csm', 'csms', 'customer success'],
  am: ['account manager*', 'account management', 'am role'],
  revops: ['revops', 'rev ops', 'revenue operations', 'sales ops', 'sales operations'],
  marketing: ['growth marketing', 'marketing', 'marketer*'],
}

/** Catalogue roles named in text already normalised, in catalogue order. */
export function rolesInText(normalized: string): RoleId[] {
  return roleIds.filter((id) => roleAliases[id].some((alias) => hasCue(normalized, alias)))
}

/** Catalogue roles named in a message, in catalogue order. */
export function rolesMentioned(text: string): RoleId[] {
  return rolesInText(normalizeText(text))
}

/**
 * The role an offer is for, where the text says it next to the offer ("an AE offer", "an offer
 * for an account executive role"): with a current job named too, the first role mentioned may be
 * the one the person is leaving.
 */
export function roleOffered(normalized: string): RoleId | undefined {
  return roleIds.find((id) =>
    roleAliases[id].some((alias) => {
      const name = alias.replace('*', '[a-z]*')
      return new RegExp(
        ` (${name} (role |job |position )?offer|offer (for|as) (an |a )?${name}) `,
      ).test(normalized)
    }),
  )
}
