import type { RoleId } from './role-types'

/** Spec section 5: titles (and common variants) that name a catalogue role, lower-cased. */
const titleTable: Record<RoleId, readonly string[]> = {
  ae: ['account executive', 'account executive (ae)', 'ae'],
  am: ['account manager', 'account manager (am)', 'am'],
  csm: ['customer success manager', 'customer success', 'customer success manager (csm)', 'csm'],
  sdr: ['sales development representative', 'sales development representative (sdr)', 'sdr'],
  revops: [
    'revenue operations',
    'revenue operations (revops)',
    'revenue operations specialist',
    'revops',
  ],
  marketing: ['growth marketing associate', 'marketing associate', 'marketing'],
}

const titleToId = new Map<string, RoleId>(
  Object.entries(titleTable).flatMap(([id, titles]) =>
    titles.map((title) => [title, id as RoleId] as const),
  ),
)

/** Unknown titles fall back to ae, as the spec's navigation does. */
export const FALLBACK_ROLE_ID: RoleId = 'ae'

function normalise(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
}

/** Case- and spacing-insensitive title lookup; role ids themselves are accepted too. */
export function roleIdFromTitle(title: string): RoleId {
  return titleToId.get(normalise(title)) ?? FALLBACK_ROLE_ID
}
