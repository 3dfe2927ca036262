import crisisFile from '../data/rules/crisis-shapes.json' with { type: 'json' }
import { crisisFileSchema } from './rule-schemas'

const shapes = crisisFileSchema.parse(crisisFile)

/**
 * Ways people hint at not wanting to be alive that a phrase list misses, because the words vary
 * around a fixed shape ("wish I could just disappear", "not waking up tomorrow", "a burden to my
 * family"). Any match raises the self-harm signal: a crisis answer to a message that was only dark
 * costs little, and a career answer to one that was a cry for help costs a great deal. The shapes
 * and the words below are data (data/rules/crisis-shapes.json).
 */
export const crisisPatterns: readonly RegExp[] = [...shapes.selfHarm, ...shapes.warningSigns].map(
  (source) => new RegExp(source),
)

/** True when the normalised message has one of the crisis shapes. */
export function crisisShape(text: string): boolean {
  return crisisPatterns.some((pattern) => pattern.test(text))
}

/** Words of loss, pain and endings: alone they prove nothing, in an unplaced message they matter. */
const darkField = new RegExp(shapes.darkWords)
/** Sales talk that borrows those words (a dead deal), taken out before the dark words are read. */
const salesSenses: readonly RegExp[] = shapes.salesSenses.map((source) => new RegExp(source, 'g'))

const asks =
  /^ (how|what|whats|why|when|where|which|who|can|could|should|would|is|are|do|does|did|will) /

/**
 * A statement the coach could not place at all that speaks of loss, pain or endings ("Nobody would
 * even notice if I was gone", "I've been cutting again"). Oblique crisis messages land here, where
 * no table knows their words, so the clarifying question that answers them also says where help
 * is.
 */
export function unplacedDark(text: string, placed: boolean): boolean {
  if (placed || asks.test(text) || text.includes('?')) return false
  const plain = salesSenses.reduce((rest, sense) => rest.replace(sense, ' '), text)
  return darkField.test(plain)
}
