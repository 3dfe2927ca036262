import type { SituationCard } from '../situations'
import type { Ranked } from './classify'
import type { DialogueAct } from './dialogue-act'
import type { Entities } from './entities'
import type { Feeling } from './feeling'
import type { FollowUpKind } from './follow-up'
import type { Normalised } from './normalise'
import type { Signal } from './triage'

/** What one message means, before any wording: the output of the understanding pipeline. */
export interface Understanding {
  input: Normalised
  signals: Signal[]
  act: DialogueAct
  entities: Entities
  ranked: Ranked[]
  /** The best card when it is clear enough to answer. */
  card?: SituationCard
  confidence: number
  followUp: FollowUpKind | null
  /** Nerves or self-doubt about what the message names, acknowledged before a skill answer. */
  feeling?: Feeling
}
