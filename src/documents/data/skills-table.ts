import { z } from 'zod'
import skillsFile from './skills.json' with { type: 'json' }

/**
 * Curated sales and revenue skills and tools (skills.json). `aliases` match case-insensitively as
 * whole words; `exact` aliases match only with this capitalisation, for names that are also
 * ordinary words ("outreach", "gong", "excel at", "spin up", "chorus") or short acronyms.
 */
export interface SkillEntry {
  name: string
  category: 'crm' | 'engagement' | 'data' | 'conversation' | 'analytics' | 'method' | 'skill'
  aliases?: readonly string[]
  exact?: readonly string[]
}

const words = z.array(z.string().min(1)).min(1)

export const skillsFileSchema = z.strictObject({
  $comment: z.string().min(20),
  skills: z.array(
    z.strictObject({
      name: z.string().min(1),
      category: z.enum([
        'crm',
        'engagement',
        'data',
        'conversation',
        'analytics',
        'method',
        'skill',
      ]),
      aliases: words.optional(),
      exact: words.optional(),
    }),
  ),
})

export const skillsTable: readonly SkillEntry[] = skillsFileSchema.parse(skillsFile).skills
