import type { ComposeContext } from './compose-answer'
import { bullets, diagnosticInvite, nextStepLabel, withName } from './reply-parts'

/**
 * Questions about the person's own results: "what was my top match?", "why did you match me with
 * AE?", "how long will my roadmap take?". They are answered with the match percent, reasons and
 * timeline the results page and the roadmap show, so the plan reads the same in the chat.
 */
export type PlanQuestion = 'match' | 'timeline'

const matchAsk =
  / (my (top|best|first|strongest|second) (career )?match|my matches|top match|best match|why (did|do|does|would) (you|it|salespath|the app|the diagnostic) (match|pick|choose|recommend|suggest)|why (am i|was i|did i get) matched|matched me|match me with|my match score) /
const timelineAsk =
  / (how long (will|does|would|is) (my|the|this) (roadmap|plan)|my timeline|when will i finish (my|the) (roadmap|plan)|how long until i finish) /

export function planQuestionOf(text: string): PlanQuestion | undefined {
  return matchAsk.test(text) ? 'match' : timelineAsk.test(text) ? 'timeline' : undefined
}

const takeDiagnostic = `${nextStepLabel} Take the 9-question diagnostic; it takes about five minutes.`

function composeMatch(c: ComposeContext): string {
  const { profile } = c
  const match = profile.topMatch
  if (!match) {
    return [
      withName(profile.name, 'there is no match yet: the diagnostic ranks the roles for you.'),
      takeDiagnostic,
    ].join('\n\n')
  }
  const target =
    profile.targetTitle !== undefined && profile.targetTitle !== match.title
      ? `You chose to work towards **${profile.targetTitle}**, and your roadmap follows that choice.`
      : undefined
  return [
    withName(
      profile.name,
      `your top match is **${match.title}** at ${String(match.percent)}%, from your diagnostic answers.`,
    ),
    match.reasons.length > 0 ? 'Why it came first:' : undefined,
    bullets(match.reasons.slice(0, 3)),
    `Usual time to get there: ${match.timeToRole}.`,
    target,
  ]
    .filter((part): part is string => part !== undefined && part !== '')
    .join('\n\n')
}

function composeTimeline(c: ComposeContext): string {
  const { profile } = c
  const title = profile.targetTitle
  if (title === undefined)
    return [withName(profile.name, diagnosticInvite), takeDiagnostic].join('\n\n')
  const timeline = profile.timeline
  const lead = timeline
    ? `your plan to **${title}** runs over **${timeline.label}**. ${timeline.text}`
    : `the usual time to **${title}** is ${profile.topMatch?.title === title ? profile.topMatch.timeToRole : 'on your roadmap'}.`
  const done = `${String(profile.completedSteps)} of ${String(profile.totalSteps)} steps are done`
  return [
    withName(profile.name, lead),
    profile.totalSteps > 0 ? `${done}; each step shows its own window on the roadmap.` : undefined,
  ]
    .filter((part): part is string => part !== undefined)
    .join('\n\n')
}

export function composePlanAnswer(kind: PlanQuestion, c: ComposeContext): string {
  return kind === 'match' ? composeMatch(c) : composeTimeline(c)
}
