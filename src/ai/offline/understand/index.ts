import { offeredReadings, type ChatMessage } from '@/domain/coaching'
import { situationCards, type SituationCard } from '../situations'
import { confidenceOf, isConfident, rankSituations, type Ranked } from './classify'
import { dialogueAct, type DialogueAct } from './dialogue-act'
import { clauseBonus, clauseTexts, sentencesOf } from './clauses'
import { commitmentOf } from './commitment'
import { entitiesOf } from './entities'
import { feelingOf } from './feeling'
import { followUpKind, offerThreads } from './follow-up'
import { normalise } from './normalise'
import { explainerAside, fearsPayback, payTalkInDispute } from './dispute-turns'
import { triage } from './triage'
import { letterWords, newTopicScore, threadTurnWords } from './score-levels'
import { cardIds } from '../situations/card-ids'
import { replyCard } from '../dialogue/reply-card'
import { holdsThread } from '../dialogue/holding-lines'
import { careReply } from '../dialogue/distress-words'
import { readerHolds, readerLeads } from './reader-backing'

export type { DialogueAct } from './dialogue-act'
export type { Entities } from './entities'
export type { Feeling } from './feeling'
export type { FollowUpKind } from './follow-up'
export { offerThreads } from './follow-up'
export type { Signal } from './triage'
export { fearsPayback, payTalkInDispute } from './dispute-turns'

import type { Understanding } from './understanding-types'
import subjectChange from '../data/subject-change.json' with { type: 'json' }
export type { Understanding } from './understanding-types'

/** Above this many words, the sentences that ask something count twice: backstory counts once. */
const longMessageWords = 25
const askingSentence =
  /\?|^(how|what|should|can|could|is|are|do|does|would|which|when|why|where|any advice|thoughts|advice|help)\b/i

/** Words quoted in a story ("I open with 'how are you today?'") ask nothing of Becky. */
const quoted = /(^|\s)["'\u201c\u2018][^"'\u201d\u2019]+["'\u201d\u2019](?=\s|[.,!?]|$)/g

/** The asking part of a long post (its questions, else its last sentence), normalised; '' if short. */
export function focusOf(message: string, words: number): string {
  if (words <= longMessageWords) return ''
  const sentences = sentencesOf(message)
  const chosen = sentences.flatMap((sentence, i) => {
    if (!askingSentence.test(sentence.replace(quoted, ' '))) return []
    // "Do you have any thoughts?" names no topic: the sentence before it does.
    const before = genericAsk.test(sentence) ? sentences[i - 1] : undefined
    return before === undefined ? [sentence] : [before, sentence]
  })
  return normalise((chosen.length > 0 ? chosen : sentences.slice(-1)).join(' ')).text
}

/** An ask that carries no topic of its own. */
const genericAsk =
  /^(do you have any |any )?(thoughts|advice|ideas|suggestions|help|tips|input)\b|^(what|how) (do|would) you (think|suggest|advise|recommend)\b|^(please help|what should i do|what do i do|what now)\b/i

/** Words that point back at what was just discussed: "say it", "word that", "tell them this". */
const refersBack =
  / (say|word|phrase|put|write) (it|that|this) | tell (him|her|them) (that|this|it) /

/** A follow-up phrase ("how long will that take?") yields only to a topic this clear. */
const strongTopicScore = 6

/** Cards that follow-up words match on their own; a follow-up overrides them. */
export const followUpCards: ReadonlySet<string> = new Set([
  cardIds.roadmap_next_step,
  cardIds.progress_update,
  cardIds.thanks,
])

/**
 * Every turn re-reads the earlier user messages to find the thread, so results are kept for the
 * most recent messages. Safe because understanding is pure and nothing mutates its result.
 */
const cacheSize = 64
const cache = new Map<string, Understanding>()

/**
 * A long letter gets its best reading answered rather than "Do you mean ...?": someone who wrote
 * a paragraph has told all they are going to, and the reply names the runner-up in a line of its
 * own (compose-second.ts). A short message with no clear reading still gets the question.
 */
export function storyReading(ranked: readonly Ranked[], words: number): boolean {
  const best = ranked[0]
  return words > letterWords && best !== undefined && best.card.area !== 'conversation'
}

/** normalise -> triage -> dialogue act -> entities -> situation -> confidence. Pure. */
export function understand(message: string): Understanding {
  const hit = cache.get(message)
  if (hit) return hit
  const fresh = understandFresh(message)
  if (cache.size >= cacheSize) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(message, fresh)
  return fresh
}

/** normalise -> triage -> dialogue act -> entities -> situation -> confidence. Pure. */
function understandFresh(message: string): Understanding {
  const input = normalise(message)
  const texts = clauseTexts(message)
  const signals = triage(input.text, texts)
  const followUp = followUpKind(input.text, input.words)
  const spoken = dialogueAct(input.text)
  const entities = entitiesOf(input.text)
  const focus = focusOf(message, input.words)
  // "Thanks! now what" asks: the thanks yields to the follow-up as to any other ask ("thanks,
  // I'll try that" is a plan, and keeps its thanks).
  const asks = followUp && followUp !== 'will_do' && spoken === 'other' ? 'follow_up' : spoken
  const clauses = clauseBonus(message, texts)
  const ranked = rankSituations(input.text, focus, signals, asks, entities, clauses)
  const confident = isConfident(ranked) || storyReading(ranked, input.words)
  const best = confident ? ranked[0]?.card : undefined
  const weak = (ranked[0]?.score ?? 0) < strongTopicScore
  // "What should I say on a cold call?" names its own topic; only a bare "what do I say to him?"
  // asks for the words of the thread.
  // "How do I say it to the recruiter?" asks for the words of the thread's "it", whatever card
  // "recruiter" finds.
  const ownTopic =
    followUp === 'what_to_say' ? best !== undefined && !refersBack.test(input.text) : !weak
  // "Should I quit?" finds the tenure card on its own; inside a conversation it asks about that.
  const quitAlone = followUp === 'quit' && best?.id === cardIds.job_hopping
  const threaded =
    followUp !== null &&
    followUp !== 'will_do' &&
    (!best || !ownTopic || followUpCards.has(best.id) || quitAlone)
  const act: DialogueAct = threaded ? 'follow_up' : spoken
  const feeling = feelingOf(input.text)
  return {
    input,
    signals,
    act,
    entities,
    ranked,
    ...(best ? { card: best } : {}),
    confidence: confidenceOf(ranked),
    followUp,
    ...(feeling ? { feeling } : {}),
  }
}

/**
 * The situation the conversation is on, re-derived from the history (deterministic, no stored
 * state): each user message with a clear card of its own moves the thread there, except
 * follow-ups, stated plans, the story going on ("he said ..."), answers to Becky's question back
 * and short turns that read as much like the thread as like anything else.
 */
export function threadCard(history: readonly ChatMessage[]): SituationCard | undefined {
  let thread: SituationCard | undefined
  let previous = ''
  history.forEach((message, i) => {
    if (message.role !== 'user') {
      previous = message.content
      return
    }
    // The card Becky answered this turn on, read back from her reply: where the reader placed a
    // turn or a reading was picked, it differs from what the rules make of the words alone.
    const next = history[i + 1]
    const replied = next?.role === 'assistant' ? replyCard(next.content) : undefined
    // "Got it, that helps" was said on the thread: "I had the highest attainment, 127%" after
    // being passed over goes on with the promotion, though its words find quota attainment.
    if (thread !== undefined && next?.role === 'assistant' && holdsThread(next.content)) return
    const u = understand(message.content)
    const answered = answeredCard(u, previous)
    previous = ''
    // An answer to care's question ("after 3 years" inside a PIP) keeps the event's thread.
    if (answered && (answered !== distressCard || thread?.area !== 'triage')) thread = answered
    if (answered) return
    const card = u.card
    // A follow-up stays on the thread, unless Becky answered it on the message's own card ("how
    // long until I earn what I do now?" after a pay answer, answered on the path to AE).
    if (u.followUp !== null || commitmentOf(message.content) !== undefined) {
      if (replied !== undefined && replied.id === card?.id) thread = replied
      // "Which one would you take?" after an aside on the equity goes back to the two offers.
      if (u.followUp === 'pick' && card !== undefined && offerThreads.has(card.id)) thread = card
      return
    }
    if (!card) {
      thread = replied ?? thread
      return
    }
    if (storyGoesOn(u) || (thread !== undefined && tiesThread(u, thread))) return
    // "I have proof in the CRM" inside a dispute over leads is more of the dispute, not CRM tools.
    if (thread?.area === 'triage' && asideInTrouble(u, card)) return
    if (fearsPayback(u, thread) || payTalkInDispute(u, thread)) return
    if (explainerAside(u, thread)) return
    // The card Becky answered on decides: "my manager keeps changing my targets" has the app's
    // words ("change my target") but was answered as a manager problem, which is the thread.
    // A reply read back as no card leaves the thread unless the words name a new topic with
    // confidence ("compared to my RN pay?" in a nurse's switch is a weak cue, not a thread).
    const weak = u.confidence < weakReading && card.safety === undefined
    if (replied === undefined && thread !== undefined && weak) return
    // A turn Becky asked about goes on with the menu's first reading when the reader leads it
    // ("interviewing while employed, did you hit quota": the interview). A first option the
    // reader does not lead is only a question: taken as the thread, it carried a misreading
    // through the talk (a reseller's quarrel with a vendor went on as missed quota).
    const [guess] = next?.role === 'assistant' ? offeredReadings(next.content) : []
    const guessed = situationCards.find((c) => c.title === guess)
    if (replied === undefined && guess !== undefined && !readerLeads(message.content, guessed))
      return
    const own = replied ?? guessed ?? card
    // The crisis answer is an interruption, said once: the thread stays what the talk is about.
    if (own.area === 'conversation' || own.area === 'app' || own.safety === 'crisis') return
    // Care inside an event's thread (a client who groped her, a PIP) keeps that thread.
    const care = own === distressCard || (replied === undefined && careReply(next?.content ?? ''))
    if (care && thread?.area === 'triage' && thread !== distressCard) return
    // Care over a card the reader does not back ("key accounts" in her story) is care's thread.
    thread = care && !readerHolds(message.content, own) ? distressCard : own
  })
  return thread
}

const distressCard = situationCards.find((c) => c.id === cardIds.distress_general)
/** Below this confidence the rules' card of a turn whose reply reads back as none keeps the thread. */
const weakReading = 0.6

/** A short turn with no signal and no strong topic of its own, while trouble at work is on. */
export function asideInTrouble(u: Understanding, card: SituationCard): boolean {
  return (
    card.area !== 'triage' &&
    u.signals.length === 0 &&
    u.input.words <= threadTurnWords &&
    (u.ranked[0]?.score ?? 0) < newTopicScore
  )
}

/** A short turn whose reading is at least as much the thread's card as any other. */
export function tiesThread(u: Understanding, thread: SituationCard): boolean {
  const own = u.ranked.find((r) => r.card.id === thread.id)?.score ?? 0
  return u.input.words <= storyTurnWords && own > 0 && own >= (u.ranked[0]?.score ?? 0)
}

const storyTurnWords = 20
const storyOpening =
  /^ (he|she|they|my (wife|husband|partner|girlfriend|boyfriend|mom|dad|mum|friend|sister|brother)) (said|says|thinks|told|tells|wants|wanted|keeps|insists|insisted|offered|countered|came back with|was|is|has|had|didnt|doesnt) /

/** "He said everyone does it": the person in the story speaking again continues the story. */
export function storyGoesOn(u: Understanding): boolean {
  // "They told me there will be a 'sell me this pen' exercise" names its own topic as strongly as
  // a message can (several cues of one card): the story turns to it.
  const ownTopic = (u.ranked[0]?.score ?? 0) >= 2 * strongTopicScore
  return u.input.words <= storyTurnWords && storyOpening.test(u.input.text) && !ownTopic
}

/** Cards a bare figure finds on its own: "12 meetings", "80 dials", "$70K base". */
const figureCards: ReadonlySet<string> = new Set([
  cardIds.meetings_per_month,
  cardIds.activity_metrics,
  cardIds.salary_by_role,
  cardIds.pay_structure,
])

const weakTopic = (u: Understanding): boolean => (u.ranked[0]?.score ?? 0) < strongTopicScore

/** Past this many words a reply to a question back is a new message, not an answer. */
const answerWords = 20

/**
 * "30 days, 12 meetings, I usually do 5" right after "What exactly does the PIP ask you to hit?":
 * a short reply with figures to Becky's question back answers that card; it opens no topic of
 * its own, though "12 meetings" alone would read as a meetings question. A new event ("they
 * fired me today") still starts a new thread.
 */
export function answeredCard(u: Understanding, previous: string): SituationCard | undefined {
  const card = situationCards.find((c) => c.askBack !== undefined && previous.includes(c.askBack))
  if (!card || u.input.words > answerWords || u.signals.length > 0 || u.followUp !== null)
    return undefined
  // "I will apply to 5 jobs this week" is a plan, with figures of its own.
  if (commitmentOf(u.input.raw) !== undefined) return undefined
  if (u.card?.area === 'triage' && u.card.id !== card.id) return undefined
  // A clear topic of its own ("it pays 10k less base but the quota is lower" after burnout) is
  // no answer, unless it is what figures alone look like ("12 meetings").
  const own = u.card?.id
  if (own !== undefined && own !== card.id && !figureCards.has(own) && !weakTopic(u))
    return undefined
  const figures = u.entities.numbers.length > 0 || /\d/.test(u.input.text)
  return figures ? card : undefined
}

export type { Ranked } from './classify'
export { minScore } from './classify'
export { contentStems } from './word-model'
export { wordWeight } from './situation-words'
export { oteIn, payOffersIn, quotaIn, type PayOffer } from './pay-figures'
export { normalise } from './normalise'
export { attainmentGapOf, attainmentProgressOf, targetGapOf, type TargetGap } from './target-gap'
export { lastPlan, lastSuggestedStep } from './said-steps'

const subjectChanges = subjectChange.phrases.map((p) => ` ${p} `)
const openers = subjectChange.openers.map((p) => ` ${p} `)

/** "Unrelated, but...", "back to sales:": the person leaves the thread on purpose. */
export function changesSubject(u: Understanding): boolean {
  const text = u.input.text
  return subjectChanges.some((p) => text.includes(p)) || openers.some((p) => text.startsWith(p))
}
