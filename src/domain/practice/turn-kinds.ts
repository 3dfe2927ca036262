import type { LineAnalysis } from './detectors'
import { hasAnyCue, normaliseLine } from './normalise'
import type { PracticeSession, Scenario } from './practice-types'

/** What one rep turn does, as the prospect hears it (issue 31, item 2). */
export type TurnKind =
  | 'insult'
  | 'gibberish'
  | 'very_long'
  | 'agree'
  | 'meeting_ask'
  | 'objection_handling'
  | 'permission'
  | 'small_talk'
  | 'open_question'
  | 'reason'
  | 'pitch'
  | 'closed_question'
  | 'off_topic'
  | 'statement'

/** Words of work and selling: a line with none of them, the card's cues or its pains is off topic. */
const workCues = [
  'work*',
  'team*',
  'rep',
  'reps',
  'sales',
  'sell*',
  'call*',
  'crm',
  'pipeline',
  'forecast*',
  'deal*',
  'customer*',
  'client*',
  'budget*',
  'tool*',
  'software',
  'platform',
  'product*',
  'price*',
  'pricing',
  'cost*',
  'time',
  'meeting*',
  'demo*',
  'email*',
  'process*',
  'business',
  'company',
  'quarter',
  'year',
  'month',
  'week',
  'role',
  'job',
  'manager',
  'boss',
  'data',
  'report*',
  'problem*',
  'help*',
  'revenue',
  'churn*',
  'renew*',
  'hir*',
  'onboard*',
  'quota',
  'target*',
  'promot*',
  'career',
  'experience',
  'interview*',
]

const agreement =
  /\b(yes|yeah|yep|sure|works|great|perfect|deal|ok|okay|sounds good|see you|that's fine|let's do it|fine|done|book it|lock it in)\b/i

const callKinds = new Set(['cold_call', 'gatekeeper', 'discovery', 'objection', 'pitch'])

function offTopic(line: string, scenario: Scenario): boolean {
  if (!callKinds.has(scenario.kind)) return false
  const text = normaliseLine(line)
  const painWords = scenario.persona.pains.flatMap((pain) =>
    pain
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 5),
  )
  return (
    text.trim().split(' ').length >= 2 &&
    !hasAnyCue(text, workCues) &&
    !hasAnyCue(text, scenario.personalCues) &&
    !hasAnyCue(text, painWords)
  )
}

/** Agreeing to the day and time the prospect offered: a yes, or naming its day. */
function agreesTo(counterOffer: string, line: string): boolean {
  const day = counterOffer.split(' ')[0]?.toLowerCase() ?? ''
  return agreement.test(line) || (day !== '' && line.toLowerCase().includes(day))
}

export function classifyTurn(
  a: LineAnalysis,
  line: string,
  scenario: Scenario,
  session: PracticeSession,
  turn: number,
): TurnKind {
  const pending = session.objectionRaised && !session.objectionHandled
  const open = a.questions.includes('open')
  if (a.insult) return 'insult'
  if (a.gibberish) return 'gibberish'
  if (a.words > scenario.maxWords) return 'very_long'
  if (session.counterOffer && !a.nextStep && agreesTo(session.counterOffer, line)) return 'agree'
  if (a.nextStep) return 'meeting_ask'
  if (pending && a.acknowledges) return 'objection_handling'
  if (turn === 1 && a.permission && !open) return 'permission'
  if (a.smallTalk && !open) return 'small_talk'
  if (open) return 'open_question'
  if (a.reason) return 'reason'
  if (a.pitch) return 'pitch'
  if (a.questions.length > 0) return 'closed_question'
  if (offTopic(line, scenario)) return 'off_topic'
  return 'statement'
}
