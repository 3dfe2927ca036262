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
  // "My numbers are fine" is no missed number.
  [
    / (my|our) (numbers|results|sales) (are|were|have been) (fine|good|great|strong|solid|ok|okay|decent)\b/g,
    ' i perform well',
  ],
]

export function withoutNegated(text: string): string {
  return negations.reduce((out, [pattern, swap]) => out.replace(pattern, swap), text)
}
