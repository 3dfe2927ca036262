import { type CoachInput, recentHistory } from '../coach-engine'
import { looksLikePastedText, spokenAnswerIn } from '@/domain/practice/review'
import { profileFrom } from './coach-profile'
import { composeAnswer, type ComposeContext } from './compose-answer'
import { composeCatchUp } from './compose-catch-up'
import { composeDraft, draftKindOf } from './compose-drafts'
import { composeClarifying } from './compose-turns'
import { composePlan } from './compose-small-talk'
import { composeMock, mockTurn } from './compose-mock'
import { asRead, spokenReply } from './spoken-answer'
import { answer, cardAnswer, type OfflineAnswer } from './card-answer'
export type { OfflineAnswer } from './card-answer'
import { readBackLine } from './read-back'
import { restatedAsk } from './understand/follow-up'
import { holdsThread } from './dialogue/holding-lines'
import { pointsFor } from './compose-points'
import { recap } from './answer-rules'
import { roadmapQuestionOf } from './compose-roadmap'
import { broadChoice, readingChoice } from './clarify-choice'
import { asksForPractice, composePracticeInvite } from './compose-practice'
import { composeGiven } from './compose-given'
import { draftRequest, draftSituation, revisionAnswer } from './draft-turns'
import { composePlanAnswer, planQuestionOf } from './compose-plan'
import {
  appThreadText,
  readerLeadsAway,
  staysOnThread,
  strayLetter,
  torn,
  ventsOnThread,
  whatIfOnThread,
} from './thread-rules'
import { cardFor, type SituationCard } from './situations'
import { followUpAnswer } from './follow-up-answer'
import { currentReader } from './reader/shipped-reader'
import { careGiven, clarifyWith, withReadings } from './clarify-turn'
import { clarifyAfterRepeat } from './nothing-new'
import { readerSure, weighReadings } from './understand/doubt'
import { composeDistress, withCare, withCheckIn } from './compose-distress'
import { darkIn, inDistress, safeIn } from './dialogue/distress-reading'
import { distress } from './dialogue/distress-words'
import { askedBesideCrisis } from './dialogue/crisis-beside'
import { detailAfterMenu, lastMenu } from './dialogue/menu-detail'
import { guessAfterMenu, readInConversation, weighInContext } from './dialogue/context-reading'
import { withoutRepeats } from './no-repeat'
import { confirmedStep } from './step-confirm'
import { reviewFollowUp, reviewReply } from './compose-review'
import { answeredCard, changesSubject, threadCard, fearsPayback, understand } from './understand'
import { commitmentOf } from './understand/commitment'
import { fitReadings } from './understand/question-fit'
import { seedFor } from './variation'
import { mustBeFree, paidStepConfidence } from './free-step'
import { cardIds } from './situations/card-ids'

import { readTurn, type Turn } from './read-turn'

const pastedTextSituation = cardIds.mock_pitch

/** Asked again after pushback: a sorry, then the thread's point on the words asked, in short. */
function askedAgain(reply: OfflineAnswer, question: string): string {
  const card = cardFor(reply.situation)
  const found = card && holdsThread(reply.text) ? pointsFor(card.points, question, 1, 0) : undefined
  const [point] = found?.asked ? found.points : []
  return `Sorry, I missed your question. ${point ? recap(point, question) : reply.text}`
}

/** The offline coach's answer, synchronously: deterministic for the same input. */
export function answerOffline(given: CoachInput): OfflineAnswer {
  const first = answerTurn(given)
  const crisis = cardFor(cardIds.crisis_self_harm)?.answer ?? ''
  // "can we just do the resume please" after the crisis answer: the question beside it first.
  // "lol relax, i just meant this company" is believed, and the question left beside is answered.
  const safe = safeIn(given.message)
  const beside = askedBesideCrisis(given, first.clarifying || safe)
  const reply = beside === undefined ? first : answerTurn({ ...given, message: beside })
  const text = safe && beside ? `${distress.safeHeard}\n\n${reply.text}` : reply.text
  return { ...reply, text: withCheckIn(text, given, crisis) }
}

function answerTurn(given: CoachInput): OfflineAnswer {
  // "That's not what I asked, I asked resign vs get let go": the question said again is answered.
  const restated = restatedAsk(given.message)
  if (restated !== undefined) {
    const reply = answerTurn({ ...given, message: restated })
    return reply.clarifying ? reply : { ...reply, text: askedAgain(reply, restated) }
  }
  const spoken = spokenAnswerIn(given.message)
  const input = asRead(given, spoken)
  const history = recentHistory(input.history)
  const turn = readTurn(input.message, history)
  const once = answerOnce(input, turn)
  const reply = spoken ? spokenReply(once, spoken, input) : once
  // A draft revised keeps its own lines (subject, greeting, sign-off).
  if (reply.act === 'write') return reply
  const card = cardFor(reply.situation)
  const cared = careGiven.has(reply.situation)
    ? reply.text
    : withCare(reply.text, input.message, history, {
        sticky: turn.careAround,
        hardEvent: card?.safety === 'distress' && !reply.clarifying,
        own: turn.u.card,
      })
  // A menu keeps its options; care around it is all it gains.
  if (reply.clarifying) return { ...reply, text: cared }
  // Nothing new of its own (care lines alone) counts as a repeat, checked against the sitting.
  const own = reply.text.trim() === '' ? undefined : withoutRepeats(reply.text, input.history)
  const text = own === undefined ? undefined : withoutRepeats(cared, input.history)
  if (text !== undefined) return { ...reply, text }
  // All of it said before: ask what is new, with the care the turn needs around it.
  const instead = clarifyAfterRepeat(reply, input, history)
  const needsCare = turn.careAround || cared !== reply.text
  if (!needsCare || careGiven.has(instead.situation)) return instead
  const sticky = { sticky: true, hardEvent: false }
  return { ...instead, text: withCare(instead.text, input.message, history, sticky) }
}

function answerOnce(input: CoachInput, turn: Turn): OfflineAnswer {
  const history = recentHistory(input.history)
  const scoped = { ...input, history }
  const { u, earlier } = turn
  const profile = profileFrom(input.context)
  const memory = input.context.memory
  const seed = seedFor(input.message, history)
  const c: ComposeContext = { u, profile, history, spoken: input.history, memory, seed }
  const freeOnly = turn.careAround || mustBeFree(u, u.card, earlier)
  const crisis = cardFor(cardIds.crisis_self_harm)
  const overwhelmed = cardFor(cardIds.distress_general)
  const selfHarm = u.signals.includes('self_harm') || darkIn(input.message)
  // Said once: later dark words in the same conversation get care that does not repeat it.
  const crisisSaid = crisis !== undefined && history.some((m) => m.content.includes(crisis.answer))
  if (selfHarm && crisis && !crisisSaid) return answer(crisis.id, u, composeAnswer(crisis, c, true))
  // Distress holds until the person moves on; an event of its own (a PIP, a firing) meets it.
  const event =
    u.card?.area === 'triage' &&
    (u.card.safety === undefined || u.signals.includes('harassment')) &&
    (u.card.signals ?? []).some((signal) => u.signals.includes(signal)) &&
    earlier.length === 0
  // "I mean at this company" after the crisis answer is heard and believed, in care.
  const heardSafe = crisisSaid && safeIn(input.message)
  // A draft pasted in distress is reviewed: care alone would leave the person's words unread.
  const pasted = looksLikePastedText(input.message)
  const held = !event && !pasted && inDistress(u, earlier)
  const careAlone = (selfHarm && crisisSaid) || heardSafe || turn.inCare || held
  if (overwhelmed && careAlone && !turn.careAround)
    return answer(overwhelmed.id, u, composeDistress(u, history, profile.name))
  if (turn.topic) return cardAnswer(turn.topic, u, c, scoped, true, undefined)
  // "Burnout" typed back after a menu answers the question that was asked, on that reading.
  const choice = readingChoice(input.message, history)
  if (choice) {
    const asked = understand(choice.question)
    const free = freeOnly || mustBeFree(asked, choice.card, earlier)
    const scopedAsked = { ...scoped, message: choice.question }
    return cardAnswer(choice.card, asked, { ...c, u: asked }, scopedAsked, free, undefined)
  }
  // A broad reading picked ("a problem at work") narrows down, or leads to its one card.
  const broad = broadChoice(input.message, history, profile.targetTitle)
  const [only] = broad ?? []
  if (broad?.length === 1 && only) return cardAnswer(only, u, c, scoped, freeOnly, undefined)
  if (broad)
    return answer(u.ranked[0]?.card.id ?? cardIds.off_topic, u, composeClarifying(broad, c), true)
  // Detail after a menu is read with the question it clarifies (a pasted opener is no detail).
  const detail = changesSubject(u) || pasted ? undefined : detailAfterMenu(input.message, history)
  if (detail !== undefined) {
    // A question the reader is sure of on its own is no detail ("would an SDR base beat my tips?").
    const own = weighReadings(u, currentReader()?.read(input.message))
    const joined = own.kind === 'answer' ? u : understand(detail)
    const verdict =
      own.kind === 'answer' ? own : weighReadings(joined, currentReader()?.read(detail))
    if (verdict.kind === 'answer') {
      const free = freeOnly || mustBeFree(joined, verdict.card, earlier)
      const scopedJoined = { ...scoped, message: joined === u ? input.message : detail }
      return withReadings(
        cardAnswer(verdict.card, joined, { ...c, u: joined }, scopedJoined, free, undefined),
        verdict.readings,
      )
    }
  }
  // "What was my top match?" is about the person's own results, whatever card its words find.
  const planQuestion = planQuestionOf(u.input.text)
  if (planQuestion) return answer(cardIds.roadmap_next_step, u, composePlanAnswer(planQuestion, c))
  const roadmapCard = cardFor(cardIds.roadmap_next_step)
  if (u.card === undefined && roadmapCard && roadmapQuestionOf(u.input.text))
    return cardAnswer(roadmapCard, u, c, scoped, freeOnly, undefined)
  // "Can you practise it with me?": the practice room plays the call (not a mock interview).
  const mockAt = mockTurn(u, history)
  if (asksForPractice(u.input.text) && u.card?.id !== cardIds.mock_interview && !mockAt) {
    const about = u.card ?? threadCard(history)
    return answer(
      about?.id ?? cardIds.mock_pitch,
      u,
      composePracticeInvite(input.message, about, c),
    )
  }
  if (u.card?.id === cardIds.mock_interview || (mockAt && u.card?.area !== 'triage')) {
    const turn = mockAt ?? { answers: false, ends: false }
    const text = composeMock(turn, input.message, profile, history)
    return answer(cardIds.mock_interview, u, text)
  }
  const readBack = history.some((m) => m.role === 'assistant') ? undefined : readBackLine(memory)
  // A pitch, cold email or LinkedIn note pasted in comes back reviewed, line by line.
  const review = reviewReply(input.message) ?? reviewFollowUp(input.message, history)
  if (review !== undefined) return answer(pastedTextSituation, u, review)
  const confirmed = confirmedStep(input.message, history)
  if (confirmed !== undefined)
    return answer(cardIds.progress_update, u, `Noted: **${confirmed}** is done. Nice work.`)
  const revised = revisionAnswer(u, c)
  if (revised) return revised
  // "How long before I'd make more than 58k?": today's pay against the roles in question.
  const catchUp = composeCatchUp(c)
  if (catchUp !== undefined) return answer(cardIds.salary_by_role, u, catchUp)
  // "Unrelated, but...": read fresh, never as more of the thread or an answer to Becky's question.
  const fresh = changesSubject(u)
  const read = currentReader()?.read(input.message)
  const thread = fresh ? undefined : threadCard(history)
  // The reader sure of another card, the conversation read whole agreeing, leaves the thread.
  const inContext = readInConversation(input.message, history, fresh)
  const likely = guessAfterMenu(inContext, detail)
  const away = readerLeadsAway(u, read, inContext, thread)
  const followUp = fresh ? undefined : followUpAnswer(u, c, freeOnly)
  if (followUp && (away === undefined || followUp.situation === away.id)) return followUp
  if (u.act === 'write') {
    const kind = draftKindOf(u.input.text, thread?.id)
    if (kind)
      return answer(
        // Turning an offer down or countering it is about the offer, whatever card the words find.
        kind.endsWith('_offer') ? draftSituation(kind) : (u.card?.id ?? draftSituation(kind)),
        u,
        composeDraft(kind, profile, memory, draftRequest(u)),
      )
  }
  const lastReply = history.at(-1)?.role === 'assistant' ? (history.at(-1)?.content ?? '') : ''
  const askBack = thread?.askBack ?? ''
  // A bare fact of six words or fewer ("60 days", after care) answers the thread's question.
  const asked = u.input.words <= 6 && input.history.some((m) => m.content.includes(askBack))
  const given =
    fresh || away
      ? undefined
      : (answeredCard(u, lastReply) ?? (asked ? answeredCard(u, askBack) : undefined))
  if (given) return { ...answer(given.id, u, composeGiven(given, c, freeOnly)), act: 'follow_up' }
  const plan = commitmentOf(input.message)
  // A stated plan is a status update, unless it raises trouble ("I'll report him, he shouted").
  if (plan !== undefined && thread && (u.card?.area !== 'triage' || u.signals.length === 0))
    return { ...answer(thread.id, u, composePlan(plan, thread, c)), act: 'status_update' }
  if (away) {
    const unsure = u.confidence < paidStepConfidence || away !== u.card
    const answered = cardAnswer(away, u, c, scoped, freeOnly || unsure, readBack)
    return withReadings(answered, [away, ...u.ranked.map((r) => r.card)])
  }
  // An announced detour the reader places off topic is off topic, whatever stray word matched.
  const offTopic = cardFor(cardIds.off_topic)
  const detour = fresh && u.signals.length === 0
  if (detour && read?.[0]?.label === cardIds.off_topic && offTopic)
    return cardAnswer(offTopic, u, c, scoped, true, undefined)
  if (u.card && !staysOnThread(u, thread, earlier)) {
    const verdict = weighInContext(u, read, inContext, thread)
    if (verdict.kind === 'ask') return askOrGuess(verdict.readings, c, scoped, likely)
    const unsure = u.confidence < paidStepConfidence || verdict.card !== u.card
    const answered = cardAnswer(verdict.card, u, c, scoped, freeOnly || unsure, readBack)
    return withReadings(answered, verdict.readings)
  }
  const appText = appThreadText(u, history)
  const appCard = cardFor(cardIds.app_help)
  if (appText !== undefined && appCard) {
    const scopedApp = { ...scoped, message: appText }
    return cardAnswer(appCard, u, c, scopedApp, freeOnly, undefined)
  }
  // An unclear message, a short one torn with a sibling, or fear of payback stays on the thread.
  if (
    thread &&
    !careGiven.has(thread.id) &&
    !strayLetter(u, thread) &&
    (u.ranked[0]?.card.area !== 'triage' ||
      torn(u, thread) ||
      whatIfOnThread(u, thread) ||
      ventsOnThread(u, thread) ||
      fearsPayback(u, thread))
  ) {
    return { ...answer(thread.id, u, composeAnswer(thread, c, freeOnly)), act: 'follow_up' }
  }
  // Nothing clear from the rules: a sure reader answers (no thread, or the thread); else a menu.
  const verdict = weighInContext(u, read, inContext, thread)
  const sureOfThread = read?.[0]?.label === thread?.id && (read?.[0]?.p ?? 0) >= readerSure
  if (verdict.kind === 'answer' && (!thread || sureOfThread))
    return withReadings(
      cardAnswer(verdict.card, u, c, scoped, true, readBack),
      verdict.readings.map((r) => r.id),
    )
  const found = [...u.ranked.map((r) => r.card), ...verdict.readings]
  const readings =
    found.length >= 2 ? found : [...found, ...fitReadings(u.input.text, found, 2 - found.length)]
  return askOrGuess(readings, c, scoped, likely)
}

/** A second menu in a row loses the person: still torn, the likeliest reading is answered, free. */
function askOrGuess(cards: SituationCard[], c: ComposeContext, input: CoachInput, label = '') {
  // The conversation read whole guesses better than one message's weak rules.
  const best = cardFor(label) ?? cards[0]
  if (!best || !lastMenu(c.history)) return clarifyWith(cards, c.u, c)
  return withReadings(cardAnswer(best, c.u, c, input, true, undefined), cards)
}
