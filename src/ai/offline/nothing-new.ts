import type { ChatMessage } from '@/domain/coaching'
import type { CoachInput } from '../coach-engine'
import { profileFrom } from './coach-profile'
import { cardAnswer, type OfflineAnswer } from './card-answer'
import { clarifyWith } from './clarify-turn'
import { nextThing, wordsFor } from './compose-script'
import { composeQuit } from './compose-quit'
import { pointToScript, quoteOf, withStillHere, withoutRepeats } from './no-repeat'
import { currentReader } from './reader/shipped-reader'
import { cardFor } from './situations'
import { storyGoesOn, threadCard, understand, type Understanding } from './understand'
import { cardIds } from './situations/card-ids'
import { ineligible } from './understand/eligibility'
import { seedFor } from './variation'
import { pointsBack as reactsTo } from './thread-rules'

/**
 * A reply whose every sentence was said already in this conversation: what Becky says instead of
 * saying it again.
 */

/** Words of quitting said outright, anywhere in the message. */
const quits =
  / ((quit|resign)(ting|ing)?(?! (drinking|smoking|before|alcohol|booze))|walk(ing)? out|my notice|start (interview|look)ing) /

/** How sure the reader must be to answer a new topic where the thread has nothing new. */
const newTopicConfidence = 0.35

/**
 * A question, with its mark or without: "i dont have a degree. does that kill it", and "so what
 * number should I counter with", never told "Got it, that helps".
 */
const askIn =
  /\?|(^|[.!?,;]\s*)((ok|okay|so|and|but|then) )*(what|how|which|where|when|why|who|(does|do|is|are|can|could|should|will|would) (that|it|this|i|they|there)|am i|any way)\b/i

/** Words the person quotes ("she goes 'how will you handle that?'") are someone else's asks. */
const quotedWords = /(^|\s)('[^']*'|"[^"]*"|\u201c[^\u201d]*\u201d)(?=[\s.,!?]|$)/g

export function clarifyAfterRepeat(
  reply: OfflineAnswer,
  input: CoachInput,
  history: readonly ChatMessage[],
): OfflineAnswer {
  // The thread's card has nothing new to say; a confident second reader names what is new.
  const [top] = currentReader()?.read(input.message) ?? []
  const u = understand(input.message)
  // A bare fact of a few words ("about 3 weeks", "miami") gives the reader too little to lead.
  const sure = top !== undefined && top.p >= newTopicConfidence && u.input.words >= 4
  const read = sure ? cardFor(top.label) : undefined
  // The same checks as the rules' cards: "what does that even mean?" names no term to define.
  const card = read && !ineligible(read, u.entities, u.input.text, u.signals) ? read : undefined
  const profile = profileFrom(input.context)
  const memory = input.context.memory
  const c = { u, profile, history, memory, seed: seedFor(input.message, history) }
  // No new topic: a follow-up ("how do I even say that to him?"), a message whose own words find
  // the thread's card ("is it ok to ask for more time off?" after a loss), a short reaction
  // ("that's not fair, right?") or a short answer to Becky's question back ("my manager
  // doesn't know") all point back at the thread, whatever card their few words find.
  // "Ok whats next" answered on the roadmap with nothing new: the conversation's own thread goes on.
  const onThread = reply.situation === cardIds.roadmap_next_step ? threadCard(history) : undefined
  const thread = onThread ?? cardFor(reply.situation)
  const goesOn = answersBack(u, history) || storyGoesOn(u)
  const pointsBack = u.followUp !== null || u.card?.id === reply.situation || reactsTo(u) || goesOn
  if (card && card.id !== reply.situation && card.area !== 'conversation' && !pointsBack) {
    const fresh = cardAnswer(card, u, c, { ...input, history }, true, undefined)
    const text = withoutRepeats(fresh.text, input.history)
    if (text !== undefined) return { ...fresh, text }
  }
  // Nothing new on the thread, and the person now speaks of quitting ("I'm livid, thinking about
  // quitting or pulling the director aside"): whether to quit, and not in the heat of it.
  const quitting = quits.test(u.input.text)
    ? withoutRepeats(composeQuit(cardFor(reply.situation), c), input.history)
    : undefined
  if (quitting !== undefined) return { ...reply, text: quitting }
  // Nothing new to explain on the thread and the person asks how to go on: what to say, worded,
  // moves them on further than asking them to explain again. A statement ("but my manager is the
  // reason") is still heard out first.
  const asksHow =
    u.act === 'how_to' ||
    u.followUp === 'what_to_say' ||
    u.act === 'write' ||
    askIn.test(input.message.replace(quotedWords, ''))
  // Told something ("my manager doesn't know" after a divorce, "the cfo signs" after a kickback ask)
  // and nothing new is left: the thread's words to use are the most useful thing, not "Got it".
  const offersWords = asksHow || thread?.script !== undefined
  const wordsCard = offersWords && thread && thread.area !== 'conversation' ? thread : undefined
  const words = wordsCard && wordsFor(wordsCard, input.message)
  const script = words === undefined ? undefined : withoutRepeats(words, input.history)
  if (script !== undefined) return { ...reply, text: script }
  // Words asked for again come soon after they were given; three replies on, "what do I say at
  // the top of the meeting?" asks for a new moment, which the old words do not fit.
  const recent = history.filter((m) => m.role === 'assistant').slice(-2)
  const quote = words === undefined ? '' : quoteOf(words)
  const given = quote !== '' && recent.some((m) => m.content.includes(quote))
  const pointer = given && words !== undefined ? pointToScript(words) : undefined
  if (asksHow && pointer !== undefined && withoutRepeats(pointer, input.history) !== undefined)
    return { ...reply, text: pointer }
  // A question the thread cannot answer again ("what will my quota be like" after the new-job
  // card said it all): the reader's other readings (p >= 0.08), offered, beat "I do not want to
  // repeat myself". Not for a follow-up ("can you write it for me?"): it points at the thread.
  const others = (currentReader()?.read(input.message) ?? [])
    .filter((r) => r.p >= 0.08 && r.label !== reply.situation)
    .flatMap((r) => cardFor(r.label) ?? [])
    .filter((o) => o.area !== 'conversation' && !ineligible(o, u.entities, u.input.text, u.signals))
  const menu = asksHow && others.length >= 2 && !u.followUp ? clarifyWith(others, u, c) : undefined
  if (menu && withoutRepeats(menu.text, input.history) !== undefined) return menu
  // Else the one thing to do next (the card's practice); only then a holding line.
  const next = wordsCard && withoutRepeats(nextThing(wordsCard), input.history)
  return { ...reply, text: next ?? withStillHere(reply.text, input.history, !asksHow) }
}

const questionOpening =
  /^\s*((ok|okay|so|and|but|then|also) )*(is|are|am|can|could|would|will|do|does|did|what|how|which|where|when|why|who)\b/i

/** Words of a short reply that answers Becky's question back rather than raising a topic. */
const answerWords = 8

/**
 * A short reply right after Becky asked something (a card's question back, or care's "who could
 * you talk to?"). A question of its own ("and if my current company counters?", "is 34 too old to
 * start") is no answer, with or without its mark; "should I tell my boss" asks about the thread's
 * next move.
 */
function answersBack(u: Understanding, history: readonly ChatMessage[]): boolean {
  const last = history.at(-1)
  if (last?.role !== 'assistant') return false
  if (u.input.words > answerWords || u.input.raw.includes('?') || questionOpening.test(u.input.raw))
    return false
  return last.content.split('\n').some((line) => line.trim().endsWith('?'))
}
