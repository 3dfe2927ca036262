import { z } from 'zod'
import { moods } from '@/domain/coaching'
import replyFile from './data/replies.json' with { type: 'json' }
import { signals } from './understand/triage-cues'

const line = z.string().min(1)
const lines = z.array(line)
const three = lines.length(3)
/** The target checks by kind, as templates (compose-target.ts). */
const checks = z.strictObject({ usual: line, attainment: line, progress: line })
const targetGap = z.strictObject({ verdicts: three, recapOdds: three, recap: line, checks })

const disputeSchema = z.strictObject({ ladder: lines.min(1), retaliation: line, wait: line })

/** data/replies.json: Becky's own wording that belongs to no card (see the file's comment). */
export const replyFileSchema = z.strictObject({
  $comment: z.string(),
  leads: z.array(z.string()),
  pointIntros: lines,
  askIntros: lines,
  planTips: lines.min(1),
  clarifyLeads: lines.min(1),
  darkClarify: z.strictObject({ care: line, workLead: line }),
  moods: z.partialRecord(z.enum(moods), line),
  disputes: z.partialRecord(z.enum(signals), disputeSchema),
  lowMood: z.strictObject({ phrases: lines.min(1), opener: line, lead: line }),
  openAsk: z.strictObject({ phrases: lines.min(1), opener: line }),
  leaving: z.strictObject({ quit: lines.length(4), giveIt: three, runway: three }),
  holding: z.strictObject({ stillHere: lines.min(1), heardOut: lines.min(1) }),
  targetGap,
  catchUp: z.strictObject({
    opener: z.string().includes('{pay}'),
    above: z.string().includes('{role}'),
    within: z.string().includes('{role}'),
    below: z.string().includes('{role}'),
    close: line,
  }),
})

export const replyLines = replyFileSchema.parse(replyFile)

/** Past this many words a message says more than how the person is. */
const moodWords = 5

const moodPhrases = replyLines.lowMood.phrases.map((p) => ` ${p} `)

/** "Not great honestly", "rough week": how the person is, with no topic of its own. */
export function lowMoodIn(text: string): boolean {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /[a-z]/.test(w))
  return words.length <= moodWords && moodPhrases.some((p) => ` ${text} `.includes(p))
}

const openAsks = new Set(replyLines.openAsk.phrases)

/** "Help", "I need advice": an ask with nothing in it yet (the whole message, as typed). */
export function openAskIn(text: string): boolean {
  return openAsks.has(text.trim().replace(/\s*[?!.]+$/, ''))
}
