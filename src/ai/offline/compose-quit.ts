import type { ComposeContext } from './compose-answer'
import { pointsFor } from './compose-points'
import { factRow } from './facts-table'
import { bullets, lowerFirst, paragraphs, withName } from './reply-parts'
import type { SituationCard } from './situations'
import { replyLines } from './reply-lines'

const lines = replyLines.leaving

/**
 * Two turns of a talk about leaving a job, inside a thread (burnout, a hard manager, a PIP):
 * "should I just quit?" and "I have 3 months of savings". Both are answered for this person's
 * situation, never with a repeat of what the thread already said.
 */

/** Savings that cover this many months leave room for a search that runs long. */
const roomyMonths = 6

function lead(months: number | undefined): string {
  if (months === undefined) return 'savings are a cushion, not a plan.'
  const amount = `${String(months)} ${months === 1 ? 'month' : 'months'} of savings`
  return months >= roomyMonths
    ? `${amount} gives you real room.`
    : `${amount} is a cushion, not a plan.`
}

/**
 * Words of thread points that bear on leaving: the search, the savings, the move. Not "leave",
 * which also finds parental leave.
 */
const leavingWords = ' quit search savings move exit resign job '

/** One point of the thread's own on leaving that this conversation has not shown yet. */
function leavingPoint(thread: SituationCard | undefined, c: ComposeContext): string | undefined {
  const said = c.history.filter((m) => m.role === 'assistant').map((m) => m.content)
  const fresh = (thread?.points ?? []).filter((p) => !said.some((text) => text.includes(p)))
  const found = pointsFor(fresh, leavingWords, 1, c.seed)
  const [point] = found.asked > 0 ? found.points : []
  return point === undefined ? undefined : `One more thing: ${lowerFirst(point)}`
}

/**
 * "Should I just quit?": not in the heat of a bad week. The two questions that decide it (the
 * runway, and whether the cause is this job or the work itself), one point of the thread's own
 * on leaving that was not said yet, and the runway asked back.
 */
export function composeQuit(thread: SituationCard | undefined, c: ComposeContext): string {
  const [lead = '', ask, ...why] = lines.quit
  return paragraphs([withName(c.profile.name, lead), bullets(why), leavingPoint(thread, c), ask])
}

/**
 * "How long should I give it before deciding?": a dated test rather than an open-ended wait,
 * with the things that would have to change written down, so the decision rests on facts.
 */
export function composeGiveIt(thread: SituationCard | undefined, c: ComposeContext): string {
  const [lead = '', ask, then] = lines.giveIt
  return paragraphs([withName(c.profile.name, lead), then, leavingPoint(thread, c), ask])
}

/**
 * "I have like 3 months of savings" inside a talk about quitting or burnout: the runway held
 * against how long searches take (a sourced row, never an invented figure), then what follows
 * for this person. A short runway means searching from the job; a long one makes leaving first
 * a reasonable choice, with a limit set in advance.
 */
export function composeRunway(c: ComposeContext): string {
  const months = c.u.entities.spanMonths
  const roomy = months !== undefined && months >= roomyMonths
  const search = factRow('unemployment_duration')?.text
  const [ask, roomyAdvice, shortAdvice] = lines.runway
  return paragraphs([
    withName(c.profile.name, lead(months)),
    ...(search ? [search] : []),
    roomy ? roomyAdvice : shortAdvice,
    ask,
  ])
}
