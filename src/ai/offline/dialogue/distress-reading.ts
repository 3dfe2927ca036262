import type { SituationCard } from '../situations'
import type { Understanding } from '../understand'
import { currentReader } from '../reader/shipped-reader'
import { distress } from './distress-words'
import { ownWords } from '../understand/reported-speech'
import { plainWords } from '@/domain/coaching'

/**
 * Whether a message, and a conversation, is in distress. Read three ways: the sign phrases, a
 * feeling said of oneself (composed from the data's frames, softeners and affect words), and the
 * compiled reader's probability on the care cards. Distress is sticky for a conversation until the
 * person moves on to a practical question of their own.
 */

export const plain = (text: string) => plainWords(ownWords(text))

const signs = distress.signs.map((s) => plain(s))
const darkSigns = distress.dark.map((s) => plain(s))
const lossSigns = distress.loss.map((s) => plain(s))
const hopelessSigns = distress.hopeless.map((s) => plain(s))
const moveOnSigns = distress.moveOn.map((s) => plain(s))
const safeSigns = distress.safeSaid.map((s) => plain(s))
const feelingAsks = distress.aboutFeeling.map((s) => plain(s))
const nowSigns = distress.topics
  .filter((topic) => topic.now === true)
  .flatMap((topic) => topic.words.map((w) => plain(w)))

/** Only the cards listed in the data open the mode. */
const opensOn: ReadonlySet<string> = new Set(distress.opensOn)
const heldBack: ReadonlySet<string> = new Set(distress.heldBack)

/** Whether the message says one of the phrases, matched on its plain words. */
const saysOneOf =
  (phrases: readonly string[]) =>
  (message: string): boolean => {
    const text = plain(message)
    return phrases.some((s) => text.includes(s))
  }

const aboutFeeling = saysOneOf(feelingAsks)

/** A death or a loss named: said first, before anything about work. */
export const lossIn = saysOneOf(lossSigns)

/** The person says they are safe ("I'm not going to hurt myself"): heard, and believed. */
export const safeIn = saysOneOf(safeSigns)

export { careReply } from './distress-words'

/** Words of self-harm: the crisis answer comes first, whatever else the message says. */
export function darkIn(message: string): boolean {
  const text = safeSigns.reduce((t, s) => t.replaceAll(s, ' '), plain(message))
  return darkSigns.some((s) => text.includes(s))
}

/** Hopelessness ("I don't see the point of anything"): the crisis line is warranted, gently. */
export const hopelessIn = saysOneOf(hopelessSigns)

/** Something happening as the person types (a panic attack): met with care at once. */
export const happeningNow = saysOneOf(nowSigns)

/** Distress said outright: a sign phrase or dark words, which no card of the message outweighs. */
export function saidOutright(message: string): boolean {
  return saysOneOf(signs)(message) || darkIn(message) || hopelessIn(message)
}

/** A message that speaks of distress in words of its own. */
export function distressIn(message: string, own?: SituationCard): boolean {
  // The reader's soft care reading gives way to a practical card of the message's own: "12 days
  // left and I'm at 40%" on a PIP is a number to work with, not a feeling to meet.
  const practical = own !== undefined && practicalCard(own)
  return saidOutright(message) || feltIn(plain(message)) || (!practical && readAsDistress(message))
}

const alternatives = (phrases: readonly string[]) =>
  [...phrases].sort((a, b) => b.length - a.length).join('|')

/**
 * A feeling said of oneself ("I have been feeling so empty", "everything feels pointless"),
 * composed from a frame, softeners and a word of the affect lexicon rather than listed whole; a
 * word followed by "at", "of" or "before" is about a task ("I'm awful at demos", "anxious
 * before calls"), which the task's card meets; a long letter is left to the cards, as below.
 */
const selfFeeling = new RegExp(
  ` (${alternatives(distress.feeling.frames)})( (${alternatives(distress.feeling.softeners)})){0,2} ((${alternatives(distress.feeling.affect)})|(${alternatives(distress.feeling.worries)})(?! (im|i am|its|it is|thats|that im|theyll|they will|they might|they would|if i|that if i) )) (?!(at|of|about|before|for|to) )`,
)
const feelingEvent = new RegExp(` (${alternatives(distress.feeling.events)}) `)

function feltIn(text: string): boolean {
  if (text.split(' ').filter(Boolean).length > chatWords) return false
  return selfFeeling.test(text) || feelingEvent.test(text)
}

/**
 * The second reader: the sign phrases miss fresh wordings ("I go home drained every day"), so a
 * chat-sized message the compiled reader places on the care cards with this much probability in
 * all counts. A long letter is left to the cards: its story outweighs a tired sentence in it, and
 * the burnout card answers a burnout letter better than care alone.
 */
const careProbability = 0.3
const chatWords = 40
const careCards: ReadonlySet<string> = new Set(distress.readerCards)

function readAsDistress(message: string): boolean {
  if (message.split(/\s+/).filter(Boolean).length > chatWords) return false
  const read = currentReader()?.read(message) ?? []
  const p = read.filter((r) => careCards.has(r.label)).reduce((sum, r) => sum + r.p, 0)
  return p >= careProbability
}

/**
 * A card of the message's own that is a practical topic: not care, small talk or the app's own
 * plan ("so what should I do this week?" in distress asks for help coping, not for a roadmap step).
 */
const ownTopic = (u: Understanding): boolean => u.card !== undefined && practicalCard(u.card)

/** A card with practical advice of its own: not care, small talk, the app or a crisis. */
export function practicalCard(card: SituationCard): boolean {
  return (
    card.area !== 'conversation' &&
    card.area !== 'app' &&
    card.safety !== 'crisis' &&
    !opensOn.has(card.id)
  )
}

function distressed(u: Understanding): boolean {
  // Only the cards listed in the data open the mode: burnout and job fear have threads of their
  // own ("should I quit?").
  const opens = u.card !== undefined && opensOn.has(u.card.id)
  // A feeling read softly (composed, or by the reader) gives way to a card of the message's own:
  // "burnt out on 12 hour shifts, could I get into device sales?" is a switcher's question,
  // answered with a line of care (withCare), not care alone; "I feel like a fraud" is the
  // self-doubt card's, and burnout named outright is the burnout card's.
  const felt = !ownTopic(u) && (feltIn(plain(u.input.text)) || readAsDistress(u.input.text))
  // A crisis message opens the mode too: "washington" after it is no move on to a new topic.
  const crisis = u.signals.includes('self_harm') && !safeIn(u.input.raw)
  return saidOutright(u.input.text) || felt || crisis || (u.signals.includes('distress') && opens)
}

/**
 * A question or a request somewhere in the message ("and the promo, should I still push?"), or a
 * want of the person's own ("I want something better paid").
 */
const asking =
  /\?|(^|[,.;:!]\s+|\b(and|so|but|ok|okay|also|then)\s+)(how|what|should|can|could|would|which|when|where|do|does|is|are|will)\b|\b(help me|give me|tell me|show me)\b|\bi (want|would like|d like|need) (to (get|move|find|switch|change|try|know|learn)|a (new|better|different)|something|more)\b/

const asks = (u: Understanding): boolean => asking.test(u.input.raw.trim().toLowerCase())
const generalAsk =
  / (what (should|do|can|could) i (even |actually |just )?(do|say)( about (work|it|this|that))?|what now|what next|help me|where do i (even )?start|(whats|what is) the first (thing|step)( i should do)?) (now |then |next |this week |today |tomorrow )?(though |then )?(\? )?$/

/** A practical topic the person raised themselves, with no distress in it: distress mode ends. */
function movesOn(u: Understanding): boolean {
  if (distressed(u)) return false
  // "Back to sales", "unrelated, but...", "when I feel more human, how do I...": said outright.
  if (moveOnSigns.some((s) => u.input.text.includes(s))) return true
  // "So what should I do?" asks Becky to go on helping with this, not to change the subject;
  // "is it normal to feel like this?" asks about the feeling itself.
  if (u.followUp !== null || generalAsk.test(u.input.text) || aboutFeeling(u.input.text))
    return false
  // A wish ("I wish I could just paint all day") that some card's words brush against is no
  // question of a new topic: only an ask moves on.
  if (!asks(u)) return false
  if (u.card === undefined || u.card.area === 'conversation')
    return (u.input.text.match(/\S*[a-z0-9]\S*/g) ?? []).length >= 6
  // "What happens to my commission on the deal?" after care asks about money owed: moved on.
  return u.card.area !== 'triage' || u.card.safety === 'legal'
}

/** Whether this turn is answered in distress mode. */
export function inDistress(u: Understanding, earlier: readonly Understanding[]): boolean {
  // A card written for this feeling (burnout, fear for the job) answers the first time itself,
  // unless it is happening now: a panic attack needs breathing, not a plan for tonight. Tears on
  // the card's second turn ("I sat in the car and sobbed", chemo named before) meet care.
  const first = !earlier.some((e) => distressed(e) || e.card?.id === u.card?.id)
  if (u.card?.safety === 'distress' && first && !happeningNow(u.input.raw)) return false
  if (distressed(u)) return true
  const last = earlier.findLastIndex(distressed)
  if (last < 0) return false
  // Moved on in between (a practical question answered as such, or "I'm safe" after a crisis
  // message) ends the mode too. "I'm not going to hurt myself, I'm just so tired" after care
  // without a crisis message answers nothing asked: the care goes on.
  const dark = earlier[last]?.signals.includes('self_harm') === true
  if (earlier.slice(last + 1).some((e) => movesOn(e) || (dark && safeIn(e.input.raw)))) return false
  return !movesOn(u)
}

/** A question or request of the person's own, not "so what should I do?" nor distress said outright. */
export function asksPractical(u: Understanding): boolean {
  return (
    asks(u) &&
    !generalAsk.test(u.input.text) &&
    !aboutFeeling(u.input.text) &&
    !saidOutright(u.input.raw)
  )
}

/**
 * A practical question of the message's own asked while the conversation is in distress ("how do
 * I bring that up with my boss?"): its card answers, with care around it, rather than care alone.
 * Distress said outright in the same message, or "so what should I do?", stays care.
 */
export function asksOwnTopic(u: Understanding): boolean {
  return ownTopic(u) && !heldBack.has(u.card?.id ?? '') && asksPractical(u)
}

/** The reader is this sure of a practical card before a told answer leaves care alone. */
const toldConfidence = 0.8

/**
 * Becky asked in care ("What has been the hardest part of this week?") and the answer names a
 * practical problem outright ("my manager moved my best accounts to the new guy"): an answer to
 * her own question, met on its card with care around, not with care lines about something else.
 */
export function answersCareQuestion(u: Understanding, lastReply: string): boolean {
  // Her question may sit above the reply's closing next step.
  const asked = lastReply.split('\n').some((line) => line.trim().endsWith('?'))
  return (
    asked &&
    ownTopic(u) &&
    !heldBack.has(u.card?.id ?? '') &&
    u.confidence >= toldConfidence &&
    !saidOutright(u.input.raw)
  )
}

/**
 * The first practical question right after turns of distress ("how do I get through tomorrow's
 * call block?" after tears at the desk) moves on, but not so far that care is dropped: it is
 * answered on its card with care around it. Moving on said outright ("anyway", "back to") goes
 * all the way.
 */
export function justMovedOn(u: Understanding, earlier: readonly Understanding[]): boolean {
  const last = earlier.at(-1)
  if (last === undefined || !inDistress(last, earlier.slice(0, -1))) return false
  return asksPractical(u) && !moveOnSigns.some((s) => u.input.text.includes(s))
}
