import type { LineAnalysis } from './detectors'
import type { HiddenState, Scenario } from './practice-types'
import type { TurnKind } from './turn-kinds'

/** How the user's turn moves the prospect's hidden patience, interest and trust. */
export function nextState(
  state: HiddenState,
  a: LineAnalysis,
  kind: TurnKind,
  scenario: Scenario,
  turn: number,
  objectionPending: boolean,
): HiddenState {
  let { patience, interest, trust } = state
  const open = a.questions.filter((q) => q === 'open').length
  if (turn === 1 && a.permission) {
    trust += 1
    patience += 1
  }
  if (a.reason) interest += 1
  if (a.personalised) {
    interest += 1
    trust += 1
  }
  interest += Math.min(open, 2)
  if (open > 0 && (a.quantifies || a.decisionProcess)) interest += 1
  if (kind === 'very_long') {
    patience -= 2
    interest -= 1
  } else if (a.questions.length === 0 && !a.nextStep && a.words > scenario.maxWords / 2) {
    patience -= 1
  }
  if (kind === 'gibberish' || kind === 'off_topic') patience -= 1
  if (kind === 'small_talk' && turn > 1) patience -= 1
  if (kind === 'pitch' && state.interest < 2) patience -= 1
  if (a.pushy) {
    trust -= 1
    patience -= 1
  }
  if (a.fillers >= 3) trust -= 1
  if (objectionPending) {
    if (a.acknowledges) {
      trust += 1
      interest += 1
    } else {
      trust -= 1
      patience -= 1
    }
  }
  return { patience, interest, trust }
}
