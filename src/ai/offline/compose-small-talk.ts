import { lastMenu } from './dialogue/menu-detail'
import { getRole } from '@/domain/catalogue'
import { type ComposeContext, composeAnswer, progressOnce } from './compose-answer'
import { factLines } from './compose-facts'
import { pointsFor } from './compose-points'
import { bullets, nextStepLabel, paragraphs as join, roadmapAction, withName } from './reply-parts'
import { topicWordsOf, type SituationCard } from './situations'
import { normalise, threadCard, understand } from './understand'
import { pick } from './variation'
import { cardIds } from './situations/card-ids'
import { replyLines } from './reply-lines'

/** Replies to what the person says rather than asks: hello, thanks, good news, a plan. */

export function composeSmallTalk(
  card: SituationCard,
  c: ComposeContext,
  readBack: string | undefined,
): string {
  const { profile } = c
  if (card.id === cardIds.greeting) {
    const hello =
      profile.name === undefined
        ? 'Hi! I’m Becky, your career coach.'
        : `Hi ${profile.name}! I’m Becky, your career coach.`
    const where = progressOnce(profile, c.history)
    const action = readBack === undefined ? roadmapAction(c.profile) : undefined
    return join([
      hello,
      readBack,
      where,
      'What would you like to work on today?',
      action === undefined ? undefined : `${nextStepLabel} ${action}`,
    ])
  }
  if (card.id === cardIds.thanks) {
    return join([
      withName(
        profile.name,
        pick(
          ['You’re welcome, glad it helped.', 'Any time. Glad that was useful.', 'Happy to help.'],
          c.seed,
        ) ?? '',
      ),
      'Come back and tell me how it goes.',
    ])
  }
  if (card.id === cardIds.off_topic) {
    const example =
      profile.targetTitle === undefined
        ? '“How do I get my first SDR job?”'
        : `“What should I focus on to become ${profile.targetTitle}?”`
    // A detour in a conversation leaves the way back open, rather than an opening example.
    // Right after a menu there is no thread yet, but there is the question asked.
    const asked = lastMenu(c.history) ? 'the question you asked before' : undefined
    const back = threadCard(c.history)?.title ?? asked
    return join([
      card.answer,
      back
        ? `Whenever you are ready, we can go back to where we were: ${back}.`
        : `I can help with your sales career: promotions, pay, interviews, hard moments at work and sales skills. Try ${example}`,
    ])
  }
  return composeAnswer(card, c, false)
}

export function composeCelebration(card: SituationCard, c: ComposeContext): string {
  const role = getRole(c.u.entities.roles[0] ?? 'ae')
  const next =
    c.u.input.text.includes(' offer ') && role
      ? factLines([{ kind: 'ramp', role: role.id }], { mentioned: [] })
      : []
  return join([
    withName(c.profile.name, card.answer),
    ...next,
    // Points for one case ("only a small deal?") come when asked, not in every congratulation.
    bullets(pointsFor(card.points, c.u.input.text, 2, c.seed, topicWordsOf(card)).points),
    card.askBack,
    `${nextStepLabel} ${card.practice}`,
  ])
}

/** The user states a plan inside a thread: confirm it, add one tip, ask to hear back. */
export function composePlan(plan: string, card: SituationCard, c: ComposeContext): string {
  // The tip fits the plan: "apply to 5 SDR jobs" after a bootcamp question gets job-search advice.
  const own = understand(plan).card
  const source = own && own.area !== 'conversation' ? own : card
  const fit = pointsFor(source.points, normalise(plan).text, 1, c.seed, topicWordsOf(source))
  const tip = fit.asked > 0 ? fit.points[0] : source.practice
  return join([
    withName(c.profile.name, `Good plan: you will ${plan}. I’ll remember it.`),
    tip === undefined ? undefined : `${pick(replyLines.planTips, c.seed, 1) ?? ''} ${tip}`,
    'Tell me how it goes, and we will take the next step from there.',
  ])
}
