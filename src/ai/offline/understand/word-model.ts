import { normalizeText, stemText } from '@/domain/coaching'

/**
 * Word statistics for steering a reply: content-word stems and how distinctive each is across a
 * set of documents (inverse document frequency). A word every document uses says nothing; a word
 * only one uses says a lot.
 */

export interface WordDoc {
  id: string
  texts: readonly string[]
}

/**
 * Words too common in every situation to tell them apart. "Off" is a particle far more often
 * than time off ("set me off", "living off the big one" had led with a point on parental leave).
 */
const stopList = (
  'the and but for with from into than then that this these those there here what which who whom ' +
  'when where why how can could would should will just about also very really even still only ' +
  'have has had was were are been being does did done not any some more most much many like want ' +
  'know think going get got make made time way year month day back well new own same other such ' +
  'our your you they them their him her his she its out over after before now all one dont cant ' +
  'ive im id thank thanks hello please advice question help need anyone someone thing things ' +
  'say said give gave given next good every always never because since though although while ' +
  'until unless already yet maybe normal usual typical okay ok fine career careers happen happened ' +
  'happens happening either neither else ever anything whether different off'
).split(' ')

/**
 * Compared with stems, since tokens are stemmed: "were" arrives as "wer" and "some" as "som",
 * so the list holds both forms (a stem-only list let "some" and "were" single out a point).
 */
const stopWords = new Set([...stopList, ...stopList.map((w) => stemText(` ${w} `).trim())])

/** Content-word stems of a text, in order. */
export function contentStems(text: string): string[] {
  return stemText(normalizeText(text))
    .trim()
    .split(' ')
    .filter((w) => w.length > 2 && !stopWords.has(w) && !/^\d+$/.test(w))
}

/** stem -> log(documents / documents holding it); absent stems are unknown (weight 0). */
export function inverseDocumentFrequency(docs: readonly WordDoc[]): Map<string, number> {
  const holding = new Map<string, number>()
  for (const doc of docs) {
    const stems = new Set(doc.texts.flatMap(contentStems))
    for (const stem of stems) holding.set(stem, (holding.get(stem) ?? 0) + 1)
  }
  return new Map([...holding].map(([stem, n]) => [stem, Math.log(docs.length / n)]))
}
