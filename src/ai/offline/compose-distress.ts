import type { ChatMessage } from '@/domain/coaching'
import distress from './data/distress.json'
import type { Understanding } from './understand'
import { hashText } from './variation'
import { currentReader } from './reader/shipped-reader'

/**
 * Distress is sticky for a conversation: once someone says they are at the end of their rope, the
 * following turns ("I haven't slept", "my manager said sales isn't for me", "so what should I
 * do?") are answered as care, not as quota maths or a paid step, until the person moves on to a
 * practical topic of their own. What Becky says lives in data/distress.json.
 */

function plain(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')} `
}

const signs = distress.signs.map((s) => plain(s))
const darkSigns = distress.dark.map((s) => plain(s))
const lossSigns = distress.loss.map((s) => plain(s))
const moveOnSigns = distress.moveOn.map((s) => plain(s))

/** A death or a loss named: said first, before anything about work. */
export function lossIn(message: string): boolean {
  const text = plain(message)
  return lossSigns.some((s) => text.includes(s))
}

/** A message that speaks of distress in words of its own. */
export function distressIn(message: string): boolean {
  const text = plain(message)
  return (
    signs.some((s) => text.includes(s)) ||
    feltIn(text) ||
    darkIn(message) ||
    readAsDistress(message)
  )
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
  ` (${alternatives(distress.feeling.frames)})( (${alternatives(distress.feeling.softeners)})){0,2} (${alternatives(distress.feeling.affect)}) (?!(at|of|about|before|for|to) )`,
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

/** Words of self-harm: the crisis answer comes first, whatever else the message says. */
export function darkIn(message: string): boolean {
  const text = plain(message)
  return darkSigns.some((s) => text.includes(s))
}

function distressed(u: Understanding): boolean {
  // Only the cards listed in the data open the mode: burnout and job fear have threads of their
  // own ("should I quit?").
  const opens = u.card !== undefined && distress.opensOn.includes(u.card.id)
  const text = plain(u.input.text)
  const said = signs.some((s) => text.includes(s)) || darkIn(u.input.text)
  // A feeling read softly (composed, or by the reader) gives way to a card of the message's own:
  // "burnt out on 12 hour shifts, could I get into device sales?" is a switcher's question,
  // answered with a line of care (withCare), not care alone; "I feel like a fraud" is the
  // self-doubt card's, and burnout named outright is the burnout card's.
  const card = u.card
  const ownTopic =
    card !== undefined &&
    card.area !== 'conversation' &&
    card.safety !== 'crisis' &&
    !distress.opensOn.includes(card.id)
  const felt = !ownTopic && (feltIn(text) || readAsDistress(u.input.text))
  return said || felt || (u.signals.includes('distress') && opens)
}

const practicalAsk = /\?|^(how|what|should|can|could|would|which|when|where|do|does|is|are)\b/
const generalAsk =
  / (what (should|do|can|could) i (do|say)|what now|what next|what do i do now|help me) (now |then |next )?\?? $/

/** A practical topic the person raised themselves, with no distress in it: distress mode ends. */
function movesOn(u: Understanding): boolean {
  if (distressed(u)) return false
  // "Back to sales", "unrelated, but...", "when I feel more human, how do I...": said outright.
  if (moveOnSigns.some((s) => u.input.text.includes(s))) return true
  // "So what should I do?" asks Becky to go on helping with this, not to change the subject.
  if (u.followUp !== null || generalAsk.test(u.input.text)) return false
  const words = u.input.text
    .trim()
    .split(' ')
    .filter((w) => /[a-z0-9]/.test(w)).length
  const asks = practicalAsk.test(u.input.text.trim()) && words >= 6
  if (u.card === undefined || u.card.area === 'conversation') return asks
  return u.card.area !== 'triage'
}

/** Whether this turn is answered in distress mode. */
export function inDistress(u: Understanding, earlier: readonly Understanding[]): boolean {
  // A card written for this feeling (burnout, fear for the job) answers the first time itself.
  if (u.card?.safety === 'distress' && !earlier.some(distressed)) return false
  if (distressed(u)) return true
  const last = earlier.findLastIndex(distressed)
  if (last < 0) return false
  // Moved on in between (a practical question answered as such) ends the mode too.
  if (earlier.slice(last + 1).some(movesOn)) return false
  return !movesOn(u)
}

function said(history: readonly ChatMessage[]): string {
  return history
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content)
    .join('\n')
}

function fresh(lines: readonly string[], before: string, seed: number): string | undefined {
  const unsaid = lines.filter((line) => !before.includes(line))
  if (unsaid.length === 0) return undefined
  return unsaid[seed % unsaid.length]
}

const has = (text: string, words: RegExp) => words.test(text)

export function composeDistress(
  u: Understanding,
  history: readonly ChatMessage[],
  name: string | undefined,
): string {
  const before = said(history)
  const text = u.input.text
  const seed = hashText(text)
  const topical: (string | undefined)[] = []
  if (has(text, /\b(sleep|slept|sleeping|awake|insomnia|tired|exhausted)\b/))
    topical.push(fresh(distress.sleep, before, seed))
  if (has(text, /\b(manager|boss|vp|director|he said|she said|told me)\b/))
    topical.push(fresh(distress.manager, before, seed))
  if (has(text, /\b(failure|failing|quota|number|target|missed)\b/))
    topical.push(fresh(distress.failure, before, seed))
  const asksWhat = /\b(what (should|do|can) i|what now|help|do this week|what next)\b/.test(text)
  const dark = u.signals.includes('self_harm') || darkIn(text)
  const ack = lossIn(text)
    ? fresh(distress.lossAcknowledge, before, seed)
    : fresh(distress.acknowledge, before, seed)
  const lines = [
    ack === undefined ? undefined : name === undefined ? ack : `${name}, ${lowerFirst(ack)}`,
    ...topical,
    asksWhat || topical.length === 0 ? fresh(distress.step, before, seed) : undefined,
    fresh(distress.support, before, seed + 1),
    dark && !before.includes(distress.crisis) ? distress.crisis : undefined,
    fresh(distress.askBack, before, seed + 2) ?? distress.moveOnLead,
  ]
  return lines.filter((l): l is string => l !== undefined).join('\n\n')
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/**
 * A practical answer (a PIP, a layoff, fear for the job) to a message with distress in its own
 * words ("I cried in my car") still says where to find support, once per conversation's lines;
 * a loss named comes first.
 */
export function withCare(reply: string, message: string, history: readonly ChatMessage[]): string {
  const before = said(history)
  const seed = hashText(message)
  const loss = lossIn(message) ? fresh(distress.lossAcknowledge, before, seed) : undefined
  const care = distressIn(message) ? fresh(distress.support, before, seed + 1) : undefined
  return [loss, reply, care].filter((l): l is string => l !== undefined).join('\n\n')
}
