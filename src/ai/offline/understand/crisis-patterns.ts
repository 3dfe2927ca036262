/**
 * Ways people hint at not wanting to be alive that a phrase list misses, because the words vary
 * around a fixed shape ("wish I could just disappear", "not waking up tomorrow", "a burden to my
 * family"). Any match raises the self-harm signal: a crisis answer to a message that was only dark
 * costs little, and a career answer to one that was a cry for help costs a great deal.
 */
export const crisisPatterns: readonly RegExp[] = [
  / (not|never) (wake|waking|woke) up (tomorrow|again|anymore|ever)/,
  / (just )?(go to sleep|fall asleep) and (not|never) wake/,
  / burden (to|on) (my family|my wife|my husband|my partner|my kids|my parents|my loved ones|everyone|everybody|the people i love)/,
  / wish i (could|would|was|were|had) (just )?(disappear|die|be dead|dead|be gone|gone|not be here|never been born)/,
  / giving away (my|all my) (stuff|things|belongings|possessions) /,
  / giving (my|all my) (stuff|things|belongings|possessions) (away|to) /,
  / tired of everything/,
  / (bridge|train tracks|the tracks|the ledge) .{0,40}(thought about it|thought about jumping)/,
  / (drive|driving|drove|crash|crashing) (my car )?(off|into) (the road|a bridge|a wall|a tree|traffic|oncoming)/,
  / jump(ing)? (off|from) (a |the )?(bridge|building|roof)/,
  / (take|taking|swallow|swallowing) (all (of )?(my |the )?pills|a bottle of|too many pills)/,
  / better off .{0,40}(life insurance|insurance money)/,
  / want (it all|everything|all of it) to (stop|end)/,
  / ways to (end it|die|kill myself)/,
  / (dont|cant|do not|cannot) see (a|any) future (for myself|for me)/,
  / tired of (being alive|living|life)/,
  / (easier|better) if i (just )?(wasnt|werent|was not|were not) (around|here|alive)/,
  / (in case|if) something (happens|happened) to me/,
  / (planning|planned|plan) how (id|i would|i will|to) do it/,
  / nothing matters (anymore|any more)/,
  // Warning signs the crisis lines teach: stockpiling the means, writing a note, feeling trapped
  // at the end of the road, indifference to living.
  / (pills|tablets|meds) (saved|stored|stockpiled|put aside|hidden)|(saved|saving|stockpil[a-z]*) (up )?(my |some )?(pills|tablets|meds)/,
  / (wrote|writing|left|leave) (a|the) (note|letter) (for|to) (my|the) (wife|husband|partner|kids|family|mom|dad|parents|children)/,
  / (end of the road|nothing left for me|no way forward)/,
  / (live or die|keep living like this|go on living|keep on living)/,
  / (a |my )?(gun|firearm) (in the house|at home)|gun to my head/,
  / (end|ending) (it|things) (all |for good )/,
]

/** True when the normalised message has one of the crisis shapes. */
export function crisisShape(text: string): boolean {
  return crisisPatterns.some((pattern) => pattern.test(text))
}

/** Words of loss, pain and endings: alone they prove nothing, in an unplaced message they matter. */
const darkField =
  / (gone|funeral|pain|hurt|hurting|cutting|cut myself|matter|peace|nobody|no one|alone|empty|numb|hopeless|worthless|useless|trapped|over soon|dark|die|dead|death|alive|anymore|notice|miss me|goodbye|forgive|note|pills|bridge|wasnt here|not here|disappear|end it|the end) /
/**
 * Sales talk that borrows those words: a dead deal, the buyer's pain, a cut price, a prospect
 * nobody reaches. Taken out before the dark words are looked for, so "this deal is dead" hears
 * about deals, not a crisis line.
 */
const salesSenses: readonly RegExp[] = [
  / (deal|deals|lead|leads|pipeline|account|accounts|prospect|prospects|opportunity|opp|opps|call|calls|line|phone|quarter|territory|market|demo|meeting|email|emails|thread|product) (is |was |are |were |went |looks |seems |feels |is just |is pretty much )?(dead|gone|over|empty)/g,
  / dead (deal|deals|lead|leads|end|air|weight|zone|quarter|territory|account|accounts|line)/g,
  / (pain|pains) (point|points)/g,
  / (their|his|her|the|a|customer|customers|prospect|prospects|buyer|buyers|client|clients|business|no|any|real|enough) pain/g,
  / (cut|cuts|cutting) (my |our |the |their )?(quota|quotas|price|prices|commission|commissions|territory|discount|deal|deals|costs|budget|budgets|rate|rates|base|pay|headcount|team)/g,
  / (price|commission|territory|budget|pay|headcount|rate) (cut|cuts|cutting)/g,
  / (nobody|no one) (answers|answered|picks up|picked up|replies|replied|responds|responded|returns|called back|calls back|buys|bought|opens|opened|reads)( the phone| the phones| my calls| my emails| their phone)?( anymore| any more)?/g,
]

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
