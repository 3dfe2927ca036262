import { z } from 'zod'
import { hasCue } from '@/domain/coaching'
import glossaryFile from '../data/glossary.json' with { type: 'json' }

const entrySchema = z.strictObject({
  term: z.string().min(1),
  aliases: z.array(z.string().min(1)).min(1),
  meaning: z.string().min(1),
})

/** Sales vocabulary for "what is X?" questions (data/glossary.json). Definitions, no figures. */
export const glossary = z.array(entrySchema).parse(glossaryFile)

export function glossaryEntry(text: string) {
  return glossary.find((entry) => entry.aliases.some((alias) => hasCue(text, alias)))
}
