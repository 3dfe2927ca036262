import { cardIds } from '../situations/card-ids'

/**
 * Follow-ups only make sense against the previous turn: "why?", "how long will that take?",
 * "I did that", "what next?". Short messages only, so a long new question is never taken
 * for one.
 */
export type FollowUpKind =
  | 'why'
  | 'how_long'
  | 'did_it'
  | 'what_next'
  | 'this_week'
  | 'more'
  | 'will_do'
  | 'what_to_say'
  | 'realistic'
  | 'if_not'
  | 'runway'
  | 'quit'
  | 'give_it'
  | 'instead'
  | 'pick'
  | 'repair'

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
const wordingLimit = (text: string, pattern: RegExp) =>
  (pattern.exec(text)?.index ?? text.length) <= 10 ? openingAskWords : maxWordingAskWords

const followUpPatterns: readonly (readonly [FollowUpKind, RegExp])[] = [
  [
    'repair',
    / (thats|that is|this is|its|it is) not what i (asked|meant|mean|said)| you (didnt|did not) (answer|get it|understand)| (thats|that is|this|that) (not|isnt) (helpful|my question)| (that|this) (doesnt|does not) (help|answer)| wrong (answer|question)| not my question/,
  ],
  [
    'what_to_say',
    / what (should|do|can|would) i (even |actually |really )?(say|tell|write|ask|email|text|put (in writing|in (the|an|my) email))| what (questions|things) (should|do|can|would) i (even )?ask | how (do|should|can) i (even |actually |best )?(say|tell (him|her|them|my)|word|phrase|bring it up|bring this up|put it)| what do i tell | what words | how (do|should|can) i (even )?push back | (give|write) me (a|the|an) (short|shorter|quick|\d+ second|\d+ sec|one line|two line|one sentence) (version|answer|line|script)| (give|show) me (a|an|the|some) (script|word track|talk track|line|lines|words) (for|to) | (version|answer|line|script) i can (actually |really )?(say|use|send)| (do|should) i (send|email|text) (him|her|them) (something|anything|an email|a note|a recap|a message)| (can|could|would) you (just )?write (it|that|this|one)( out)?( for me)?( \?)? $/,
  ],
  [
    'this_week',
    / (what|how) .{0,30}(this|next) week | (for|in) the rest of the (week|month|quarter) | plan for (the|this) week | (do|focus on) (today|tomorrow|this weekend) | (do|start with) first | first thing tomorrow /,
  ],
  [
    'did_it',
    // The thing done must be the suggestion ("I did it", "sent the email"): "I did 4 years in
    // the Army" and "I had an interview" are news, not a finished step; "how long did it take
    // you?" is a question; "he did it again" is someone else acting, not the person's step.
    / (i|ive|i have|just) (did|done|finished|completed|sent|booked|had|asked|tried) (it|that|this|them|the (step|task|exercise|email|message|call|one|list|table|plan))\b| done ! | all done |(?<! (how|how long|why|when|what|where|he|she|they|who|someone)) did it (?!take )/,
  ],
  // "Is it normal to feel like this?" asks about a feeling, not whether the last figure is realistic.
  [
    'realistic',
    / (is|isnt|is not) (that|this|it|the target|the number|that number|this target|that target|the goal) (even |really )?(realistic|reasonable|normal|doable|achievable|possible|attainable)(?! to feel)| (realistic|reasonable|doable|achievable) or not | can i (even |actually |really )?(make|pass|hit|do) (it|this|that)( \?)? $/,
  ],
  [
    'if_not',
    / what (if|happens if|happens when) i (dont|do not|cant|cannot|fail|miss|dont make|dont hit|dont pass)| (and|but) if i (fail|dont|miss|cant)| if (they|he|she|my boss|my manager|hr|the company) (say|says|said|tell me|tells me) (no|not yet|wait|to wait|im not ready|i am not ready|i wasnt ready)| if (they|he|she|hr|the company) (just )?(refuse|refuses|wont|will not|ignore|ignores|dont pay|doesnt pay|does nothing|do nothing|doesnt do anything|dont do anything)| if (that|it|this) (doesnt|does not|dont) work| what if i lose my job| how long (do|should|can|would) i (wait|give (them|him|her|hr)) (for (them|him|her|hr|a reply|an answer|a response) )?(to (answer|reply|respond|get back|pay)|before)| (tells?|makes?) me (to )?do it anyway /,
  ],
  [
    'pick',
    / which (one|offer|job|company|role)? ?(would|should|do|will) (you|i) (take|pick|choose|accept|go (with|for)|sign)| which (one|offer) is better | what would you (take|pick|choose) /,
  ],
  [
    'quit',
    /^ (should|do|can|shall) i (just )?(quit|leave|resign|walk away|walk out|hand in my notice)( now| today| already| then)?( over (this|that|it)| because of (this|that|it))?( \?)? $|^ (what if|and if|or should) i (just )?(quit|leave|resign|walk away)( \?)? $|^ (honestly |tbh |ok |okay |so |really |i think )?(i (just |really )?want to|im going to|i am going to|thinking of|thinking about) (just )?(quit|quitting|leave|leaving|resign|resigning)( \?)? $/,
  ],
  // "How long should I give it before deciding?" asks how long to stay, not how long the last
  // suggestion takes.
  [
    'give_it',
    / how long (should|do|would|can|must) i (give (it|this|the job|the role|them)|stay|stick (it )?out|stick with (it|this)|hang in|keep (going|trying|at it))| when (should|do) i (call it quits|give up|throw in the towel)| if i (just )?(ride it out|wait it out|stick it out)| (tough|stick|ride|wait) it out( again)? or | stay or (go|leave|start looking)/,
  ],
  // "What would I even do instead?" inside trouble at work asks where else to go.
  [
    'instead',
    / what (would|could|can|should|else would|else could|else can) i (even |possibly )?do instead | what (other|else) (jobs?|careers?|roles?|work) (could|would|can|is there|are there)| what other (jobs|careers|roles) | what else (could|can|would|should) i (even |possibly )?do (with|if) | what else (could|can|would) i (even|possibly) do( \?)? $/,
  ],
  [
    'runway',
    / (months?|weeks?|years?) (of |worth of )?(savings|saved|expenses|living expenses|runway)| (savings|saved up|emergency fund|runway) (for|of|to last|that lasts?) /,
  ],
  // "How long should I give it before I leave?" is about staying, not about the last suggestion.
  [
    'how_long',
    /^(?!.* (leave|leaving|quit|quitting|stay|staying) )(?=.*( how long | how much time | when will i | how many (weeks|months)))/,
  ],
  [
    'why',
    /^ (why|how come|why is that|why that|whys that|but why|why does that matter)( \?)? $| why would | why should i | why is that /,
  ],
  // "What else do they ask?" asks for more of the same topic, not for the next step of the plan.
  [
    'what_next',
    / (what|whats) (next|now|then|after that)| then what | now what | next step | (what|whats) (is )?(the |my )?first (step|thing to do)( \?)? $| where (do|should) i (even )?start( \?)? $| what else( \?)? $| what else (should|can|could|do) i (do|try|work on) | and then /,
  ],
  // "Explain?" or "can you explain that?" asks for more; "how do I explain leaving teaching in
  // interviews?" asks how to word something of its own.
  [
    'more',
    / (tell me more|more detail|go deeper|explain (that|it|this|more|further)|explain( \?)? $|can you explain|could you explain|please explain|example|can you elaborate|say more)/,
  ],
  [
    'will_do',
    / (ok|okay|sure|sounds good|great|will do|got it)? ?(i will|ill|im going to|i am going to|going to) (do|try) (that|it|this)|^ (ok |okay |sure |great )?will do\b| ill try /,
  ],
]

export function followUpKind(text: string, words: number): FollowUpKind | null {
  if (words > openingAskWords) return null
  for (const [kind, pattern] of followUpPatterns) {
    const limit = kind === 'what_to_say' ? wordingLimit(text, pattern) : limitOf(kind)
    if (words <= limit && pattern.test(text)) return kind
  }
  return null
}
