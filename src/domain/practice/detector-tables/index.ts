import type { DetectorTable, LineCriterion, SharedPieces } from '../line-detector-types'
import acknowledgement from './acknowledgement.json'
import closedQuestion from './closed-question.json'
import decisionProcess from './decision-process.json'
import gibberish from './gibberish.json'
import insult from './insult.json'
import monologue from './monologue.json'
import nextStep from './next-step.json'
import openQuestion from './open-question.json'
import permission from './permission.json'
import pitch from './pitch.json'
import pushiness from './pushiness.json'
import quantifiedPain from './quantified-pain.json'
import reason from './reason.json'
import shared from './shared.json'
import smallTalk from './small-talk.json'

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
