import { getRole, type Role, type RoleId } from '@/domain/catalogue'
import type { ComposeContext } from './compose-context'
import { factLines } from './compose-facts'
import { dollars, rangeOf } from './compose-pay'
import { rolesInThread } from './entity-note'
import { paragraphs, withName } from './reply-parts'
import { replyLines } from './reply-lines'
import { normalise } from './understand/normalise'
import { asksCatchUp, currentPayIn } from './understand/pay-figures'

/**
 * "How long before I'd make more than 58k?" from someone who said they make 58k: today's pay set
 * against the catalogue range of the role the conversation is about (the entry role and the one
 * it leads to when none is named), with the usual path. The figures are the person's and the
 * catalogue's; where today's pay falls in each range is the answer (the wording: `catchUp` in
 * data/replies.json).
 */

const { catchUp } = replyLines

function filled(line: string, pay: number, role?: Role): string {
  return line
    .replaceAll('{pay}', dollars(pay))
    .replaceAll('{role}', role?.title ?? '')
    .replaceAll('{range}', role?.salary ?? '')
}

function against(current: number, role: Role): string | undefined {
  const range = rangeOf(role)
  if (!range) return undefined
  const where =
    current < range.low ? catchUp.above : current > range.high ? catchUp.below : catchUp.within
  return filled(where, current, role)
}

export function composeCatchUp(c: ComposeContext): string | undefined {
  const { u, profile, history } = c
  if (!asksCatchUp(u.input.text)) return undefined
  const earlier = history.filter((m) => m.role === 'user').map((m) => m.content)
  const current = currentPayIn(
    u.input.text,
    earlier.map((text) => normalise(text).text),
  )
  if (current === undefined) return undefined
  const named = rolesInThread(c)
  const ids: readonly RoleId[] = named.length > 0 ? named : ['sdr', 'ae']
  // "How long before I'd make 80k again?" in talk of SDR roles: the role that gets there comes
  // too, unless the question names its role ("would an SDR job earn as much as 80k?").
  const reaches = (role: Role) => (rangeOf(role)?.high ?? 0) >= current
  const found = ids.map(getRole).filter((r): r is Role => r !== undefined)
  const next = getRole('ae')
  const onlyAsked = u.entities.roles.length > 0 || found.some(reaches)
  const roles = onlyAsked || next === undefined || found.includes(next) ? found : [...found, next]
  const lines = roles.map((role) => against(current, role)).filter((l) => l !== undefined)
  if (lines.length === 0) return undefined
  const last = roles.at(-1)
  const path = last
    ? factLines([{ kind: 'path', role: last.id }], {
        mentioned: [],
        ...(profile.targetRole ? { target: profile.targetRole } : {}),
        ...(profile.timeline ? { planTimeline: profile.timeline.text } : {}),
      })
    : []
  return paragraphs([
    withName(profile.name, filled(catchUp.opener, current)),
    lines.map((line) => `- ${line}`).join('\n'),
    ...path,
    catchUp.close,
  ])
}
