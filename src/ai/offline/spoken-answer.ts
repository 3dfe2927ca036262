import type { CoachInput } from '../coach-engine'
import type { SpokenAnswer } from '@/domain/practice/review'
import { answer, type OfflineAnswer } from './card-answer'
import { profileFrom } from './coach-profile'
import { composeSpokenAnswer } from './compose-mock'
import { cardFor } from './situations'
import { cardIds } from './situations/card-ids'
import { understand } from './understand'

/**
 * Interview answers pasted in chat ("this is what i said, be honest: ..."), found once per turn
 * by the review domain's `spokenAnswerIn`: read by their ask, coached as answers.
 */

/** An interview answer pasted after its ask is a draft: "I'm burned out" in it is no feeling. */
export function asRead(input: CoachInput, spoken: SpokenAnswer | undefined): CoachInput {
  const felt = spoken && understand(input.message).card?.signals?.includes('distress')
  return spoken && felt ? { ...input, message: spoken.ask } : input
}

/**
 * An interview answer is coached as one: on the thread's event when it has words for interviews
 * (a firing), else as interview practice, whatever else the thread is ("a resume", "burnout").
 */
export function spokenReply(once: OfflineAnswer, spoken: SpokenAnswer, input: CoachInput) {
  const own = once.clarifying ? undefined : cardFor(once.situation)
  const card = own?.signals?.some((s) => s !== 'distress') ? own : cardFor(cardIds.interview_prep)
  const text = card && composeSpokenAnswer(card, spoken, profileFrom(input.context).name)
  return card && text ? answer(card.id, understand(spoken.ask), text) : once
}
