import type { ChatMessage, CoachingMemory } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import {
  draftKindOf,
  draftQuote,
  factsOf,
  type DraftKind,
  type DraftRequest,
} from './compose-drafts'
import { draftLabels, shortDrafts, withTone, type Tone } from './draft-variants'

/**
 * "Make it shorter", "more casual", "more formal" after a draft: the same draft again, revised,
 * rather than the advice about drafts the words would otherwise find.
 */
export type Revision = 'shorter' | Tone

/** Past this many words a message asks something of its own, not a revision. */
const revisionWords = 12
/** LinkedIn's limit for the note on a connection request. */
const connectionNoteLimit = 300

export function revisionOf(text: string): Revision | undefined {
  if (text.trim().split(' ').length > revisionWords) return undefined
  if (/ less casual | (more )?(formal|professional) /.test(text) && !/ less formal /.test(text))
    return 'formal'
  if (
    / (more )?casual | less formal | friendlier | more friendly | more relaxed | less stiff /.test(
      text,
    )
  )
    return 'casual'
  if (
    / (shorter|shorten|trim|too long|concise|briefer|less wordy|fewer words|cut it down|condense|tighten it) /.test(
      text,
    )
  )
    return 'shorter'
  return undefined
}

/** The draft the last reply gave, found by its name in the reply's first line. */
export function lastDraft(
  history: readonly ChatMessage[],
): { kind: DraftKind; reply: string } | undefined {
  const reply = history.at(-1)
  if (reply?.role !== 'assistant' || !reply.content.includes('\n> ')) return undefined
  const intro = reply.content.split('\n')[0] ?? ''
  const kind = (Object.keys(draftLabels) as DraftKind[]).find((k) => intro.includes(draftLabels[k]))
  return kind === undefined ? undefined : { kind, reply: reply.content }
}

/** The request that produced the draft, for its company and role ("a note to Gong for AE"). */
export function draftRequestText(history: readonly ChatMessage[]): string {
  const asked = history.filter(
    (m) => m.role === 'user' && draftKindOf(` ${m.content.toLowerCase()} `),
  )
  return asked.at(-1)?.content ?? ''
}

function toneOf(reply: string): Tone | undefined {
  if (/> (Hey \[first name\]|Cheers,)/.test(reply)) return 'casual'
  if (/> (Dear \[first name\]|Kind regards,)/.test(reply)) return 'formal'
  return undefined
}

const toneTips: Readonly<Record<Tone, string>> = {
  casual:
    'Casual fits when you have spoken before or share a community; for a first note to a senior leader, keep the plain version.',
  formal:
    'Formal fits a senior leader or a traditional industry; most sales teams write plainly, so match how they write to you.',
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
  const label = draftLabels[kind]
  const wasShort = reply.split('\n')[0]?.includes('shorter') === true
  const short = turn.revision === 'shorter' || wasShort
  const tone = turn.revision === 'shorter' ? toneOf(reply) : turn.revision
  const facts = factsOf(turn.profile, turn.memory, turn.request)
  const quote = withTone(short ? shortDrafts[kind](facts) : draftQuote(kind, facts), tone)
  const intro =
    turn.revision === 'shorter'
      ? wasShort
        ? `This ${label} is about as short as it can be while it still says who you are and asks for one thing:`
        : `Here is the ${label}, shorter:`
      : `Here is the ${short ? 'shorter ' : ''}${label} in a more ${turn.revision} tone:`
  const tip = turn.revision === 'shorter' ? lengthLine(kind, quote) : toneTips[turn.revision]
  return { kind, text: [intro, quote, tip].join('\n\n') }
}
