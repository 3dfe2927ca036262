import type { ComposeContext } from './compose-answer'
import { bullets, contextLine, nextStepLabel, withName } from './reply-parts'

/**
 * Questions about the person's own plan: "how far along am I on my roadmap?" and "how do I
 * prepare for my next step?". They are answered from the journey the app sends, the same numbers
 * the dashboard and the roadmap show, never with another topic's answer or a clarifying question.
 */
export type RoadmapQuestion = 'progress' | 'prepare'

const progressAsk =
  / (how far along|how far am i|my progress|what phase|which phase|phase am i in|where am i (on|in|with)|how am i doing (on|with)|how much of my roadmap|how many steps|next step (on|in) my roadmap|my next roadmap step) /
const prepareAsk =
  / (prepare for|get ready for|what does|what is involved in|how do i (do|start|tackle)) (my|the) next (roadmap )?step /

export function roadmapQuestionOf(text: string): RoadmapQuestion | undefined {
  return prepareAsk.test(text) ? 'prepare' : progressAsk.test(text) ? 'progress' : undefined
}

const maxItems = 3

export function composeRoadmapStatus(
  kind: RoadmapQuestion,
  c: ComposeContext,
  freeOnly: boolean,
): string {
  const { profile } = c
  if (profile.targetTitle === undefined) {
    return [
      withName(
        profile.name,
        'There is no roadmap to measure yet: the 9-question diagnostic builds one for the role that fits you best.',
      ),
      `${nextStepLabel} Take the diagnostic; it takes about five minutes.`,
    ].join('\n\n')
  }
  const detail = profile.nextStepDetail
  const step = profile.nextStep
  const where = profile.targetRole?.roadmapSteps.find((s) => s.title === step)
  const about = detail?.description ?? where?.description
  const when = detail?.window ?? where?.timeframe
  const next =
    step === undefined
      ? 'Every step of your roadmap is done: the next move is the job itself, so keep applying what you practised.'
      : `Next on your roadmap: **${step}**${when === undefined ? '' : ` (${when})`}.${about === undefined ? '' : ` ${about}`}`
  const lockNote =
    detail?.locked === true
      ? freeOnly || detail.creditCost === 0
        ? 'It is still locked on your roadmap; its checklist opens when you unlock it.'
        : `It is still locked: it opens for ${String(detail.creditCost)} credits on your roadmap, and its checklist opens with it.`
      : undefined
  const items = kind === 'prepare' ? (detail?.openItems ?? []).slice(0, maxItems) : []
  const progress =
    kind === 'progress' ? (contextLine(profile) ?? 'Here is where you are.') : undefined
  return [
    withName(profile.name, progress ?? next),
    progress === undefined ? undefined : next,
    lockNote,
    items.length > 0 ? 'To prepare, start with what is left on its checklist:' : undefined,
    bullets(items),
    kind === 'prepare' && items.length === 0 && detail?.locked !== true && step !== undefined
      ? 'Open it on your roadmap to see its checklist and resources, and tick items off as you go.'
      : undefined,
  ]
    .filter((part): part is string => part !== undefined && part !== '')
    .join('\n\n')
}
