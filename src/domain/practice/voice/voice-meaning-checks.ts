import type { VoiceTurn } from './prospect-voice'
import type { VoiceMeaning } from './voice-meaning'

/**
 * Checks that a wording means what the state machine decided: it adds no price, no commitment
 * and no objection the decided line does not carry, keeps a yes a yes and a no a no, and keeps
 * the point of an objection or a revealed fact. Each returns the reason, or null.
 */

const price =
  /[$£€]|\b(price|prices|pricing|cost|costs|discount|fee|fees|quote|cheap|expensive|per (seat|user|month|year)|licen[cs]e)\b/i
const commitment =
  /\b(let'?s (do|book|meet|set|go)|book (it|that|a|the|us|me)|i'?ll (buy|sign|take|book|meet|be there)|we'?ll (buy|sign|take)|count me in|(it'?s|you'?ve got) a deal|sign (up|the|it)|send (me |over )?the contract|see you (then|on|at)|works for me|i'?m in|pencil (it|me|that) in|lock it in)\b/i
const objection =
  /\b(no budget|budget|not interested|already (use|have|got|work with)|happy with|too busy|no time|send me (an |some )?(email|info|information|something|details)|call (me )?back|not a priority|locked in|under contract|contract|bad timing|not the right person|not my (call|decision))\b/i
const negation = /\b(no|not|never|nope|cannot|can'?t|won'?t|don'?t|doesn'?t|isn'?t)\b|n't\b/i

/** Meanings whose yes or no is the decision itself. */
const decisions = new Set<VoiceMeaning>(['accepts', 'counters', 'declines', 'grants', 'objects'])
/** Meanings whose point is a fact or an objection that must survive the rewording. */
const pointed = new Set<VoiceMeaning>(['objects', 'reveals'])
/** Meanings that may agree to something. */
const agreeing = new Set<VoiceMeaning>(['accepts', 'grants'])

const stopWords = new Set([
  'about',
  'would',
  'could',
  'should',
  'there',
  'their',
  'these',
  'those',
  'which',
  'really',
  'right',
  'thing',
  'things',
])
const contentStems = (text: string) =>
  (text.toLowerCase().match(/[a-z]{5,}/g) ?? [])
    .filter((w) => !stopWords.has(w))
    .map((w) => w.slice(0, 5))

/** A pattern the wording matches and the decided line does not: something was added. */
const adds = (pattern: RegExp, text: string, line: string) =>
  pattern.test(text) && !pattern.test(line)

export function addsPrice(text: string, turn: VoiceTurn): boolean {
  return adds(price, text, turn.line)
}

export function addsCommitment(text: string, turn: VoiceTurn): boolean {
  return !agreeing.has(turn.meaning) && adds(commitment, text, turn.line)
}

export function addsObjection(text: string, turn: VoiceTurn): boolean {
  return turn.meaning !== 'objects' && adds(objection, text, turn.line)
}

/** A decision's yes turned into a no, or the other way round. */
export function flipsDecision(text: string, turn: VoiceTurn): boolean {
  return decisions.has(turn.meaning) && negation.test(text) !== negation.test(turn.line)
}

/** An objection or a fact reworded so far that none of its own words is left. */
export function losesPoint(text: string, turn: VoiceTurn): boolean {
  if (!pointed.has(turn.meaning)) return false
  const kept = new Set(contentStems(text))
  const own = contentStems(turn.line)
  return own.length > 0 && !own.some((stem) => kept.has(stem))
}

/** Curly apostrophes as straight ones, so "didn’t" reads as a no. */
const straight = (text: string) => text.replace(/[’‘]/g, "'")

export function meaningProblem(wording: string, decided: VoiceTurn): string | null {
  const text = straight(wording)
  const turn = { ...decided, line: straight(decided.line) }
  if (addsPrice(text, turn)) return 'added a price'
  if (addsCommitment(text, turn)) return 'added a commitment'
  if (addsObjection(text, turn)) return 'added an objection'
  if (flipsDecision(text, turn)) return 'changed the decision'
  if (losesPoint(text, turn)) return 'lost the point'
  return null
}
