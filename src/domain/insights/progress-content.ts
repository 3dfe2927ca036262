/** Tables behind the dashboard's numbers and words. Tune a number here, not in the logic. */

/** Starting confidence (percent) for each answer to the wizard's confidence question. */
export const confidenceBase: Readonly<Record<string, number>> = {
  not_confident: 35,
  unsure_where_to_start: 40,
  nervous_motivated: 50,
  somewhat_confident: 60,
  confident_need_plan: 70,
  very_confident: 80,
  ready_now: 85,
}
/** Used when the answer is missing or unknown. */
export const DEFAULT_CONFIDENCE = 50
/** Each completed roadmap step adds this much confidence, up to 100. */
export const CONFIDENCE_PER_STEP = 3

/** Spec section 9: skill levels are out of a target of 5. */
export const SKILL_TARGET = 5
/** Skills shown on the dashboard. */
export const SKILLS_SHOWN = 4
/** Checklist items listed as this week's goals. */
export const WEEKLY_GOALS_SHOWN = 3
/** Spec section 9: the overview shows 3 phases. */
export const PHASES_SHOWN = 3
export const ACHIEVEMENTS_SHOWN = 3

/** Encouragement by share of the roadmap done; the first band whose `upTo` is reached wins. */
export const encouragementBands: readonly { upTo: number; text: string }[] = [
  {
    upTo: 0,
    text: 'Every rep you admire started at step one. Finishing your first step this week is the win.',
  },
  {
    upTo: 0.34,
    text: "You're moving. One checklist item a day keeps the momentum and adds up fast.",
  },
  {
    upTo: 0.67,
    text: "You're past the hardest part: starting. The habits you're building are the job itself.",
  },
  {
    upTo: 0.99,
    text: 'The finish line is in sight. Line up conversations with people in your target role now.',
  },
  {
    upTo: 1,
    text: "You've completed your roadmap. Time to put it to work in real interviews.",
  },
]

/** Spec section 7: the locally built dashboard uses placeholder progress. */
export const PLACEHOLDER_CONFIDENCE = 75
/** Sample levels for the target role's first core skills (placeholder dashboard). */
export const placeholderSkillLevels: readonly number[] = [3, 2, 2, 1]
