/**
 * Filler and jargon as data: each phrase with what a stronger line puts in its place ('' drops
 * it; [brackets] ask for the fact the phrase was hiding). Written texts are judged on these;
 * spoken ones also on the call scorer's filler words (um, basically, you know).
 */
export interface FillerPhrase {
  pattern: RegExp
  replace: string
  /** Only in resume bullets (their own buzzwords), or everywhere. */
  only?: 'resume_bullets'
}

export const fillerPhrases: readonly FillerPhrase[] = [
  {
    pattern: /\bI hope (this|my|the) (e-?mail|message|note) finds you( well)?[.!,]?/i,
    replace: '',
  },
  { pattern: /\bhope you('re| are) (doing )?(well|great|good)[.!,]?/i, replace: '' },
  { pattern: /\bI hope all is well[.!,]?/i, replace: '' },
  {
    pattern: /\bjust (checking in|following up|circling back|bumping this)\b/i,
    replace: 'following up',
  },
  { pattern: /\b(touching base|touch base|circle back)\b/i, replace: 'follow up' },
  { pattern: /\bmy name is \w+( \w+)? and\s*/i, replace: '' },
  {
    pattern: /\bI (just )?wanted to (reach out|introduce myself)( to you)?( as)?\b/i,
    replace: 'I am',
  },
  { pattern: /\bI('m| am) reaching out to introduce\b/i, replace: 'I am introducing' },
  { pattern: /\bjust wanted to\b/i, replace: 'want to' },
  { pattern: /\bdrive (synergy|value|growth)\b/i, replace: '[what changes, with a number]' },
  {
    pattern: /\bsynerg(y|ies)\b/i,
    replace: '[the specific overlap: a shared customer, a workflow]',
  },
  { pattern: /\bleverages\b/i, replace: 'uses' },
  { pattern: /\bleveraging\b/i, replace: 'using' },
  { pattern: /\bleverage\b/i, replace: 'use' },
  { pattern: /\bbest[- ]in[- ]class\b/i, replace: '[proof: one customer result]' },
  {
    pattern:
      /\b(cutting[- ]edge|state[- ]of[- ]the[- ]art|world[- ]class|game[- ]chang(er|ing))\b/i,
    replace: '',
  },
  { pattern: /\b(innovative|revolutionary|disruptive|next[- ]gen(eration)?)\s*/i, replace: '' },
  { pattern: /\bthe leading\b/i, replace: 'the' },
  { pattern: /\ba leading\b/i, replace: 'a' },
  { pattern: /\bact now (to )?/i, replace: '' },
  { pattern: /\bclick here\b,?\s*/i, replace: '' },
  { pattern: /\bindustry[- ]leading\s*/i, replace: '' },
  { pattern: /\b(seamless(ly)?|robust|holistic|end[- ]to[- ]end)\s*/i, replace: '' },
  {
    pattern: /\b(move the needle|low[- ]hanging fruit|paradigm shift|value[- ]add)\b/i,
    replace: '[what exactly changes]',
  },
  { pattern: /\b(please )?(do not|don't) hesitate to\b/i, replace: 'feel free to' },
  { pattern: /\bat your earliest convenience\b/i, replace: 'on [day]' },
  { pattern: /\bI look forward to hearing (back )?from you[.!]?/i, replace: '' },
  { pattern: /\bper my last e-?mail\b/i, replace: 'as I wrote' },
  {
    pattern:
      /\b(team player|hard[- ]working|results[- ]driven|detail[- ]oriented|self[- ]starter|go[- ]getter|dynamic)\b/i,
    replace: '',
    only: 'resume_bullets',
  },
  { pattern: /\bvarious\b/i, replace: '[how many]', only: 'resume_bullets' },
]
