import type { ComposeContext } from './compose-answer'
import { pointsFor } from './compose-points'
import { factRow } from './facts-table'
import { bullets, lowerFirst, paragraphs, withName } from './reply-parts'
import type { SituationCard } from './situations'

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
  return paragraphs([
    withName(
      c.profile.name,
      'that may be the right call, but decide it on a calm day, not at the end of a bad week. Two things decide it:',
    ),
    bullets([
      'Your runway: how many months of expenses you could cover without a paycheck while you search.',
      'The cause: if it is this company or this manager, search from where you are and leave for something; if it is the work itself, look at roles that use your skills with less of what drains you.',
    ]),
    leavingPoint(thread, c),
    'How many months could you cover without a paycheck?',
  ])
}

/**
 * "How long should I give it before deciding?": a dated test rather than an open-ended wait,
 * with the things that would have to change written down, so the decision rests on facts.
 */
export function composeGiveIt(thread: SituationCard | undefined, c: ComposeContext): string {
  return paragraphs([
    withName(
      c.profile.name,
      'give it a dated test rather than an open-ended wait: pick a date, and write down the two or three things that would have to change by then (your numbers, the load, the support you get).',
    ),
    'If they have moved, keep going; if they have not, you decide on facts rather than at the end of a bad week. Start a quiet search in the meantime, so that the date is a real choice and not a leap.',
    leavingPoint(thread, c),
    'What would have to change for you to want to stay?',
  ])
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
  const advice = roomy
    ? 'If staying is hurting you, leaving first can be a sound choice: start applying before your last day, set a monthly budget for the search, and decide now the month at which you would take a bridge job.'
    : 'So keep the job while you search if you can, and treat the savings as the safety net if staying becomes unbearable, not as the plan. If your health is suffering, ask about sick leave or unpaid time off before you resign: a break can come without giving up the paycheck.'
  return paragraphs([
    withName(c.profile.name, lead(months)),
    ...(search ? [search] : []),
    advice,
    'What would make the next month or two bearable while you look: a week off, fewer calls, or a talk with your manager about the load?',
  ])
}
