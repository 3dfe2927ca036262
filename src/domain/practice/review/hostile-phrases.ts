/**
 * Blame, absolutes and shouting as data: each phrase with what a calmer line puts in its place
 * ('' drops it). A message to a manager, HR or a champion that sounds hostile gets defended
 * against instead of answered; the facts make the case better than "ridiculous" or "always".
 * Phrases rewrite the text in table order, so the longer wordings come before the single words
 * they contain; of the facts asked for, the first phrase's is kept.
 */
export interface HostilePhrase {
  pattern: RegExp
  replace: string | ((found: string) => string)
  /** The fact the calmer line needs once the absolute is gone, asked for in [brackets]. */
  asks?: string
}

const example = '[one example: the date and what changed]'
const agreed = '[what was agreed, and where: the plan, the email]'

export const hostilePhrases: readonly HostilePhrase[] = [
  {
    pattern:
      /\b(this|that|it)('s| is| was) (just |so |completely |totally |frankly )?(ridiculous|absurd|a joke|unacceptable|insane|outrageous|pathetic|crazy|a disgrace|disgraceful|unbelievable|bs|bullshit)\b[.!]*/i,
    replace: '',
  },
  { pattern: /\byou always\b/i, replace: 'you', asks: example },
  {
    // A past form keeps its meaning after "have not": "you never told me" -> "you have not told me".
    pattern:
      /\byou never (\w+ed|told|said|paid|sent|made|got|heard|kept|left|brought|bought|met|read|found|held)\b/i,
    replace: 'you have not $1',
    asks: example,
  },
  { pattern: /\byou never\b/i, replace: 'you do not', asks: example },
  {
    pattern:
      /\b(it|this|that|which)('s| is| was| feels| seems) (so |really |completely |totally |very )?unfair(ly)?\b/i,
    replace: '$1$2 not what we agreed',
    asks: agreed,
  },
  {
    pattern: /\b(is|was|feels|seems) (so |really |completely |totally |very )?unfair(ly)?\b/i,
    replace: '$1 not what we agreed',
    asks: agreed,
  },
  {
    pattern: /\b(is|was|are) (just |simply |frankly )?not acceptable\b/i,
    replace: '$1 not what we agreed',
    asks: agreed,
  },
  // "Honestly feels like a bait and switch": a charge of bad faith, which the facts make better.
  {
    pattern: /,?\s*(and )?(honestly )?(it )?(feels|looks|seems) like a bait[- ]and[- ]switch\b/i,
    replace: '',
  },
  { pattern: /\ba bait[- ]and[- ]switch\b/i, replace: 'a change I was not told about' },
  { pattern: /\byou people\b/i, replace: 'you' },
  {
    pattern: /\b(every single time|yet again|once again|for the (hundredth|last) time)\b,?/i,
    replace: '',
  },
  {
    pattern:
      /\bas i('ve| have)? (already )?(said|told you|mentioned|explained)( (many|several|multiple|a hundred|so many) times)?,?/i,
    replace: '',
  },
  {
    pattern: /\bi('m| am) (sick and tired|sick|tired|fed up) of\b/i,
    replace: 'I would like to stop',
  },
  { pattern: /\b(your fault|thanks for nothing)\b[.!]*/i, replace: '' },
  { pattern: /\b(quite |very )?(frankly|seriously),?\s*/i, replace: '' },
  {
    pattern: /,?\s*or (else|i('ll| will) (quit|walk|leave|go to (hr|legal|your boss)))\b/i,
    replace: '',
  },
  // An ultimatum ("or I'll have to consider my options") reads as a threat; keep it for the talk.
  {
    pattern:
      /,?\s*or (else )?i('ll| will)( have to)? (consider|look at|explore|weigh) (my|other) options\b/i,
    replace: '',
  },
  {
    pattern:
      /\b(ridiculous|absurd|outrageous|pathetic|insane|unacceptable|unbelievable|disgraceful|unfair)(ly)?\b\s*/i,
    replace: '',
  },
  // Shouting: two or more words in capitals, a shouted single word, two or more ! or ?.
  {
    // A word of four capitals among them, so acronyms side by side ("the MSA SOW") are not shouting.
    pattern: /\b(?=[A-Z\s]*[A-Z]{4})[A-Z]{2,}(?:\s+[A-Z]{2,})+\b/,
    replace: (found) => found.toLowerCase(),
  },
  {
    pattern: /\b(NOT|NEVER|ALWAYS|NOW|TODAY|PLEASE|WHY|AGAIN|STILL|STOP)\b/,
    replace: (found) => found.toLowerCase(),
  },
  { pattern: /\?[!?]+|!+\?/, replace: '?' },
  { pattern: /!{2,}/, replace: '.' },
]
