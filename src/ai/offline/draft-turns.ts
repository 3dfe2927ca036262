import { getRole } from '@/domain/catalogue'
import { answer, type OfflineAnswer } from './card-answer'
import type { ComposeContext } from './compose-answer'
import type { DraftKind, DraftRequest } from './compose-drafts'
import {
  composeGist,
  composeRevision,
  draftRequestText,
  revisionOf,
  shorterWordsLead,
} from './compose-revise'
import { threadCard, understand, type Understanding } from './understand'
import { draftTable } from './draft-table'

/** The request's own words, and the title of a role it names ("my AE interview"). */
export function draftRequest(u: Understanding): DraftRequest {
  const title = getRole(u.entities.roles[0] ?? '')?.title
  return title === undefined ? { raw: u.input.raw } : { raw: u.input.raw, roleTitle: title }
}

/** The situation each draft answers, for memory and the reply's label (data/drafts.json). */
export const draftSituation = (kind: DraftKind) => draftTable.drafts[kind].situation

/** "Make it shorter" or "more casual" right after a draft: the draft again, revised. */
export function revisionAnswer(u: Understanding, c: ComposeContext): OfflineAnswer | undefined {
  const asked = revisionOf(u.input.raw)
  if (asked === undefined) return undefined
  const { revision, ask } = asked
  const raw = draftRequestText(c.history)
  const request = raw === '' ? { raw } : draftRequest(understand(raw))
  const turn = { revision, history: c.history, profile: c.profile, memory: c.memory, request }
  const revised = composeRevision(turn)
  if (revised === undefined) {
    // Not a draft: "too long" asks for the gist of the last reply, on its thread; "my resume is
    // 3 pages, is that too long?" names a topic of its own and asks about it.
    const gist = revision === 'shorter' ? composeGist(c.spoken ?? c.history, ask) : undefined
    const thread = threadCard(c.history)
    // Words cut shorter ("make the opener shorter") are the thread's, whatever "opener" finds.
    const words = gist?.startsWith(shorterWordsLead) === true
    if (
      gist === undefined ||
      thread === undefined ||
      (!words && understand(ask).card !== undefined)
    )
      return undefined
    const act = words ? 'write' : 'follow_up'
    return { ...answer(thread.id, u, gist), act }
  }
  return { ...answer(draftSituation(revised.kind), u, revised.text), act: 'write' }
}
