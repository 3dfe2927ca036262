import { criterionLabels } from './formats'
import type { ReviewCriterionId } from './review-types'

/** The skill each review check trains, on the same trend lines as the calls' criteria. */
export const reviewSkills: Record<ReviewCriterionId, string> = {
  length: 'Writing',
  subject_line: 'Writing',
  personalised: 'Research',
  reason: 'Opening',
  buyer_number: 'Discovery',
  one_ask: 'Closing',
  no_filler: 'Writing',
  buyer_focus: 'Writing',
  action_verb: 'Resume',
  shows_result: 'Resume',
  by_when: 'Closing',
  calm_tone: 'Writing',
}

/** A review check's shared label, for history notes (the review itself uses its format's words). */
export const reviewLabel = (id: ReviewCriterionId): string => criterionLabels[id]
