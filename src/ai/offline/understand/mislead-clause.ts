/**
 * An order to say or record something, and in the same sentence the sign that it is untrue: "my
 * boss said to tell the customer the feature is on the roadmap, but there's no such plan". The
 * phrase tables of unethical-cues.ts only know the acts someone wrote down; this reads the shape
 * those asks share. Each half alone is ordinary work ("told me to tell the customer about the
 * price change"; "it doesn't have that feature"), so the rule asks for both.
 */
import misleadFile from '../data/rules/mislead-shapes.json' with { type: 'json' }
import { misleadFileSchema } from './rule-schemas'

/** The patterns as data (data/rules/mislead-shapes.json), each with why it is there. */
const shapes = misleadFileSchema.parse(misleadFile)
const order = new RegExp(shapes.order.re)
const orderAfterWords = new RegExp(shapes.orderAfterWords.re)
const deceit = new RegExp(shapes.deceit.re)
const ownDoing = new RegExp(shapes.ownDoing.re)
const conceal = new RegExp(shapes.conceal.re)
const untrue: readonly RegExp[] = shapes.untrue.res.map((source) => new RegExp(source))
const denial = new RegExp(shapes.denial.re)

/** The next sentence says the claim is untrue: "It only partly does.", "None do." */
function contradicted(next: string): boolean {
  return denial.test(next) || untrue.some((u) => u.test(next))
}

/**
 * True when a sentence holds an order to claim or record and a sign that it is untrue, or the
 * next sentence denies it.
 */
export function misleadOrdered(sentences: readonly string[]): boolean {
  return sentences.some(
    (s, i) =>
      (order.test(s) || orderAfterWords.test(s) || ownDoing.test(s)) &&
      (conceal.test(s) ||
        deceit.test(s) ||
        untrue.some((u) => u.test(s)) ||
        contradicted(sentences[i + 1] ?? '')),
  )
}
