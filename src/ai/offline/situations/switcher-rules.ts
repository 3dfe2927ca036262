import { hasCue } from '@/domain/coaching'
import switcherFile from '../data/rules/switchers.json' with { type: 'json' }
import { cuesFromGroups } from '../cue-groups'
import { switcherFileSchema } from '../understand/rule-schemas'
import type { SituationCard } from './situation-types'
import { cardIds } from './card-ids'

/**
 * When a switcher card applies: the switch words every switcher card shares, the ways people say
 * a background is their own, and the rule that needs one of them next to the background. The
 * words are data (data/rules/switchers.json).
 */
const table = switcherFileSchema.parse(switcherFile)

export const switchCues = cuesFromGroups([table.switchCues])

/** Background words that name a person's job, for "<job> for N years". */
const jobTitles = new Set(table.jobTitles)

/** How people say a background is their own: "I was a teacher", "as a nurse", "ex recruiter". */
function selfForms(w: string): string[] {
  const forms = jobTitles.has(w) ? [...table.selfForms, ...table.personForms] : table.selfForms
  return forms.map((form) => form.replaceAll('{w}', w))
}

/** Words that say the person is heading into sales, beyond the scored switch cues. */
const movingWords = table.movingWords

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
  if (table.alreadyWords.some((words) => hasCue(text, words))) return false
  if (movingWords.some((word) => hasCue(text, word))) return true
  return selfPhrasesOf(card).some((phrase) => hasCue(text, phrase))
}
