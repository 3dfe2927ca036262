import { cues, hasCue } from '@/domain/coaching'
import type { SituationCard } from './situation-types'
import { cardIds } from './card-ids'

/**
 * When a switcher card applies: the switch words every switcher card shares, the ways people say
 * a background is their own, and the rule that needs one of them next to the background.
 */
export const switchCues = cues(
  2,
  'tech sales',
  'into sales',
  'switch*',
  'career change',
  'transition',
  'pivot*',
  'sdr',
  'bdr',
  'transferable',
  'make the switch',
  'never sold',
  'no sales experience',
  'moved into',
)

/** Background words that name a person's job, for "<job> for N years". */
const jobTitles = new Set([
  'teacher',
  'educator',
  'nurse',
  'rn',
  'registered nurse',
  'recruiter',
  'agency recruiter',
  'technical recruiter',
  'scientist',
  'researcher',
  'chemist',
  'biologist',
  'waiter',
  'waitress',
  'bartender',
  'barista',
  'cashier',
  'store manager',
  'founder',
  'accountant',
  'cpa',
  'auditor',
  'lawyer',
  'attorney',
  'paralegal',
  'pharmacist',
  'engineer',
])

/** How people say a background is their own: "I was a teacher", "as a nurse", "ex recruiter". */
function selfForms(w: string): string[] {
  return [
    `im a ${w}`,
    `i am a ${w}`,
    `i was a ${w}`,
    `as a ${w}`,
    `former ${w}`,
    `ex ${w}`,
    `work as a ${w}`,
    `worked as a ${w}`,
    `years as a ${w}`,
    `im an ${w}`,
    `i was an ${w}`,
    // "I work at Starbucks", "I work in retail": the answer to "what do you do now?".
    `i work at ${w}`,
    `i work at a ${w}`,
    `i work in ${w}`,
    // Without the article, as some write it: "working as accountant for all my career".
    `working as ${w}`,
    // "ER nurse for 7 years", "teacher for a decade": only for people, since "hospital for" or
    // "restaurant for" is a rep talking about a customer.
    ...(jobTitles.has(w) ? [`${w} for`] : []),
  ]
}

/** Words that say the person is heading into sales, beyond the scored switch cues. */
const movingWords = [
  'sales',
  'ae',
  'account executive',
  // "Get into tech", not "get into a national restaurant chain" (a prospect).
  'get into tech',
  'get into software',
  'get into saas',
  'becoming a',
  'becoming an',
  'transfer*',
  'career',
  // Asking whether the move is open to them: "could I realistically sell lab software?"
  'realistically',
  'realistic move',
  'selling job',
  'software selling',
  'could i sell',
  'look at me',
  'start at the bottom',
  'too late',
]

const selfPhrases = new Map<string, readonly string[]>()

/**
 * A background card's own-background phrases, "I was a teacher", from its named backgrounds (the
 * weight-5 cues; a stem with `*` cannot take "I was a"). The general card names no one background.
 */
function selfPhrasesOf(card: SituationCard): readonly string[] {
  const known = selfPhrases.get(card.id)
  if (known !== undefined) return known
  const who = card.writtenCues.filter((c) => c.weight === 5 && !c.cue.endsWith('*'))
  const phrases = card.id === cardIds.switcher_general ? [] : who.flatMap((c) => selfForms(c.cue))
  selfPhrases.set(card.id, phrases)
  return phrases
}
const switchCueSet = new Set(switchCues.map((c) => c.cue))

/**
 * A switcher card needs the person to be moving ("tech sales", "career change", "no sales
 * experience") or to name the background as their own. A background word alone is not enough:
 * "should I talk to a lawyer?", "I sell lab equipment" and "clinical trial software" come up in
 * sales talk all the time.
 */
export function switcherApplies(card: SituationCard, message: string): boolean {
  const id = card.id
  // "Professional sales (not retail)": a background ruled out is not the person's.
  const text = message.replace(/ not (?:a |an |in |from )?[a-z]+(?= )/g, ' ')
  // A background's card needs the background: "move into sales leadership" is no teacher's post.
  const own = card.cues.filter((c) => !switchCueSet.has(c.cue))
  if (id !== cardIds.switcher_general && !own.some(({ cue }) => hasCue(text, cue))) return false
  if (switchCues.some(({ cue }) => hasCue(text, cue))) return true
  if (movingWords.some((word) => hasCue(text, word))) return true
  return selfPhrasesOf(card).some((phrase) => hasCue(text, phrase))
}
