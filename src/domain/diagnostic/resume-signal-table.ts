import { z } from 'zod'
import { roleIds } from '../catalogue/role-types'
import type { RolePoints } from './answer-affinities'
import signalsFile from './data/resume-signals.json' with { type: 'json' }

/**
 * What a resume can prove. Each signal is one topic: keywords looked for (whole words, any case)
 * in some insight fields. When one is found the signal adds points to roles (scoring) and may mark
 * ONE roadmap step as mastered: the first step whose title starts a word with one of
 * `stepKeywords` (roadmap skipReasons). One piece of evidence never clears more than one step.
 */
export interface ResumeSignal {
  id: string
  keywords: readonly string[]
  fields: readonly ('skills' | 'achievements' | 'currentRole')[]
  points: RolePoints
  /** How the evidence reads after 'Your resume shows ...'; `{k}`, if present, is the keyword found. */
  evidence: string
  /** Step-title word prefixes this evidence covers; empty means it never skips a step. */
  stepKeywords: readonly string[]
}

const words = z.array(z.string().min(1))

export const resumeSignalsFileSchema = z.strictObject({
  $comment: z.string().min(20),
  signals: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z][a-z_]*$/),
      keywords: words.min(1),
      fields: z.array(z.enum(['skills', 'achievements', 'currentRole'])).min(1),
      points: z.partialRecord(z.enum(roleIds), z.number().int()),
      evidence: z.string().min(1),
      stepKeywords: words,
    }),
  ),
})

export const resumeSignals: readonly ResumeSignal[] =
  resumeSignalsFileSchema.parse(signalsFile).signals

/** Years-of-experience rule: 3+ years tilts toward roles that hire experienced people. */
export const seasonedYears = 3
export const seasonedPoints: RolePoints = { ae: 4, am: 4, revops: 2, csm: 2, sdr: -4 }
