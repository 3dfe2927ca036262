import type { ComposeContext } from './compose-answer'
import { nextStepFor } from './compose-next-step'
import { bullets, nextStepLabel, resolveRole, withName } from './reply-parts'
import { situationCards, type SituationCard } from './situations'

/**
 * "What's the difference between BANT and MEDDIC?" names two methods: each gets its own line
 * instead of the first one's answer alone.
 */
export function namedMethodCards(methods: readonly string[]): SituationCard[] {
  return methods.flatMap((name) =>
    situationCards.filter((card) => card.id.startsWith('method_') && card.title === name),
  )
}

export function composeMethodComparison(
  cards: readonly SituationCard[],
  c: ComposeContext,
  freeOnly: boolean,
): string {
  const [first] = cards
  const role = resolveRole(undefined, c.u.entities.roles, c.profile)
  const step = first ? nextStepFor(first, c.profile, role, { freeOnly }) : { text: '' }
  return [
    withName(c.profile.name, 'Here is how they differ:'),
    bullets(cards.map((card) => `**${card.title}**: ${card.answer}`)),
    'Which to use: the one your team already uses, so you and your manager inspect deals with the same questions. If there is none, a short checklist suits quick first-call qualification, and a fuller one suits complex deals with several buyers.',
    step.text === '' ? undefined : `${nextStepLabel} ${step.text}`,
  ]
    .filter((part): part is string => part !== undefined)
    .join('\n\n')
}
