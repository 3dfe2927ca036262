import { roleIds, type RoleId } from '@/domain/catalogue'
import { hasCue, normalizeText } from '@/domain/coaching'
import roleNames from './offline/data/rules/role-names.json' with { type: 'json' }
import { roleNamesFileSchema } from './offline/understand/rule-schemas'

/** Ways people name catalogue roles in chat (data/rules/role-names.json). */
const roleAliases = roleNamesFileSchema.parse(roleNames).aliases

/** Catalogue roles named in text already normalised, in catalogue order. */
export function rolesInText(normalized: string): RoleId[] {
  return roleIds.filter((id) => roleAliases[id].some((alias) => hasCue(normalized, alias)))
}

/** Catalogue roles named in a message, in catalogue order. */
export const rolesMentioned = (text: string): RoleId[] => rolesInText(normalizeText(text))

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
