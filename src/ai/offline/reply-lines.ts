import { z } from 'zod'
import { moods } from '@/domain/coaching'
import replyFile from './data/replies.json'
import { signals } from './understand/triage-cues'

const lines = z.array(z.string().min(1))

const disputeSchema = z.strictObject({ ladder: lines.min(1), retaliation: z.string().min(1) })

/** data/replies.json: Becky's own wording that belongs to no card (see the file's comment). */
export const replyFileSchema = z.strictObject({
  $comment: z.string(),
  leads: z.array(z.string()),
  pointIntros: lines,
  askIntros: lines,
  planTips: lines.min(1),
  clarifyLeads: lines.min(1),
  darkClarify: z.strictObject({ care: z.string().min(1), workLead: z.string().min(1) }),
  moods: z.partialRecord(z.enum(moods), z.string().min(1)),
  disputes: z.partialRecord(z.enum(signals), disputeSchema),
})

export const replyLines = replyFileSchema.parse(replyFile)
