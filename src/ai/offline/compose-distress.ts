import type { ChatMessage } from '@/domain/coaching'
import type { CoachInput } from '../coach-engine'
import type { Understanding } from './understand'
import { hashText } from './variation'
import { lowerFirst } from './reply-parts'
import { cardIds } from './situations/card-ids'
import { distress } from './dialogue/distress-words'
import {
  darkIn,
  distressIn,
  hopelessIn,
  lossIn,
  plain,
  safeIn,
  saidOutright,
} from './dialogue/distress-reading'

/**
 * What Becky says in distress: care alone while the conversation stays there ("I haven't slept",
 * "my manager said sales isn't for me", "so what should I do?"), and care around a practical
 * answer otherwise. The lines live in data/distress.json; when a turn is in distress is read in
 * dialogue/distress-reading.ts.
 */

function said(history: readonly ChatMessage[]): string {
  return history
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content)
    .join('\n')
}

function fresh(lines: readonly string[], before: string, seed: number): string | undefined {
  const unsaid = lines.filter((line) => !before.includes(line))
  return unsaid.length === 0 ? undefined : unsaid[seed % unsaid.length]
}

/** At most this many lines about what the message speaks of, so care stays short. */
const topicLines = 2

const spacedAll = (words: readonly string[]) => words.map((w) => ` ${plain(w).trim()} `)

const topicWords = distress.topics.map((topic) => ({
  topic,
  words: spacedAll(topic.words),
  context: topic.inConversation === undefined ? undefined : spacedAll(topic.inConversation),
}))

/**
 * The topics a message speaks of, in the data's order (now first); one that replaces another
 * wins. `told` is what the person said earlier, for topics that need the conversation.
 */
function topicsOf(text: string, told: string) {
  const spaced = plain(text)
  const earlier = plain(`${told} ${text}`)
  const found = topicWords
    .filter(({ words }) => words.some((w) => spaced.includes(w)))
    .filter(({ context }) => context === undefined || context.some((w) => earlier.includes(w)))
    .map(({ topic }) => topic)
  const replaced = new Set(found.map((t) => t.replaces))
  // What is happening now (a panic attack) comes before what the message is about (the calls).
  const first = (t: (typeof found)[number]) => (t.now === true ? 0 : 1)
  return found.filter((t) => !replaced.has(t.id)).sort((a, b) => first(a) - first(b))
}

/** Everything the person said earlier in the conversation, for topics that need it. */
function toldBefore(history: readonly ChatMessage[]): string {
  return history
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join(' ')
}

/**
 * Whether care itself has the answer: a topic marked so in the data ("what if it happens again
 * on my demo?" after a panic attack on a call) is answered in care, not on the card its words
 * find (demos, cold email).
 */
export function answersInCare(text: string, history: readonly ChatMessage[]): boolean {
  const told = toldBefore(history)
  const distressBefore = history.some((m) => m.role === 'user' && distressIn(m.content))
  const earlier = plain(told)
  return topicsOf(text, told).some((topic) =>
    distressBefore
      ? topic.answersTheTurn === true
      : spacedAll(topic.answersWithout ?? []).some((w) => earlier.includes(w)),
  )
}

export function composeDistress(
  u: Understanding,
  history: readonly ChatMessage[],
  name: string | undefined,
): string {
  const before = said(history)
  const text = u.input.text
  const seed = hashText(text)
  // "Ok thanks, I'll try to sleep" closes the conversation for tonight: a warm goodbye, not
  // another round of care and a question back; "thanks. I don't know if I can keep doing this"
  // says distress in the same breath and is met with care.
  const goodbye =
    u.card?.id === cardIds.thanks && !saidOutright(u.input.raw)
      ? fresh(distress.goodbye, before, seed)
      : undefined
  if (goodbye !== undefined) return name === undefined ? goodbye : `${name}, ${lowerFirst(goodbye)}`
  const topics = topicsOf(text, toldBefore(history))
  const light = topics.length > 0 && topics.every((topic) => topic.light === true)
  const topical = topics
    .map((topic) => fresh(topic.lines, before, seed))
    .filter((line) => line !== undefined)
    .slice(0, topicLines)
  const asksWhat =
    /\b(what (should|do|can) i|what now|help|do this week|what next|where do i|first thing)\b/.test(
      text,
    )
  const safe = safeIn(u.input.raw) && !before.includes(distress.safeHeard)
  const dark = !safe && (u.signals.includes('self_harm') || darkIn(text) || hopelessIn(text))
  const ack = lossIn(text)
    ? fresh(distress.lossAcknowledge, before, seed)
    : fresh(distress.acknowledge, before, seed)
  const lines = [
    ack === undefined ? undefined : name === undefined ? ack : `${name}, ${lowerFirst(ack)}`,
    safe ? distress.safeHeard : undefined,
    ...topical,
    asksWhat || topical.length === 0 ? fresh(distress.step, before, seed) : undefined,
    fresh(light && !dark ? distress.supportLight : distress.support, before, seed + 1),
    dark && !before.includes(distress.crisis) ? distress.crisis : undefined,
    fresh(distress.askBack, before, seed + 2) ?? distress.moveOnLead,
  ]
  return lines.filter((l): l is string => l !== undefined).join('\n\n')
}

const acknowledgedWords = new RegExp(`\\b(${distress.acknowledged.join('|')})`, 'i')

/** Whether a reply's opening paragraph already meets the feeling. */
const opensWithCare = (reply: string): boolean => acknowledgedWords.test(reply.split('\n')[0] ?? '')

/**
 * A practical answer given in distress: to a message with distress in its own words ("I cried in
 * my car"), to a practical question asked while the conversation is in distress (`sticky`), or to
 * a hard event's card (a layoff, a PIP) the first time support comes up. It meets the feeling
 * first (unless the card's opening already does; a loss named comes before anything) and says
 * where to find support after, never a line the conversation has already had.
 */
export function withCare(
  reply: string,
  message: string,
  history: readonly ChatMessage[],
  o: { sticky: boolean; hardEvent: boolean; own?: Understanding['card'] },
): string {
  const before = said(history)
  const seed = hashText(message)
  const felt = o.sticky || distressIn(message, o.own)
  const supportSaid = distress.support.some((line) => before.includes(line))
  // A reply that already opens on the family ("Your family and your health come before any
  // number") is not given a second sorry on top; a PIP's "it is normal to feel shaken" is.
  const loss =
    lossIn(message) && !/\b(loss|grief|family)\b/i.test(reply.split('\n')[0] ?? '')
      ? fresh(distress.lossAcknowledge, before, seed)
      : undefined
  const ack =
    felt && loss === undefined && !opensWithCare(reply)
      ? fresh(distress.answerAcknowledge, before, seed)
      : undefined
  const care =
    felt || (o.hardEvent && !supportSaid) ? fresh(distress.support, before, seed + 1) : undefined
  return [loss ?? ack, beforeNextStep(reply, care)]
    .filter((l): l is string => l !== undefined)
    .join('\n\n')
}

const nextStepLine = /\n+(?=\*\*Next step:\*\*)/

/** Support comes before the reply's closing next step, which stays the last thing to do. */
function beforeNextStep(reply: string, care: string | undefined): string {
  if (care === undefined) return reply
  const at = reply.search(nextStepLine)
  if (at < 0) return `${reply}\n\n${care}`
  return `${reply.slice(0, at)}\n\n${care}${reply.slice(at)}`
}

/**
 * After the crisis answer, the next reply without a crisis line of its own checks in once, unless
 * the person has said they are safe: "anyway, should I look outside?" answers no "are you safe?".
 */
export function withCheckIn(text: string, given: CoachInput, crisis: string): string {
  const at = given.history.findLastIndex((m) => m.content.includes(crisis))
  const later = [...given.history.slice(at + 1).map((m) => m.content), given.message]
  const done = at < 0 || later.some(safeIn) || said(given.history).includes(distress.crisisCheckIn)
  return done || text.includes('988') ? text : `${distress.crisisCheckIn}\n\n${text}`
}
