import type { ComposeContext } from './compose-answer'
import { factLines } from './compose-facts'
import { quotaNote } from './compose-pay'
import { pointsFor } from './compose-points'
import { gapRecap, targetCheck } from './compose-target'
import { bullets, paragraphs as join, withName } from './reply-parts'
import { cardFor, type SituationCard } from './situations'
import {
  attainmentGapOf,
  normalise,
  oteIn,
  quotaIn,
  targetGapOf,
  understand,
  type TargetGap,
  type Understanding,
} from './understand'
import { cardIds } from './situations/card-ids'
import { replyLines } from './reply-lines'

/**
 * Two follow-ups inside a hard conversation: "is that even realistic?" about a number the person
 * quoted, and "what if I don't make it?". Each is answered from the thread's own card, with a
 * yardstick from the facts table where the number has one, never with a repeat of the first reply.
 */

/** The unit of a quoted number, and the card whose yardstick answers "is that realistic?". */
const yardsticks: readonly (readonly [RegExp, string])[] = [
  [/meeting|appointment|demo/, cardIds.meetings_per_month],
  [/call|dial|email/, cardIds.activity_metrics],
]

/** Words of points that judge a target: the plan against the sales cycle, pipeline, history. */
const realismWords =
  ' realistic reachable attainable sales cycle leading measures historical attainment pipeline '
/** Words of the points that prepare a way out: severance, benefits, the search. */
const planBWords = ' severance unemployment benefits resume search looking applying offer exit '
/**
 * "What if they say no?" after pay withheld, harassment or an ask to mislead: the next level of
 * the dispute (data/replies.json), not a way out of a job the person may well keep.
 */
function disputeOf(thread: SituationCard) {
  const signal = (thread.signals ?? []).find((s) => replyLines.disputes[s] !== undefined)
  return signal === undefined ? undefined : replyLines.disputes[signal]
}

/** The latest earlier message of the person's that quoted a number. */
function quotedNumber(c: ComposeContext): Understanding | undefined {
  const said = c.history.filter((m) => m.role === 'user').reverse()
  return said.map((m) => understand(m.content)).find((u) => u.entities.numbers.length > 0)
}

/** "Hit 100% when I've been at 60%" or "need 15 demos, I've done 4 in 30 days", said in the thread. */
function gapInThread(c: ComposeContext): TargetGap | undefined {
  const said = [...c.history.filter((m) => m.role === 'user').map((m) => m.content), c.u.input.raw]
  const gapOf = (u: Understanding) =>
    attainmentGapOf(u.input.text) ?? targetGapOf(u.input.text, u.entities)
  const latest = said.findLast((text) => gapOf(understand(text)) !== undefined)
  return latest === undefined ? undefined : gapOf(understand(latest))
}

/** "$1.1M quota on a $140K OTE" said earlier: the quota held against the OTE. */
function quotaAgainstPay(c: ComposeContext): string | undefined {
  const said = c.history.filter((m) => m.role === 'user').map((m) => normalise(m.content).text)
  const quota = said.map(quotaIn).find((q) => q !== undefined)
  const ote = said.map(oteIn).find((o) => o !== undefined)
  return quota === undefined || ote === undefined ? undefined : quotaNote(ote, quota)
}

export function composeRealistic(thread: SituationCard, c: ComposeContext): string | undefined {
  // "Hit 100% when I've been at 60% all year", said earlier in a PIP talk: judged with those figures.
  const gap = thread.id === cardIds.pip ? gapInThread(c) : undefined
  if (gap?.unit === 'quota') return targetCheck(gap, c.profile.name)
  if (gap) return gapRecap(gap)
  const unit = quotedNumber(c)?.entities.numbers[0]?.unit ?? ''
  const id = yardsticks.find(([pattern]) => pattern.test(unit))?.[1]
  const yardstick = id === undefined ? undefined : cardFor(id)
  const found = pointsFor(thread.points, realismWords, 1, c.seed)
  // Only a point that judges the target; any other would change the subject.
  const judged = found.points.slice(0, found.asked)
  const quota = yardstick ? undefined : quotaAgainstPay(c)
  // "Is this normal in sales?" about a culture, with no figure anywhere: nothing to measure.
  if (!yardstick && quota === undefined && judged.length === 0 && unit === '') return undefined
  return join([
    withName(
      c.profile.name,
      yardstick
        ? 'whether that number is realistic depends on your market and your leads; here is a yardstick to hold it against.'
        : quota !== undefined
          ? 'whether that quota is realistic depends on how many reps reach it; here is how it compares with your pay.'
          : 'whether it is realistic depends on the details, so check it against numbers rather than feelings.',
    ),
    ...(yardstick ? factLines(yardstick.facts ?? [], { mentioned: [] }) : []),
    quota,
    yardstick?.answer,
    bullets(judged),
  ])
}

export function composeIfNot(thread: SituationCard, c: ComposeContext): string {
  const dispute = disputeOf(thread)
  if (dispute) {
    // "What if he fires me for it?": what protects the person leads.
    // "How long do I wait for them to answer?": the wait comes first, then the ladder.
    const text = c.u.input.text
    const waits = / wait /.test(text) ? dispute.wait : undefined
    const lead = / lose my job /.test(text) ? dispute.retaliation : waits
    return join([
      withName(
        c.profile.name,
        lead ??
          'if they say no, that is not the end of it: there is a next level, and each step is easier with the first one in writing.',
      ),
      bullets(dispute.ladder),
      'Keep every email and note as you go: whoever looks at this next works from the written record.',
    ])
  }
  // What the first reply already said is not repeated, unless nothing else is left.
  const said = c.history.filter((m) => m.role === 'assistant').map((m) => m.content)
  const fresh = thread.points.filter((p) => !said.some((text) => text.includes(p)))
  const found = pointsFor(fresh.length > 0 ? fresh : thread.points, planBWords, 3, c.seed)
  // Only points about a way out; filling up with the card's other advice would change the subject.
  const planB = found.points.slice(0, Math.max(1, found.asked))
  return join([
    withName(
      c.profile.name,
      'If it does not work out, you will still have options, and lining them up now takes some of the pressure off.',
    ),
    bullets(planB),
    'Either way, a missed target at one company says little about how you will do at the next one.',
  ])
}
