import type { ChatMessage, CoachingMemory } from '@/domain/coaching'
import { dropAskedLabel, pointGist } from './reply-parts'
import type { SituationCard } from './situations'
import { understand, type Understanding } from './understand'
import { payOffersIn } from './understand/pay-figures'
import { contentStems } from './understand/word-model'
import { cardIds } from './situations/card-ids'

/** Small rules on what a card answer includes, given what the message already says. */

/** At most this many points in a reply. */
export const maxPoints = 3

const carePoint = /doctor|counsell?or|therapist|assistance line/i

/**
 * Crying, not sleeping, not coping: the card's point about a doctor or counsellor is always
 * among the points then, whatever the seed picked (it replaces the last one).
 */
export function withCarePoint(
  points: readonly string[],
  card: SituationCard,
  u: Understanding,
  said: (text: string) => boolean,
): string[] {
  const care = card.points.find((p) => carePoint.test(p))
  if (!u.signals.includes('distress') || !care || points.includes(care) || said(care))
    return [...points]
  return points.length < maxPoints ? [...points, care] : [...points.slice(0, -1), care]
}

/** "30 days" is a span too, though too short for the tenure rules' months. */
const daySpan = / \d+ (business |working )?days? /
/** "Hit 100% of quota" gives the target as a share. */
const share = / \d{1,3} ?% /

/** "30 days to hit 12 meetings" already says what "what does the PIP ask, by when?" asks. */
export function askBackAnswered(card: SituationCard, u: Understanding): boolean {
  const needs = card.askBackNeeds ?? []
  const given =
    needs.length > 0 &&
    needs.every((need) =>
      need === 'number'
        ? u.entities.numbers.length > 0 ||
          payOffersIn(u.input.text).length > 0 ||
          share.test(u.input.text)
        : need === 'span'
          ? u.entities.spanMonths !== undefined || daySpan.test(u.input.text)
          : false,
    )
  return given || echoed(card.askBack ?? '', u) || wordsGiven(card, u.input.text)
}

/** "A 3rd grade teacher" has said which level they taught: the card's `askBackGiven` groups. */
function wordsGiven(card: SituationCard, text: string): boolean {
  const groups = card.askBackGiven ?? []
  return (
    groups.length > 0 &&
    groups.every((group) => group.some((phrase) => text.includes(` ${phrase}`)))
  )
}

/** "What have you been doing until now?" is no question for someone whose role the app knows. */
export function backgroundKnown(card: SituationCard, memory: CoachingMemory | null | undefined) {
  const role = memory?.careerJourney.currentRole ?? ''
  return (card.askBackNeeds ?? []).includes('background') && role.trim() !== ''
}

/** The question back answered by this message or by an earlier one in the conversation. */
export function askBackAnsweredInThread(
  card: SituationCard,
  u: Understanding,
  history: readonly ChatMessage[],
): boolean {
  return (
    askBackAnswered(card, u) ||
    history.some((m) => m.role === 'user' && askBackAnswered(card, understand(m.content)))
  )
}

/** Share of the question's words the message must already hold to count as its answer. */
const echoShare = 0.75
const echoMinWords = 3

/**
 * "Offering 4 weeks severance if I sign by Friday" already holds most of "Have they offered
 * severance yet, and is there a deadline to sign?": asking it back reads as not listening.
 */
function echoed(question: string, u: Understanding): boolean {
  const wanted = [...new Set(contentStems(question))]
  if (wanted.length < echoMinWords) return false
  const said = new Set(contentStems(u.input.text))
  return wanted.filter((stem) => said.has(stem)).length >= wanted.length * echoShare
}

/**
 * Points written for someone who still has the job ("do not tell your manager you are
 * interviewing", "your company being acquired"): no use to a person who just lost theirs.
 */
const whileEmployed =
  /\byour manager\b|\binterviewing\b|\bacquisition\b|\bkeep your numbers\b|\bnew plan\b|\bmoved to other work\b/i

export function pointsForJobless(points: readonly string[], jobLost: boolean): readonly string[] {
  return jobLost ? points.filter((p) => !whileEmployed.test(p)) : points
}

/** Points written for someone who has left: "after you quit or leave", "after your last day". */
const forLeavers = /\bafter you (quit|leave)\b|\bafter your last day\b/i

/**
 * After a layoff or a firing, a question on another card ("what about commission on deals that
 * close next month?") is asked by someone who has left: the card's point for leavers answers it
 * first, unless the message asked for another. The job-loss cards themselves are excluded: their
 * leaver points would lead every reply to "I got laid off".
 */
export function leaverFirst(
  chosen: { points: string[]; asked: number },
  pool: readonly string[],
  card: SituationCard,
  jobLost: boolean,
): { points: string[]; asked: number } {
  if (!jobLost || chosen.asked > 0 || (card.signals ?? []).includes('job_loss')) return chosen
  const leaver = pool.find((point) => forLeavers.test(point))
  if (leaver === undefined) return chosen
  return { points: [leaver, ...chosen.points.filter((point) => point !== leaver)], asked: 1 }
}

/** True when an earlier reply opened with this point (after any acknowledgement). */
export function ledBefore(history: readonly ChatMessage[], point: string): boolean {
  // A point that led without its label ('For "headcount": ...') led all the same.
  const start = dropAskedLabel(point).slice(0, 60).toLowerCase()
  return history.some(
    (m) =>
      m.role === 'assistant' &&
      m.content
        .split('\n\n')
        .slice(0, 2)
        .some((part) => !part.startsWith('- ') && part.toLowerCase().includes(start)),
  )
}

/**
 * The point's gist for a question asked again after Becky said it ("should I start looking?"
 * after a PIP reply that listed it): dropping it as a repeat left the question unanswered, and
 * "As I said" read as a scolding.
 */
export function recap(point: string, message: string): string {
  return `In short: ${pointGist(point, contentStems(message))}`
}

/**
 * Career questions where the roadmap's phase and step count do not change the advice: an offer,
 * a resignation, a raise or leaving sales read the same at step 1 or step 5, so the progress
 * line there is noise (the spec: "the user's context only where it changes the advice").
 */
const progressAside: ReadonlySet<string> = new Set([
  cardIds.performance_review,
  cardIds.raise_ask,
  cardIds.counteroffer,
  cardIds.resigning,
  cardIds.offer_comparison,
  cardIds.offer_negotiation,
  cardIds.startup_equity,
  cardIds.startup_vs_enterprise,
  cardIds.non_compete,
  cardIds.leaving_sales,
  cardIds.managing_reps,
  cardIds.job_hopping,
  cardIds.first_90_days,
  cardIds.remote_work,
  cardIds.mock_pitch,
  cardIds.mock_interview,
  cardIds.plan_30_60_90,
  cardIds.linkedin_outreach,
])

/** True when where the person stands on their roadmap changes this card's advice. */
export function progressFits(card: SituationCard): boolean {
  return (card.area === 'career' || card.area === 'switcher') && !progressAside.has(card.id)
}
