import type { DetectorTable, LineCriterion, SharedPieces } from '../line-detector-types'
import acknowledgement from './acknowledgement.json' with { type: 'json' }
import closedQuestion from './closed-question.json' with { type: 'json' }
import decisionProcess from './decision-process.json' with { type: 'json' }
import gibberish from './gibberish.json' with { type: 'json' }
import insult from './insult.json' with { type: 'json' }
import monologue from './monologue.json' with { type: 'json' }
import nextStep from './next-step.json' with { type: 'json' }
import openQuestion from './open-question.json' with { type: 'json' }
import permission from './permission.json' with { type: 'json' }
import pitch from './pitch.json' with { type: 'json' }
import pushiness from './pushiness.json' with { type: 'json' }
import quantifiedPain from './quantified-pain.json' with { type: 'json' }
import reason from './reason.json' with { type: 'json' }
import shared from './shared.json' with { type: 'json' }
import smallTalk from './small-talk.json' with { type: 'json' }

/** The tables as data; table-schema.ts (run by tables.test.ts) checks every file's shape. */
export const detectorTables = {
  permission,
  reason,
  acknowledgement,
  open_question: openQuestion,
  closed_question: closedQuestion,
  quantified_pain: quantifiedPain,
  decision_process: decisionProcess,
  next_step: nextStep,
  monologue,
  pushiness,
  pitch,
  small_talk: smallTalk,
  insult,
  gibberish,
} as unknown as Record<LineCriterion, DetectorTable>

export const sharedPieces: SharedPieces = shared
