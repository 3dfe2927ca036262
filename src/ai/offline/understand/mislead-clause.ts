/**
 * An order to say or record something, and in the same sentence the sign that it is untrue: "my
 * boss said to tell the customer the feature is on the roadmap, but there's no such plan". The
 * phrase tables of unethical-cues.ts only know the acts someone wrote down; this reads the shape
 * those asks share. Each half alone is ordinary work ("told me to tell the customer about the
 * price change"; "it doesn't have that feature"), so the rule asks for both.
 */

/** Someone above the person asks for a claim, a sale or a record. */
const order =
  / (told|tells|telling|keeps telling|want|wants|wanted|ask|asked|asks|asking|instructed|instructing|push|pushes|pushing|encourages|encouraging|encouraged|pushed|pressured|pressuring|expected|supposed|said|says|makes|made|has|have|had|coaches|coached|trained) (me |us |reps |everyone |the team |the reps )?(not to |to )?(not )?(say|tell|promise|guarantee|claim|pretend|describe|imply|present|quote|sell|upsell|book|record|report|log|edit|change|show|mark|use|sign|keep|stop|mention|downplay|hide|exaggerate|inflate|fake|fudge|backdate|misrepresent|bill|charge|cancel|read|call|cold call|enter|count|register) /

/** An order with the team and the occasion in between: "told us on the team call to start telling". */
const orderAfterWords =
  / (told|asked|instructed|wants|want|wanted|pushed|pressured) (us|me|everyone|the team|reps|all of us) ([a-z]+ ){1,5}to (start |keep )?(telling|saying|tell|say|claim|claiming|promise|promising) /

/** The person asking whether they may, or already doing it: "is it ok to say ...", "been quoting". */
/** Verbs that deceive by themselves once someone asks for them: "told to exaggerate the numbers". */
const deceit =
  / (exaggerate|exaggerating|inflate|inflating|fake|faking|fudge|fudging|backdate|backdating|misrepresent) /

const ownDoing =
  / ((is it|is that|would it be) (ok|okay|fine|alright) to|been|keep|keeps|kept) (say|tell|promise|quote|claim|saying|telling|promising|quoting|claiming|selling|exaggerate|inflate|fake|fudge) /

/**
 * Keeping from the buyer what they would want to know: "told not to mention the cancellation
 * fee", "stop telling prospects about the outages", "downplay the auto-renewal clause".
 */
const conceal =
  / (not (to )?mention|never (to )?mention|never (to )?tell|not (to )?disclose|not (to )?bring up|stop (telling|mentioning)|downplay|gloss over|leave out|keep quiet about|not (to )?tell|avoid mentioning|hide) ([a-z]+ ){0,4}(fee|fees|outage|outages|issue|issues|problem|problems|defect|defects|bug|bugs|clause|renewal|risk|risks|cancellation|increase|limitation|limitations|delay|delays|charge|charges|vulnerability|vulnerabilities|breach|breaches|flaw|flaws|known [a-z]+) /

/** The claim is untrue, hidden, or sold to someone who cannot judge it. */
const untrue = [
  / (when|but|though|although|yet|even though|which) (it|we|they|there|that|this|the [a-z]+) (is not|isnt|arent|are not|doesnt|does not|dont|do not|cant|cannot|wont|has not|hasnt|have not|havent|never|always|really|actually) /,
  / (when|but|though|although) (it|that|this) (was|is) (really|actually|in fact|our|my) /,
  / (none|nobody|no one) (do|does|did|of them|uses?|has|have|is|are) /,
  / no such /,
  // "... that the integration is 'live' when it's actually still in beta".
  / (when|but|though|although|even though) (its|theyre|were|thats) (not|actually|really|still|only|in fact|nowhere) /,
  // "... that the integration is ready, but the engineers told me it is only next year".
  / but (the )?(engineers?|engineering|product( team)?|devs?|developers|dev team|tech team) (told|tell|say|said|says) /,
  / (never happened|nobody worked|no one worked|never worked|is not true|isnt true|which is false|that is false) /,
  / (do not call|dnc) list /,
  / on purpose so /,
  / charged (another|an extra) /,
  / (cant|cannot|dont|do not) (back (it |that |them )?up|afford|understand|need) /,
  / without (telling|asking|their|the [a-z]+s? (knowing|consent|permission)) /,
  / (hasnt|has not|havent|have not|was not|wasnt) (been )?(signed|closed|approved|agreed|made|done|held) /,
  / (make|makes|making) (it|us|them|me|the numbers?|the pipeline) look /,
  / only partly /,
  / (we|they|everyone) (all )?know (we|it|they) (cant|cannot|wont|will not) /,
  / (hasnt|has not|havent|have not) (said yes|agreed|committed) /,
  / before (the contract|it|the deal) is (countersigned|signed) /,
  / who (actually |already )?(churned|left|cancelled|canceled) /,
  / asked (us|me|them) to stop /,
  / sign (the customers|their|the clients|a customers) name /,
  / (arent|isnt|not) built( yet)? /,
  / doesnt do that /,
  / so (it|that|they|we|the [a-z]+|our [a-z]+|our [a-z]+ [a-z]+) (look|looks|seem|seems) (better|healthier|bigger|good|fuller|stronger|like) /,
]

/** A next sentence that flatly denies what was to be said: "... use us. None do." */
const denial =
  /^ (none|nobody|no one|there is no|theres no|there are no|we dont|we do not|we have no|it doesnt|it does not|it didnt|it did not|it isnt|it is not|it wasnt|it was not|it cant|it cannot|it wont|it will not|its not|they dont|they cant|they arent|thats not|that is not|that isnt) /

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
