import type { ChatMessage, CoachingMemory } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import { askIntros, leads, pointIntros, progressMarker } from './compose-answer'
import { nextStepLabel } from './reply-parts'
import { normalise } from './understand'
import {
  draftKindOf,
  draftQuote,
  factsOf,
  type DraftKind,
  type DraftRequest,
} from './compose-drafts'
import { draftKinds } from './draft-table'
import { draftLabel, shortDraft, toneTip, withTone, type Tone } from './draft-variants'

/**
 * "Make it shorter", "more casual", "more formal" after a draft: the same draft again, revised,
 * rather than the advice about drafts the words would otherwise find.
 */
export type Revision = 'shorter' | Tone

/** Past this many words a sentence asks something of its own, not a revision. */
const revisionWords = 16
/** LinkedIn's limit for the note on a connection request. */
const connectionNoteLimit = 300

/**
 * The revision asked, and the sentence that asks it: "ok thats too long, i will not remember that
 * under pressure. make it shorter" asks it in a sentence of its own, whatever else is said.
 */
export function revisionOf(raw: string): { revision: Revision; ask: string } | undefined {
  for (const sentence of raw.split(/(?<=[.!?])\s+/)) {
    const ask = normalise(sentence).text
    if (ask.trim().split(' ').length > revisionWords) continue
    const revision = revisionIn(ask)
    if (revision !== undefined) return { revision, ask }
  }
  return undefined
}

function revisionIn(text: string): Revision | undefined {
  if (/ less casual | (more )?(formal|professional) /.test(text) && !/ less formal /.test(text))
    return 'formal'
  return casualAsk.test(text) ? 'casual' : shorterAsk.test(text) ? 'shorter' : undefined
}

const casualAsk =
  / (more )?casual | less formal | friendlier | more friendly | more relaxed | less stiff /
const shorterAsk =
  / (shorter|shorten|trim|too long|concise|briefer|less wordy|fewer words|cut it down|condense|tighten it|tldr|tl dr|summari[sz]e( it| that)?|in one sentence|short version) /

/** Paragraphs of a reply that only frame it: the progress line, intros, a question back, a step. */
function framing(paragraph: string): boolean {
  const openers = [progressMarker, nextStepLabel, ...pointIntros, ...askIntros]
  return openers.some((opener) => paragraph.startsWith(opener))
}

/**
 * "Too long, make it shorter" after an ordinary reply: its answer in one paragraph and the one
 * thing to do, from the reply itself, so nothing new is claimed.
 */
export function composeGist(history: readonly ChatMessage[], ask = ''): string | undefined {
  const reply = history.at(-1)
  if (reply?.role !== 'assistant') return undefined
  const parts = reply.content.split('\n\n').map((p) => p.trim())
  const words = shorterWords(parts) ?? (namesWords.test(ask) ? earlierWords(history) : undefined)
  if (words !== undefined) return words
  // The answer is the longest of the opening paragraphs: the feeling named before it is short.
  const candidates = parts
    .filter((p) => !p.startsWith('- ') && !p.startsWith('>') && !p.startsWith('**') && !framing(p))
    .slice(0, 3)
  const answer = candidates.reduce<string | undefined>(
    (best, p) => (best === undefined || p.length > best.length ? p : best),
    undefined,
  )
  if (answer === undefined) return undefined
  const step = parts.find((p) => p.startsWith(nextStepLabel))
  const firstPoint = parts
    .find((p) => p.startsWith('- '))
    ?.split('\n')[0]
    ?.slice(2)
  const todo = step?.slice(nextStepLabel.length).trim() ?? firstPoint
  return [
    `**In short:** ${withoutLead(answer)}`,
    todo === undefined ? undefined : `**The one thing to do:** ${todo}`,
  ]
    .filter((s) => s !== undefined)
    .join('\n\n')
}

/** "make the opener shorter" names words given a few replies back, not the last reply. */
const namesWords = / (opener|opening|line|script|words|voicemail|pitch) /

/** The words to say given in one of the last few replies, cut to one line. */
function earlierWords(history: readonly ChatMessage[]): string | undefined {
  const replies = history
    .filter((m) => m.role === 'assistant')
    .slice(-7, -1)
    .reverse()
  return replies
    .map((m) => (m.content.includes('\n> ') ? shorterWords(m.content.split('\n\n')) : undefined))
    .find((words) => words !== undefined)
}

/** Words cut shorter are the words again on purpose: a draft, never a repeat to drop. */
export const shorterWordsLead = 'Shorter, one line is enough:'

/**
 * Words to say, asked shorter ("like 5 words max"): one sentence of them, the rest said only if
 * asked. The gist of the advice around them would drop the words themselves.
 */
function shorterWords(parts: readonly string[]): string | undefined {
  // The words given as a script ("> ..."), or quoted inside a point ('"I'm good, thanks."').
  const lines = parts.flatMap((p) => p.split('\n'))
  const quote = lines.find((l) => l.startsWith('> ')) ?? lines.find((l) => /"\S+ \S+ \S+/.test(l))
  // The longest quoted span is the line to say ('A line for "come on, one drink"? ... "I'm good,
  // thanks. So how did the launch go?"').
  const said = [...(quote ?? '').matchAll(/"([^"]+)"|\u201c([^\u201d]+)\u201d/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .reduce<string | undefined>(
      (a, b) => (a === undefined || b.length > a.length ? b : a),
      undefined,
    )
  // The sentence with the person's own facts to fill ([brackets]) is the core; else the first.
  const sentences = said?.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []
  const core = sentences.find((s) => s.includes('[')) ?? sentences[0] ?? said
  if (core === undefined || core === said) return undefined
  return `${shorterWordsLead}\n\n> "${core.trim()}"\n\nThe rest can wait until they answer.`
}

/** The answer without the name and the lead-in it opened with ("Sam, short answer: ..."). */
function withoutLead(answer: string): string {
  const named = answer.replace(/^[A-Z][a-z]+, /, '')
  const lead = leads.find((l) => l !== '' && named.toLowerCase().startsWith(l.toLowerCase()))
  const bare = lead === undefined ? named : named.slice(lead.length)
  return bare.charAt(0).toUpperCase() + bare.slice(1)
}

/** The draft the last reply gave, found by its name in the reply's first line. */
export function lastDraft(
  history: readonly ChatMessage[],
): { kind: DraftKind; reply: string } | undefined {
  const reply = history.at(-1)
  if (reply?.role !== 'assistant' || !reply.content.includes('\n> ')) return undefined
  const intro = reply.content.split('\n')[0] ?? ''
  const kind = draftKinds.find((k) => intro.includes(draftLabel(k)))
  return kind === undefined ? undefined : { kind, reply: reply.content }
}

/** The request that produced the draft, for its company and role ("a note to Gong for AE"). */
export function draftRequestText(history: readonly ChatMessage[]): string {
  const asked = history.filter((m) => m.role === 'user' && draftKindOf(normalise(m.content).text))
  return asked.at(-1)?.content ?? ''
}

function toneOf(reply: string): Tone | undefined {
  if (/> (Hey \[first name\]|Cheers,)/.test(reply)) return 'casual'
  if (/> (Dear \[first name\]|Kind regards,)/.test(reply)) return 'formal'
  return undefined
}

function lengthLine(kind: DraftKind, quote: string): string {
  const plain = quote.replace(/^> ?/gm, '').trim()
  if (kind !== 'linkedin_message') return `About ${String(plain.split(/\s+/).length)} words.`
  const chars = plain.length
  return chars <= connectionNoteLimit
    ? `It is ${String(chars)} characters as written, inside LinkedIn’s ${String(connectionNoteLimit)}-character limit for a connection note; keep it there when you fill the brackets.`
    : `It is ${String(chars)} characters, over LinkedIn’s ${String(connectionNoteLimit)}-character limit for a connection note, so send it as a message once connected.`
}

export interface DraftTurn {
  revision: Revision
  history: readonly ChatMessage[]
  profile: CoachProfile
  memory: CoachingMemory | null
  request: DraftRequest
}

/** The revised draft and the kind it is, or undefined when the last reply held no draft. */
export function composeRevision(turn: DraftTurn): { kind: DraftKind; text: string } | undefined {
  const last = lastDraft(turn.history)
  if (last === undefined) return undefined
  const { kind, reply } = last
  const label = draftLabel(kind)
  const wasShort = reply.split('\n')[0]?.includes('shorter') === true
  const short = turn.revision === 'shorter' || wasShort
  const tone = turn.revision === 'shorter' ? toneOf(reply) : turn.revision
  const facts = factsOf(turn.profile, turn.memory, turn.request)
  const quote = withTone(short ? shortDraft(kind, facts) : draftQuote(kind, facts), tone)
  const intro =
    turn.revision === 'shorter'
      ? wasShort
        ? `This ${label} is about as short as it can be while it still says who you are and asks for one thing:`
        : `Here is the ${label}, shorter:`
      : `Here is the ${short ? 'shorter ' : ''}${label} in a more ${turn.revision} tone:`
  const tip = turn.revision === 'shorter' ? lengthLine(kind, quote) : toneTip(turn.revision)
  return { kind, text: [intro, quote, tip].join('\n\n') }
}
