import type { CallOutcome, Scenario, TranscriptLine } from '../practice-types'
import { prospectLines } from '../prospect-lines'

/**
 * What a decided line does in the call, read back from the line itself: every line the state
 * machine says comes from a table (prospect-lines.ts or the scenario card), so its table names
 * its meaning. The voice's prompt names it and the checks hold a wording to it.
 */
export type VoiceMeaning =
  | 'opens'
  | 'objects'
  | 'accepts'
  | 'counters'
  | 'declines'
  | 'asks_for_time'
  | 'grants'
  | 'reveals'
  | 'not_caught'
  | 'ends_after_insult'
  | 'hangs_up'
  | 'wraps_up'
  | 'asks'
  | 'reacts'

/** The meaning in words, for the model's brief. */
export const meaningText: Record<VoiceMeaning, string> = {
  opens: 'answers and opens the conversation',
  objects: 'raises this objection and does not give in',
  accepts: 'agrees to the meeting at the time in the line',
  counters: 'turns that time down and offers the other time in the line',
  declines: 'says no to a meeting for now',
  asks_for_time: 'asks for a specific day and time',
  grants: 'lets the caller go ahead',
  reveals: 'shares this about their situation',
  not_caught: 'did not catch what was said and asks to hear it again',
  ends_after_insult: 'ends the call politely because the caller was rude',
  hangs_up: 'ends the call',
  wraps_up: 'has to end the call now',
  asks: 'asks this question',
  reacts: 'reacts, and commits to nothing',
}

const endings: Partial<Record<CallOutcome, VoiceMeaning>> = {
  ended_by_prospect: 'ends_after_insult',
  hung_up: 'hangs_up',
  goal_reached: 'accepts',
  turn_limit: 'wraps_up',
}

const tables: [VoiceMeaning, readonly string[]][] = [
  ['not_caught', prospectLines.didNotCatch],
  [
    'declines',
    [...prospectLines.meetingNotYet, ...prospectLines.meetingNoPending, ...prospectLines.meetingNo],
  ],
  ['asks_for_time', prospectLines.vagueNextStep],
  ['ends_after_insult', prospectLines.insultEnd],
  ['hangs_up', prospectLines.hangUp],
  ['wraps_up', [...prospectLines.turnLimit, ...prospectLines.wrapUp]],
]

/** The counter-time templates as patterns: '{asked} does not work ...' matches any day. */
const counters = prospectLines.counter.map(
  (t) =>
    new RegExp(
      `^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{asked\}|\{counter\}/g, '.+')}$`,
    ),
)

function fromCard(text: string, scenario: Scenario): VoiceMeaning | null {
  const { persona } = scenario
  if (scenario.openers.includes(text)) return 'opens'
  if (scenario.grantLines.includes(text)) return 'grants'
  if (persona.hiddenFacts.some((f) => text.includes(f.line))) return 'reveals'
  if (persona.pains.some((pain) => text.includes(pain))) return 'reveals'
  return null
}

/** The meaning of the other side's line at `index`; `outcome` is the call's after that line. */
export function meaningOf(
  scenario: Scenario,
  transcript: readonly TranscriptLine[],
  index: number,
  outcome: CallOutcome,
): VoiceMeaning {
  const line = transcript[index]
  if (!line || index === 0) return 'opens'
  if (line.objection === true) return 'objects'
  const last = index === transcript.length - 1
  const ending = last ? endings[outcome] : undefined
  if (ending) return ending
  const text = line.text
  const table = tables.find(([, lines]) => lines.includes(text))
  if (table) return table[0]
  if (counters.some((pattern) => pattern.test(text))) return 'counters'
  return fromCard(text, scenario) ?? (text.trim().endsWith('?') ? 'asks' : 'reacts')
}
