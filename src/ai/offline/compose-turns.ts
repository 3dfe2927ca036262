import { clarifyingClosers } from '@/domain/coaching'
import { topicWordsOf, type SituationCard } from './situations'
import { type ComposeContext, progressOnce } from './compose-answer'
import { askBackAnsweredInThread, ledBefore } from './answer-rules'
import { factLines } from './compose-facts'
import { nextStepFor } from './compose-next-step'
import { forOneCase, pointsFor } from './compose-points'
import {
  bullets,
  dropAskedLabel,
  lowerFirst,
  nextStepLabel,
  paragraphs,
  resolveRole,
  roadmapAction,
  withName,
} from './reply-parts'
import { lastPlan } from './understand'
import { unplacedDark } from './understand/crisis-patterns'
import { broadReadings } from './clarify-choice'
import { stepAfterDone, stepTitleIn } from './step-after'
import { pick } from './variation'
import { lowMoodIn, openAskIn, replyLines } from './reply-lines'
import { confirmQuestion, namesStep } from './step-confirm'

/** Replies that depend on the conversation: clarifying, follow-ups, progress. */

/** A line not yet said in the conversation, chosen by seed; the seed's pick when all were said. */
function unsaid(lines: readonly string[], c: ComposeContext): string {
  const said = (c.spoken ?? c.history).filter((m) => m.role === 'assistant').map((m) => m.content)
  const fresh = lines.filter((line) => !said.some((text) => text.includes(line)))
  return pick(fresh.length > 0 ? fresh : lines, c.seed) ?? lines[0] ?? ''
}

/** One clarifying question with two or three concrete readings; never a bare refusal. */
export function composeClarifying(readings: readonly SituationCard[], c: ComposeContext): string {
  // "Not great honestly" names no topic: whatever the words brush against, the broad readings.
  const open = c.u.card === undefined && openAskIn(c.u.input.text)
  const low = open || (c.u.card === undefined && lowMoodIn(c.u.input.text))
  const titles = low ? [] : readings.slice(0, 3).map((r) => r.title)
  // Nothing to go on: broad readings, each leading somewhere when picked (clarify-choice.ts).
  const broad = broadReadings.map((reading) => reading.title(c.profile.targetTitle))
  const options = (titles.length >= 2 ? titles : [...titles, ...broad].slice(0, 3)).map(
    (t) => `**${t}**`,
  )
  if (low)
    return paragraphs([
      withName(c.profile.name, open ? replyLines.openAsk.opener : replyLines.lowMood.opener),
      replyLines.lowMood.lead,
      bullets(options),
      unsaid(clarifyingClosers, c),
    ])
  const lead = unsaid(replyLines.clarifyLeads, c)
  // A worried message is acknowledged before the question, as any other reply would be.
  const worried = c.u.signals.includes('distress')
  // A dark message nothing could place hears where help is before any question about work.
  const dark = unplacedDark(c.u.input.text, c.u.ranked.length > 0)
  const opener = worried
    ? 'That sounds stressful; let’s work out what would help most.'
    : dark
      ? replyLines.darkClarify.care
      : undefined
  return paragraphs([
    opener === undefined ? undefined : withName(c.profile.name, opener),
    opener === undefined
      ? withName(c.profile.name, lead)
      : dark
        ? replyLines.darkClarify.workLead
        : lead,
    bullets(options),
    unsaid(clarifyingClosers, c),
  ])
}

/** "why?", "how long?", "more", resolved against the thread's card and last suggested step. */
export function composeFollowUp(
  kind: 'why' | 'how_long' | 'more',
  card: SituationCard,
  lastStep: string | undefined,
  c: ComposeContext,
): string {
  if (kind === 'why') {
    const about = lastStep === undefined ? '' : ` That is also why I suggested: ${lastStep}`
    return paragraphs([
      `Because ${lowerFirst(card.why)}${about}`,
      card.points[0] === undefined ? undefined : `The point to hold on to: ${card.points[0]}`,
    ])
  }
  if (kind === 'how_long') {
    const step = c.profile.targetRole?.roadmapSteps.find(
      (s) => lastStep?.includes(s.title) === true,
    )
    const path = card.id.startsWith('sdr_to_ae')
      ? factLines([{ kind: 'path', role: 'ae' }], { mentioned: [] })[0]
      : undefined
    const timing =
      step !== undefined
        ? `On your roadmap, **${step.title}** is planned for ${step.timeframe.toLowerCase()}: ${step.goal ?? step.description}`
        : card.howLong !== undefined
          ? card.howLong
          : card.practiceTime !== undefined
            ? `The step itself takes ${card.practiceTime}; the change shows after a few weeks of repeating it.`
            : 'The first step fits in a week; give it a few weeks of repetition before you judge the result.'
    const steady =
      card.howLong === undefined
        ? `For ${card.title}, consistency matters more than speed.`
        : undefined
    return paragraphs([path, timing, steady])
  }
  // "How do I explain this in interviews?" asks for one thing: the point about it leads.
  const shown = assistantTexts(c)
  const fresh = card.points.filter((p) => !shown.some((text) => text.includes(p)))
  const found = pointsFor(
    fresh.length > 0 ? fresh : card.points,
    c.u.input.text,
    maxMorePoints,
    c.seed,
    topicWordsOf(card),
  )
  // Asked again in so many words ("how do I explain it in interviews?" after a reply that touched
  // on it), the point that answers it leads again rather than a fresh one that does not. Once it
  // has led a reply, a fresh point that answers the question too goes first instead.
  const best = pointsFor(card.points, c.u.input.text, 1, c.seed, topicWordsOf(card))
  const bestPoint = best.points[0]
  const again =
    best.asked > 0 &&
    bestPoint !== undefined &&
    !fresh.includes(bestPoint) &&
    (found.asked === 0 || !ledBefore(c.history, bestPoint))
  const points = again
    ? [best.points[0] ?? '', ...found.points.slice(0, maxMorePoints - 1)]
    : found.points
  const direct = again ? 1 : found.asked
  const asked =
    card.askBack !== undefined && shown.some((text) => text.includes(card.askBack ?? ''))
  // "What base and OTE did they offer?" is no question once the thread has the figures.
  const told = askBackAnsweredInThread(card, c.u, c.history)
  const question = asked || told ? undefined : card.askBack
  if (direct > 0) {
    // Beside the point asked for, a case nobody raised is no filler either.
    const also = points.slice(1).filter((point) => !forOneCase(point))
    return paragraphs([
      // 'For "they say no": ...' answering "what if they say no?" drops the label.
      dropAskedLabel(points[0] ?? ''),
      also.length > 0 ? 'Also worth doing:' : undefined,
      bullets(also),
      question,
    ])
  }
  // A case nobody raised ("With kids at home: ...") is no filler for "tell me more", unless the
  // card has nothing else left to say.
  const general = points.filter((point) => !forOneCase(point))
  return paragraphs([
    `More on ${card.title}:`,
    bullets(general.length > 0 ? general : points),
    question,
  ])
}

/** Most points for "tell me more". */
const maxMorePoints = 3

function assistantTexts(c: ComposeContext): string[] {
  return c.history.filter((m) => m.role === 'assistant').map((m) => m.content)
}

/** Most points for "what then?": the ones this conversation has not shown yet. */
const maxNextPoints = 2

/**
 * The card's points not yet shown in this conversation, the ones the message asks about first
 * ("and if I don't make it?" after a PIP answer gets severance and unemployment, not the PIP
 * targets again).
 */
function unshownPoints(card: SituationCard, c: ComposeContext): string[] {
  const shown = assistantTexts(c)
  const fresh = card.points.filter((p) => !shown.some((text) => text.includes(p)))
  const topic = topicWordsOf(card)
  const found = pointsFor(fresh, c.u.input.text, maxNextPoints, c.seed, topic)
  // A point for one case ("An offer in hand?") only where it was asked for.
  return found.points.filter((point, i) => i < found.asked || !forOneCase(point))
}

const asksNext = /\?|\bnext\b|\bnow what\b/

function stepTitleOf(lastStep: string): string {
  return stepTitleIn(lastStep) ?? lastStep.replace(/\*\*/g, '').replace(/\.$/, '')
}

/** The title of the step suggested last when "I did that" does not name it. */
function unnamedStep(lastStep: string | undefined, message: string): string | undefined {
  // A free practice has no roadmap step to mark.
  const title = stepTitleIn(lastStep)
  return title === undefined || namesStep(message, title) ? undefined : title
}

/** "Nice work. Done: Qualify with a framework." from the step suggested last. */
function doneLine(lastStep: string, message: string): string {
  const title = stepTitleOf(lastStep)
  if (namesStep(message, title)) return `Nice work. Done: ${title}.`
  return `Nice work, that counts. ${confirmQuestion(title)}`
}

/** "I did that" and "what next?": credit the step, then the next one that is not done. */
export function composeProgress(
  kind: 'did_it' | 'what_next' | 'this_week',
  card: SituationCard | undefined,
  lastStep: string | undefined,
  c: ComposeContext,
  freeOnly: boolean,
): string {
  const { profile } = c
  // Not sure which step was done: ask, and wait for the answer before moving on. Telling the
  // person to mark the step in the same breath would answer Becky's own question for them.
  // ("I did that, what next?" asks for the next step as well, and gets it.)
  const unnamed = kind === 'did_it' ? unnamedStep(lastStep, c.u.input.text) : undefined
  if (unnamed !== undefined && !asksNext.test(c.u.input.raw.toLowerCase()))
    return withName(profile.name, `Nice work, that counts. ${confirmQuestion(unnamed)}`)
  const plan = lastPlan(c.history)
  // A free practice done ("I asked my manager for the criteria") has no roadmap step to mark:
  // credit it and go on with the thread, as "what next?" does.
  const practiceDone = kind === 'did_it' && stepTitleIn(lastStep) === undefined
  const credit =
    kind === 'did_it'
      ? lastStep === undefined || practiceDone
        ? 'Nice work, that counts.'
        : doneLine(lastStep, c.u.input.text)
      : undefined
  const more = card !== undefined && (kind === 'what_next' || practiceDone)
  const moreBullets = more ? unshownPoints(card, c) : []
  const goesOn = moreBullets.length > 0
  const role = resolveRole(undefined, [], profile)
  const next = card ? nextStepFor(card, profile, role, { freeOnly }) : undefined
  const fresh = next && next.text !== lastStep ? next.text : undefined
  const roadmap = freeOnly ? undefined : roadmapAction(profile)
  const planned =
    fresh ??
    roadmap ??
    card?.practice ??
    'Pick one skill to practise this week and put it in your calendar.'
  const action =
    (kind === 'did_it' ? stepAfterDone(lastStep, planned, profile) : undefined) ?? planned
  const weekPlan =
    kind === 'this_week'
      ? bullets([
          plan !== undefined
            ? `Do what you planned: ${plan}.`
            : card
              ? action === card.practice && !c.history.some((m) => m.content.includes(action))
                ? 'Do the step below early in the week, while it is fresh.'
                : `On ${card.title}: ${lowerFirst(card.practice)}`
              : 'Choose one skill and book two practice blocks.',
          // The thread's own advice not yet given, so the week is about what was discussed.
          ...(card ? unshownPoints(card, c).slice(0, 1) : []),
          roadmap === undefined || fresh !== undefined
            ? 'Write down one result from the week, however small.'
            : 'Move your roadmap forward with the step below.',
          'On Friday, note what worked and what you will change.',
        ])
      : undefined
  const intro =
    kind === 'this_week'
      ? 'Here is a simple plan for this week:'
      : goesOn
        ? 'What comes next:'
        : 'Here is the next thing to do.'
  const progress = progressOnce(profile, c.history)
  return paragraphs([
    withName(profile.name, credit ?? intro),
    credit === undefined ? undefined : intro,
    goesOn ? bullets(moreBullets) : undefined,
    weekPlan,
    progress,
    `${nextStepLabel} ${action}`,
  ])
}
