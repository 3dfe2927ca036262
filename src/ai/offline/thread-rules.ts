import { cardFor, type SituationCard } from './situations'
import type { Reading } from './reader/compiled-reader'
import type { ChatMessage } from '@/domain/coaching'
import {
  fearsPayback,
  payTalkInDispute,
  storyGoesOn,
  tiesThread,
  understand,
  type Understanding,
} from './understand'
import { questionFit, readingFloor } from './understand/question-fit'
import { replyCard } from './dialogue/reply-card'
import { quotesAsked } from './compose-points'
import { asksPractical } from './dialogue/distress-reading'
import { mentionsPhone } from './understand/feeling'
import { letterWords, newTopicScore, threadTurnWords } from './understand/score-levels'
import { cardIds } from './situations/card-ids'

/**
 * Whether a turn inside a hard conversation (a PIP, a layoff, a pay dispute) stays on it: short
 * turns do unless they clearly open something new, and a turn torn between the thread's card
 * and a sibling keeps the thread.
 */

/** A short turn's own card leads the thread's card by less than a clear answer needs. */
const closeMargin = 2

function nearTop(u: Understanding, thread: SituationCard): boolean {
  const top = u.ranked[0]?.score ?? 0
  const own = u.ranked.find((r) => r.card.id === thread.id)
  return own !== undefined && own.score >= top - closeMargin
}

/**
 * A short turn whose reading is close between the thread's card and another, or one that finds
 * the other job-loss card without naming its event: "they want me to sign a severance
 * agreement" after a firing finds the layoff card, but the person was fired. Or one that finds a
 * card the thread absorbs (card field `absorbs`).
 */
export function torn(u: Understanding, thread: SituationCard): boolean {
  if (u.input.words > threadTurnWords) return false
  const other = u.ranked[0]?.card.id
  const pair = [thread.id, other ?? ''].every((id) => jobLossCards.has(id))
  const sibling = pair && other !== thread.id && !jobLossNamed.test(u.input.text)
  return sibling || nearTop(u, thread) || (thread.absorbs ?? []).includes(other ?? '')
}

const jobLossCards: ReadonlySet<string> = new Set([cardIds.fired, cardIds.laid_off])
const jobLossNamed = / (laid off|layoffs?|lay off|fired|let go|terminated|eliminated|rif) /

const backReference =
  /^ (it|its|it is|it was|that|thats|that is|that was|this is|this was|they were|theyre|they are) /
const backReferenceWords = 12

export function pointsBack(u: Understanding): boolean {
  return u.input.words <= backReferenceWords && backReference.test(u.input.text)
}

/**
 * "That seems so unfair" after a clawback is about the clawback, whatever card "unfair" finds:
 * inside trouble at work, a turn pointing back with no signal and no strong topic of its own.
 */
export function ventsOnThread(u: Understanding, thread: SituationCard): boolean {
  if (!pointsBack(u) || u.signals.length > 0) return false
  return thread.area !== 'triage' || (u.ranked[0]?.score ?? 0) < newTopicScore
}

/** The cards nerves or self-doubt find when the message names no task of its own. */
const feelingCards: ReadonlySet<string> = new Set([
  cardIds.cold_call_anxiety,
  cardIds.low_confidence,
])

/**
 * "I'm nervous I'll freeze up" during interview prep is about the interview: the feeling's own
 * card (cold-call nerves) is about the phone, which the person never named.
 */
function nervesAboutThread(u: Understanding, thread: SituationCard): boolean {
  return (
    u.feeling !== undefined &&
    feelingCards.has(u.card?.id ?? '') &&
    !feelingCards.has(thread.id) &&
    !mentionsPhone(u.input.text) &&
    u.input.words <= threadTurnWords
  )
}

export function staysOnThread(
  u: Understanding,
  thread: SituationCard | undefined,
  earlier: readonly Understanding[],
): boolean {
  if (!thread || !u.card) return false
  // "He said everyone does it", "they offered 15k more": the people in the story speaking or
  // acting again continue the story, whatever its topic, unless they raise trouble of its own.
  // (Unless it takes up another topic the conversation opened with: "it pays 10k less", or
  // "they said the offer is final" after an aside on the equity.)
  const opened = earlier.some((e) => e.ranked.some((r) => r.card.id === u.card?.id))
  const story = u.card.area !== 'triage' && u.card.area !== 'conversation'
  if (storyGoesOn(u) && story && !(opened && thread.area !== 'triage')) return true
  // "It was 40% of my quota" after "my biggest customer is not renewing": a short turn that
  // points back at the story adds to it, unless it raises a signal of its own.
  // Hard conversations (triage) keep their own rules below.
  const backTo = thread.area !== 'triage' && u.card.area !== 'conversation' && !opened
  if (pointsBack(u) && u.signals.length === 0 && backTo) return true
  // A short turn that reads as much like the thread as like anything else ("but my manager is
  // the reason I'm leaving" during a counteroffer) stays with the thread; so do what the
  // thread's role pays and words asked for the thread ("how do I bring it up?").
  if (tiesThread(u, thread) || payOfThreadRole(u, thread) || asksWordsForIt(u)) return true
  if (nervesAboutThread(u, thread) || whatIfOnThread(u, thread)) return true
  if (thread.area !== 'triage') return false
  if (fearsPayback(u, thread) || payTalkInDispute(u, thread)) return true
  if (ventsOnThread(u, thread) && !opened) return true
  // "What if I refuse to pay it back?" after a clawback reads a little more like a commission
  // dispute, but the clawback the person is in is a close second: stay with it.
  if (u.card.area === 'triage') return u.card.id !== thread.id && torn(u, thread)
  if (u.card.area === 'conversation') return false
  // "Burned out, and I just got an offer", then "it pays 10k less base": the other topic the
  // conversation opened with is taken up, not a new one.
  if (opened) return false
  // Anything short of a letter with no strong topic of its own is an aside: "I've started
  // interviewing. If I leave in March, do I just lose the 50k?" is still the money owed.
  return u.input.words <= letterWords && (u.ranked[0]?.score ?? 0) < newTopicScore
}

/**
 * "How much do they make?" in a talk about sales engineering asks what that role pays, which its
 * own card answers from the facts table: the catalogue's pay card has no such role and would
 * give the person's target role instead.
 */
function payOfThreadRole(u: Understanding, thread: SituationCard): boolean {
  const ownPay = thread.facts?.some((f) => f.kind === 'table' && f.onlyFor === 'how_much')
  return ownPay === true && u.act === 'how_much' && u.entities.roles.length === 0
}

const bringsItUp = / (bring|raise|mention|say|put|word|phrase|address) (it|this|that) /

/**
 * "How do I bring it up with my manager without burning the bridge?" in a commission cap asks for
 * words about the thread ("it"), whatever card its manner ("burning the bridge": resigning) finds.
 */
export function asksWordsForIt(u: Understanding): boolean {
  return u.followUp === 'what_to_say' && u.signals.length === 0 && bringsItUp.test(u.input.text)
}

/** Longest "what if ...?" turn that is read as a turn of the thread when the thread fits it. */
const whatIfWords = 10

/**
 * "What if she moves the goalposts again?" in a talk about a promotion that keeps slipping: a
 * short what-if that the thread's card also reads is the next step of that story, even when a
 * sibling card (a quota raised mid-year) reads it more strongly on its own.
 */
export function whatIfOnThread(u: Understanding, thread: SituationCard): boolean {
  return (
    u.input.text.startsWith(' what if ') &&
    u.input.words <= whatIfWords &&
    u.signals.length === 0 &&
    u.ranked.some((r) => r.card.id === thread.id)
  )
}

/** Past this many words a message after an app answer asks something of its own. */
const appTurnWords = 10

/**
 * "How do I get more?" right after "how do credits work?" is about credits: the app's answers
 * are not a thread of their own (threadCard skips them), so a short turn with no topic of its own
 * is read together with the question before it. The joined text, or undefined.
 */
export function appThreadText(
  u: Understanding,
  history: readonly ChatMessage[],
): string | undefined {
  if (u.input.words > appTurnWords || (u.card !== undefined && u.card.id !== cardIds.app_help))
    return undefined
  // The app question may be one or two turns back ("how do credits work?", "how do I get more?"),
  // and it counts only if Becky answered it as one: "my manager keeps changing my targets" has
  // the app's words ("change my target") but was answered as a manager problem.
  const turns = history.flatMap((m, i) => (m.role === 'user' ? [{ m, reply: history[i + 1] }] : []))
  const asked = turns
    .slice(-2)
    .filter(({ m, reply }) => {
      const answered = reply?.role === 'assistant' ? replyCard(reply.content) : undefined
      return (answered ?? understand(m.content).card)?.id === cardIds.app_help
    })
    .at(-1)
  return asked === undefined ? undefined : `${asked.m.content} ${u.input.raw}`
}

/**
 * A new letter mid-conversation ("I have been in the same office eleven years and feel
 * invisible...") that the cues cannot place and whose words are nowhere near the thread's card is
 * a new story, not more of the last one: it gets a clarifying question, not the thread's points.
 */
export function strayLetter(u: Understanding, thread: SituationCard): boolean {
  // "go back for day two or ghost them, just pick one" weighs what was said: no new story.
  return (
    u.input.words > letterWords &&
    u.act !== 'choose' &&
    u.ranked.length === 0 &&
    (questionFit(u.input.text).get(thread.id) ?? 0) < readingFloor
  )
}

/** How sure the reader must be of another card before a turn leaves the thread on its word. */
const awayFromThread = 0.6
/** The reader alone needs at least this many words to lead a turn anywhere. */
const awayWords = 4
/** Readings of the whole conversation among which the reader's card must stand. */
const contextReadings = 3

/**
 * The compiled reader sure of a card other than the thread's, where the rules find no card of
 * their own or count it among theirs and the conversation read as one text leads to it too ("can I negotiate base and equity at the same time?" after an
 * aside on the equity: the rules tie the equity with the negotiation, the reader is sure). A
 * signal (a PIP, a crisis) is the rules' to place, never the reader's.
 */
export function readerLeadsAway(
  u: Understanding,
  read: readonly Reading[] | undefined,
  inContext: readonly Reading[] | undefined,
  thread: SituationCard | undefined,
): SituationCard | undefined {
  const [top] = read ?? []
  // Care holds a conversation in distress by its own rules (dialogue/distress-reading.ts); out of
  // that mode, a practical question of its own ("would customer success pay less?") may leave a
  // thread about a feeling (burnout), never one about an event (a PIP, a layoff) or a crisis.
  if (thread === undefined) return undefined
  if (thread.safety !== undefined && !(thread.signals?.includes('distress') && asksPractical(u)))
    return undefined
  if (top === undefined || top.label === thread.id || payOfThreadRole(u, thread)) return undefined
  // "How do I tell my manager?" inside a slipped deal asks for the thread's words: a follow-up
  // that names no card of its own points back, whatever the reader makes of its few words; so
  // does the story going on ("he was really pissed he didnt get the director job").
  if ((u.followUp !== null || storyGoesOn(u)) && u.card === undefined) return undefined
  // "An opener for the call, the very first thing I say" asks for the thread's words when they
  // are words for a call: the call is the one the conversation is about, not a cold call.
  if (u.followUp === 'what_to_say' && forTheCall(u.input.text, thread)) return undefined
  // A question the thread's card quotes and answers ('For "how much should I ask for"') stays.
  if (thread.points.some((point) => quotesAsked(point, u.input.text))) return undefined
  if (top.p < awayFromThread || u.input.words < awayWords || u.signals.length > 0) return undefined
  const card = cardFor(top.label)
  if (card === undefined || card.area === 'conversation' || card.safety !== undefined)
    return undefined
  const rulesAgree = u.card === undefined || u.ranked.some((r) => r.card.id === card.id)
  // Read with the conversation, the card is still among the leading readings: "they went with
  // someone else" after a final-round interview reads alone as a promotion passed over, but the
  // conversation is about the interview.
  const contextAgrees = (inContext ?? []).slice(0, contextReadings).some((r) => r.label === card.id)
  return rulesAgree && contextAgrees ? card : undefined
}

const theEvent = / (the|this|that|tomorrows) (call|meeting) /
const forTheCall = (text: string, thread: SituationCard) =>
  theEvent.test(text) && / (call|meeting)\b/i.test(thread.script ?? '')
