import type { ChatMessage } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import { factLines } from './compose-facts'
import { fieldCaveat } from './field-note'
import { nextStepFor } from './compose-next-step'
import { wantedTypes } from './resource-types'
import {
  bullets,
  contextLine,
  diagnosticInvite,
  dropAskedLabel,
  lowerFirst,
  nextStepLabel,
  resolveRole,
  strengthsLine,
  withName,
} from './reply-parts'
import { topicWordsOf, type SituationCard } from './situations'
import { normalise, understand, type Understanding } from './understand'
import { replyCard } from './dialogue/reply-card'
import { entityNote, factRoles, offersInThread, payCards, rolesInThread } from './entity-note'
import { askedPart, forOneCase, namesOnlyTopic, pointsFor, quotesAsked } from './compose-points'
import {
  askBackAnsweredInThread,
  backgroundKnown,
  progressFits,
  ledBefore,
  leaverFirst,
  maxPoints,
  pointsForJobless,
  recap,
  withCarePoint,
} from './answer-rules'
import { pick } from './variation'
import { replyLines } from './reply-lines'
import { secondReading } from './compose-second'
import { cardIds } from './situations/card-ids'
import { acknowledgement, feared } from './answer-feeling'
import type { ComposeContext } from './compose-context'

export type { ComposeContext } from './compose-context'

/** Marks the progress line, so it is shown at most once per conversation. */
export const progressMarker = 'You’re working towards **'

/** Lead-ins that vary the opening sentence; compose-given drops them after its own bridge. */
export const { leads, pointIntros, askIntros } = replyLines

/** True when an earlier reply in this conversation already said this text. */
function saidBefore(history: readonly ChatMessage[], text: string): boolean {
  // Lower case: a sentence said after "Sam, " starts with a small letter. A point that led
  // without its quoted label ('For "have a case": ...') was said too.
  const forms = [text, dropAskedLabel(text)].map((t) => t.toLowerCase())
  return history.some(
    (m) => m.role === 'assistant' && forms.some((f) => m.content.toLowerCase().includes(f)),
  )
}

export function progressShown(history: readonly ChatMessage[]): boolean {
  return history.some(
    (m) =>
      m.role === 'assistant' &&
      (m.content.includes(progressMarker) || m.content.includes(diagnosticInvite)),
  )
}

/** Where the person stands (or the diagnostic invite), said at most once per conversation. */
export function progressOnce(
  profile: CoachProfile,
  history: readonly ChatMessage[],
): string | undefined {
  return progressShown(history) ? undefined : contextLine(profile)
}

/** True when this message or one of the last few said the person lost their job. */
function jobLostInThread(c: ComposeContext): boolean {
  const recent = c.history.filter((m) => m.role === 'user').slice(-4)
  return [c.u, ...recent.map((m) => understand(m.content))].some((x) =>
    x.signals.includes('job_loss'),
  )
}

/** True when an earlier user turn in this conversation was distressed: no paid step after it. */
export function distressInThread(u: Understanding, earlier: readonly Understanding[]): boolean {
  // Any triage signal counts, even when the card chosen is about something else: a pay dispute,
  // harassment or an unethical instruction is never the moment for a paid step.
  const distressed = (x: Understanding) =>
    x.signals.length > 0 || x.card?.safety === 'crisis' || x.card?.safety === 'distress'
  return distressed(u) || earlier.some(distressed)
}

/** A question, not something told ("but my manager is the reason I'm leaving" is heard out). */
const isQuestion = /\?|^\s*(should|can|could|would|do|does|is|are|what|how|when|why|which)\b/i

/** How the reply opens, given what leads it and what this conversation already said. */
function openingOf(
  card: SituationCard,
  u: Understanding,
  o: { direct: string | undefined; again: boolean; said: boolean },
): string {
  if (feared(u, card) && o.direct === undefined && !o.said)
    return `If it comes to that, ${lowerFirst(card.answer)}`
  if (o.direct !== undefined) return dropAskedLabel(o.direct)
  if (o.again) return `More on ${card.title}:`
  return card.answer
}

const rangePattern = /\$\d+K-\$\d+K/

function sharesRange(line: string, note: string | undefined): boolean {
  const range = rangePattern.exec(line)?.[0]
  return range !== undefined && note?.includes(range) === true
}

/** The reply for a clear situation: answer first, at most three points, a fitting next step. */
export function composeAnswer(card: SituationCard, c: ComposeContext, freeOnly: boolean): string {
  const { u, profile, seed } = c
  // "What will they ask me?" after "I have an SDR interview": the step is from the SDR roadmap.
  const role = resolveRole(undefined, rolesInThread(c), profile)
  // A second question on the same topic ("is that legal?") gets what is new, not a repeat.
  const said = (text: string) => saidBefore(c.spoken ?? c.history, text)
  const feeling = acknowledgement(u, card)
  const ack = feeling === undefined || said(feeling) ? undefined : feeling
  const leadFits = !card.safety && !ack && card.answer.length > 80 && !/^Here/.test(card.answer)
  const lead = leadFits ? (pick(leads, seed) ?? '') : ''
  // A point the message asked about ("am I eligible for unemployment?") is the first answer.
  const topic = topicWordsOf(card)
  const jobLost = jobLostInThread(c)
  const pool = pointsForJobless(card.points, jobLost)
  // The question without its condition first; if that finds nothing, the condition may be the
  // topic ("I keep freezing when people ask about price").
  // A question that only names the topic ("so what do I do about my manager") is about the case
  // told just before it ("he yelled at me in front of the team").
  const before = c.history.filter((m) => m.role === 'user').at(-1)?.content ?? ''
  const text = `${u.input.text}${namesOnlyTopic(u.input.text, card.title) ? normalise(before).text : ''}`
  const main = pointsFor(pool, askedPart(text), maxPoints + 1, seed, topic, text)
  const found = main.asked > 0 ? main : pointsFor(pool, text, maxPoints + 1, seed, topic)
  const chosen = leaverFirst(found, pool, card, jobLost)
  // "How long does a search take?" is answered by the sourced figure kept for that question.
  const scope = {
    mentioned: factRoles(c),
    named: rolesInThread(c),
    ...(profile.targetRole ? { target: profile.targetRole } : {}),
    ...(profile.timeline ? { planTimeline: profile.timeline.text } : {}),
  }
  const actFact = (card.facts ?? []).find((f) => f.kind === 'table' && f.onlyFor === u.act)
  // "How long would it take me to get hired?" asked first thing: what the time depends on leads.
  const durationFirst =
    u.act === 'how_long' && card.howLong !== undefined && !said(card.howLong)
      ? card.howLong
      : undefined
  const factFirst =
    actFact === undefined ? durationFirst : (factLines([actFact], scope)[0] ?? durationFirst)
  // Of the points asked for, one not yet said leads: "should I sign it?" after a reply that led
  // with signing gets the next asked point rather than the same paragraph again.
  // The best one said only as a bullet, or quoted back, is now the question: its gist leads.
  const asked = chosen.points.slice(0, chosen.asked)
  const [best] = asked
  const reasked = best && (!ledBefore(c.history, best) || quotesAsked(best, u.input.text))
  const fresh = reasked ? best : (asked.find((p) => !said(p)) ?? best)
  const pointFirst = chosen.asked > 0 && factFirst === undefined ? fresh : undefined
  // Asked once more after a reply that led with the answer: the gist again, not the paragraph.
  // (Said only as a bullet, its gist leads all the same: now it is the question.)
  // Only on the conversation's own thread: a card the words found elsewhere whose point was said
  // is more likely a misreading than the same question again, and is left to the repeat check.
  // A card Becky answered on earlier in the conversation ("should I start looking now?" back on
  // the PIP after a few turns of care).
  const onThread = c.history.some((m) => m.role === 'assistant' && replyCard(m.content) === card)
  const askedAgain =
    pointFirst !== undefined && onThread && (ledBefore(c.history, pointFirst) || said(pointFirst))
  const direct = factFirst ?? (askedAgain ? recap(pointFirst, u.input.text) : pointFirst)
  const points = withCarePoint(
    chosen.points
      .filter((point) => point !== pointFirst)
      .filter((point) => !said(point))
      // On a later turn, a case nobody raised ("With kids at home: ...") is no filler.
      .filter((point) => !said(card.answer) || asked.includes(point) || !forOneCase(point))
      .slice(0, maxPoints),
    card,
    u,
    // The care point that already leads is not added again as a bullet.
    (text) => text === pointFirst || said(text),
  )
  // A later turn on the same topic with nothing new asked is not met with the first reply's
  // answer again, word for word.
  // ("Should I start looking?" after a PIP reply is answered by the card's answer: it stays.)
  const answerAsked = pointsFor([card.answer], u.input.text, 1, seed, topic).asked > 0
  const again = direct === undefined && said(card.answer) && points.length > 0 && !answerAsked
  // The card's answer said before: asked again on a card of this conversation, its gist;
  // otherwise no opening at all. What is left may be new points; a reply with nothing new reads
  // what else the message could mean (clarifyAfterRepeat), which a restated answer would hide.
  const saidAnswer = direct === undefined && !again && said(card.answer)
  const answerRecap = saidAnswer && answerAsked && onThread && isQuestion.test(u.input.raw)
  const answerAgain = saidAnswer && !answerRecap
  const recapped = (askedAgain && factFirst === undefined) || answerRecap
  const first = answerRecap
    ? recap(card.answer, u.input.text)
    : answerAgain
      ? ''
      : openingOf(card, u, { direct, again, said: said(card.answer) })
  // "Straight answer: a coworker taking credit for your deals?" reads oddly: a point that opens
  // on its case speaks for itself.
  const answer =
    lead === '' || again || recapped || forOneCase(first) ? first : `${lead}${lowerFirst(first)}`
  // Their own figures worked through once are enough: a later turn on the offer moves on.
  const note = [entityNote(u, card, c)].find((n) => n !== undefined && !said(n))
  const opening = [
    // Their own figures worked through lead a later turn, rather than "More on ...".
    answerAgain || (again && note !== undefined)
      ? undefined
      : ack === undefined && !recapped
        ? withName(profile.name, answer)
        : answer,
    direct === undefined || said(card.answer) ? undefined : card.answer,
  ]
    .filter((s) => s !== undefined)
    .join('\n\n')
  const facts = factLines(
    (card.facts ?? []).filter((f) => f.kind !== 'table' || f.onlyFor === undefined),
    scope,
  )
  const showContext = progressFits(card) && !progressShown(c.history)
  const step = nextStepFor(card, profile, role, { freeOnly, wanted: wantedTypes(u.input.text) })
  // "What base and OTE did they offer?" is no question for someone who just said.
  const knowsPay = payCards.has(card.id) && offersInThread(c).length > 0
  const caveat = fieldCaveat(u, card, c.history)
  // A range said once is enough: earlier in the conversation, or in the note on their offer.
  // Asked what a role pays, the range is the answer even if an earlier reply showed it.
  const payAsked = card.id === cardIds.salary_by_role
  const shownFacts = facts.filter((line) => (payAsked || !said(line)) && !sharesRange(line, note))
  const parts = [
    ack === undefined ? undefined : withName(profile.name, ack),
    // A field the catalogue lacks: say so before any figure, instead of "here is what it pays".
    caveat?.opens === true && !said(caveat.text) ? withName(profile.name, caveat.text) : opening,
    note,
    caveat?.opens === false && shownFacts.length > 0 ? caveat.text : undefined,
    ...shownFacts,
    showContext ? contextLine(profile) : undefined,
    points.length > 0 && !again ? pick(pointIntros, seed, 1) : undefined,
    bullets(points),
    card.area === 'switcher' ? strengthsLine(profile) : undefined,
    secondReading(u, card),
    card.askBack === undefined ||
    said(card.askBack) ||
    knowsPay ||
    askBackAnsweredInThread(card, u, c.history) ||
    backgroundKnown(card, c.memory) ||
    feared(u, card)
      ? undefined
      : `${pick(askIntros, seed, 2) ?? ''} ${card.askBack}`,
  ]
  const body = parts.filter((p): p is string => p !== undefined && p.trim() !== '')
  // A step for a PIP not had yet ("write back summarising the PIP targets") would presume it.
  // A next step alone ("Open step 4 of your roadmap") answers nothing the person said.
  return step.text === '' || said(step.text) || feared(u, card) || body.length === 0
    ? body.join('\n\n')
    : [...body, `${nextStepLabel} ${step.text}`].join('\n\n')
}
