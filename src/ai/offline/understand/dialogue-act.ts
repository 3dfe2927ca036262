/** Step 3: what kind of turn the message is, from ordered patterns over the normalised text. */
export const dialogueActs = [
  'how_long',
  'how_much',
  'what_is',
  'how_to',
  'choose',
  'write',
  'practise',
  'status_update',
  'celebration',
  'venting',
  'follow_up',
  'question',
  'other',
] as const
export type DialogueAct = (typeof dialogueActs)[number]

/** First match wins; follow-ups are recognised by `follow-up.ts`, which needs the history. */
const actPatterns: readonly (readonly [DialogueAct, RegExp])[] = [
  [
    'write',
    / (write|draft|compose) (me |up |a |an |my )|can you write | template for | (write|draft) (it|this|that) /,
  ],
  [
    'practise',
    / (practi[cs]e|role ?play|mock|quiz me|drill me|pretend (you are|to be)|sell me (this|a) )/,
  ],
  [
    'celebration',
    / (i got|i landed|i just got) (the |an |a )?(ae |sdr |new )?(promotion|promoted|offer|job)\b| i (got|was) promoted | closed my first | (i|we) (just )?hit (my |our )?quota | made presidents club | (we|i) won /,
  ],
  [
    'how_long',
    / how long | how many (months|years|weeks) | timeline | how quickly | how fast | when (can|will|should) i /,
  ],
  [
    'how_much',
    / how much | what (do|does|did|would|will) .{0,50}(make|earn|pay|take home) | salary | pay range | what is a (good|normal|fair) (base|ote|salary)/,
  ],
  [
    'choose',
    / should i .{1,60} or | (which|what) (one )?(is better|should i (pick|choose|take)) | (vs|versus) | (accept|take) (the|it|this|their) | is it worth | worth it /,
  ],
  [
    'what_is',
    / what (is|are|does) (a |an |the )?[a-z0-9]+( [a-z0-9]+)? (mean|stand for)?| stand for | meaning of | define /,
  ],
  [
    'how_to',
    / how (do|can|should|would) (i|you|we) | tips (for|on) | best way to | any advice | how to /,
  ],
  [
    'venting',
    / (i hate|so tired of|sick of|fed up|im done with|cant stand|this sucks|ugh|i dread|im so (burnt|burned|tired|done|exhausted|drained)) /,
  ],
  [
    'status_update',
    / (i just|just) (started|finished|got|had|did|booked|applied)| update: | i started | i have been (doing|working)/,
  ],
]

export function dialogueAct(text: string): DialogueAct {
  for (const [act, pattern] of actPatterns) {
    // "I got promoted to AE! What should I do in my first month?" asks; the news is the context.
    if (act === 'celebration' && text.includes(' ? ')) continue
    if (pattern.test(text)) return act
  }
  return text.includes(' ? ') ? 'question' : 'other'
}
