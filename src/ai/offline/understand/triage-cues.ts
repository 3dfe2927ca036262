import { z } from 'zod'
import type { WeightedCue } from '@/domain/coaching'
import signalFile from '../data/signals.json' with { type: 'json' }
import { cueGroupSchema, cuesFromGroups } from '../cue-groups'

/** Step 2: signals that change how Becky must answer before anything else. */
export const signals = [
  'self_harm',
  'distress',
  'job_loss',
  'pip',
  'pay_dispute',
  'harassment',
  'unethical',
] as const
export type Signal = (typeof signals)[number]

const groupList = z.array(cueGroupSchema)
const signalFileSchema = z.strictObject({
  $comment: z.string(),
  self_harm: groupList,
  distress: groupList,
  job_loss: groupList,
  pip: groupList,
  pay_dispute: groupList,
  harassment: groupList,
  unethical: groupList,
})

const groups = signalFileSchema.parse(signalFile)

/** The words that raise each signal, as data (data/signals.json); triage.ts holds the rules. */
export const signalCues: Readonly<Record<Signal, readonly WeightedCue[]>> = {
  self_harm: cuesFromGroups(groups.self_harm),
  distress: cuesFromGroups(groups.distress),
  job_loss: cuesFromGroups(groups.job_loss),
  pip: cuesFromGroups(groups.pip),
  pay_dispute: cuesFromGroups(groups.pay_dispute),
  harassment: cuesFromGroups(groups.harassment),
  unethical: cuesFromGroups(groups.unethical),
}
