import type { PracticeSession } from './practice-types'
import { seededPick } from './seeded'

export interface CallVoice {
  /** What the other side has said so far in this call. */
  said: ReadonlySet<string>
  /** A wording not yet said in this call, chosen by seed; null when all were said. */
  fresh: (items: readonly string[], salt: string) => string | null
  /** Adds the other side's line to the transcript being built. */
  say: (text: string, objection?: boolean) => void
}

/**
 * The other side of a call or interview (prospect or interviewer) speaking into `next`: no line
 * twice in one call, and the same seed and turn always choose the same wording.
 */
export function callVoice(
  seed: number,
  turn: number,
  next: Pick<PracticeSession, 'transcript'>,
): CallVoice {
  const said = new Set(next.transcript.filter((l) => l.speaker === 'prospect').map((l) => l.text))
  return {
    said,
    fresh: (items, salt) => {
      const unused = items.filter((item) => !said.has(item))
      return unused.length === 0 ? null : seededPick(unused, seed, turn, salt)
    },
    say: (text, objection = false) => {
      said.add(text)
      next.transcript.push(
        objection ? { speaker: 'prospect', text, objection } : { speaker: 'prospect', text },
      )
    },
  }
}
