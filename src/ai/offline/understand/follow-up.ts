import followUpFile from '../data/rules/follow-ups.json' with { type: 'json' }
import { followUpFileSchema, type followUpKinds } from './rule-schemas'
import { cardIds } from '../situations/card-ids'
import { normalise } from './normalise'

/**
 * Follow-ups only make sense against the previous turn: "why?", "how long will that take?",
 * "I did that", "what next?". Short messages only, so a long new question is never taken
 * for one.
 */
export type FollowUpKind = (typeof followUpKinds)[number]

/** Threads where "which one would you take?" means two offers. */
export const offerThreads: ReadonlySet<string> = new Set([
  cardIds.offer_comparison,
  cardIds.startup_vs_enterprise,
  cardIds.offer_negotiation,
])

const maxFollowUpWords = 14
/**
 * "How do I bring it up with my manager without sounding like I'm whining?": asking for words
 * often comes with how they should sound, which takes a few more words than other follow-ups.
 */
const maxWordingAskWords = 20
/** An ask for words that opens the message may run on ("what do I say Tuesday if ...? he always asks ..."). */
const openingAskWords = 30
/**
 * "What else should I be doing this week apart from waiting?", "if I just ride it out, how
 * long before that is the wrong call" and "how long do I wait for them to answer before I do
 * something else" run a little longer.
 */
const limitOf = (k: FollowUpKind) =>
  k === 'this_week' || k === 'give_it' || k === 'if_not' ? maxWordingAskWords : maxFollowUpWords
/** "can you give me an opener for the call, like..." still opens on the ask. */
const openingChars = 20
const wordingLimit = (text: string, pattern: RegExp) =>
  (pattern.exec(text)?.index ?? text.length) <= openingChars ? openingAskWords : maxWordingAskWords

const followUpRules = followUpFileSchema.parse(followUpFile)
const followUpPatterns = followUpRules.patterns.map((p) => [p.kind, new RegExp(p.re)] as const)
const repair = followUpPatterns.find(([kind]) => kind === 'repair')?.[1]
const pushback = new RegExp(followUpRules.restated.pushback)
const restating = new RegExp(followUpRules.restated.ask)

/**
 * The question a person restates after pushing back ("thats not what i asked, i asked if i should
 * cc hr on it or not"), whatever the message's length: read on its own, it is what to answer.
 */
export function restatedAsk(message: string): string | undefined {
  const text = normalise(message).text
  const asked = repair?.test(text) || pushback.test(text) ? restating.exec(text)?.[1] : undefined
  return asked?.trim().includes(' ') ? asked.trim() : undefined
}

export function followUpKind(text: string, words: number): FollowUpKind | null {
  if (words > openingAskWords) return null
  for (const [kind, pattern] of followUpPatterns) {
    const limit = kind === 'what_to_say' ? wordingLimit(text, pattern) : limitOf(kind)
    if (words <= limit && pattern.test(text)) return kind
  }
  return null
}
