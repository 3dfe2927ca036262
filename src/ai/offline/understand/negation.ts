/**
 * Topics named only to be ruled out: "I didn't sign any non-compete", "I can't call it sex
 * discrimination because he hired a woman". The cue tables would read the topic word as the
 * subject of the post; these rewrites (normalised text, spaces at both ends) take it out.
 */
const negations: readonly (readonly [RegExp, string])[] = [
  [
    / (didnt|did not|never|havent|have not|dont have|do not have) sign(ed)?(( [a-z]+){0,6}) (non competes?|noncompetes?|non solicits?)\b/g,
    ' signed no agreement$3',
  ],
  [/ (no|without a|without any) (non competes?|noncompetes?)\b/g, ' no agreement'],
  [
    / (cant|cannot|can not|couldnt|wouldnt) (call|say|claim)( it| this| that)?( was| is)?(( [a-z]+){0,2}) (discrimination|harassment)\b/g,
    ' $1 $2 it unfair',
  ],
  [/ (not|isnt|wasnt|arent) (([a-z]+ ){0,2})(discrimination|harassment)\b/g, ' not unfair'],
  // "I'm not going to hurt myself, I'm just tired": said safe, not a crisis (the distress
  // answer believes it and names the crisis line once). "I don't want to be alive" or "...to
  // live" stays dark: only "don't want to die" (below) is a denial.
  [
    / (not|never|wont|will not|would never|not going to|never going to|not gonna) (hurt|harm|kill) myself\b/g,
    ' i am safe',
  ],
  [/ (not|never been) suicidal\b/g, ' i am safe'],
  [/ (dont|do not) want to die\b/g, ' i am safe'],
  // "Laid off, no PIP, no warning": the plan that never came is no PIP.
  [/ (no|without a|without any|never (got|had) a|never put on a) pips?\b/g, ' no plan'],
  // "My numbers are fine" is no missed number.
  [
    / (my|our) (numbers|results|sales) (are|were|have been) (fine|good|great|strong|solid|ok|okay|decent)\b/g,
    ' i perform well',
  ],
]

export function withoutNegated(text: string): string {
  return negations.reduce((out, [pattern, swap]) => out.replace(pattern, swap), text)
}
