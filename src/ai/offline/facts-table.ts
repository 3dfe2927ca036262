import { z } from 'zod'
import { getRole } from '@/domain/catalogue'
import factFile from './data/facts.json' with { type: 'json' }

const factRowSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  text: z.string().min(1),
  source: z.string().min(1),
  year: z.number().int(),
})

/** A figure the role catalogue does not hold, with its source and year (data/facts.json). */
export type FactRow = z.infer<typeof factRowSchema>

export const factFileSchema = z.strictObject({ $comment: z.string(), rows: z.array(factRowSchema) })

export const factsTable: readonly FactRow[] = [
  ...factFileSchema.parse(factFile).rows,
  // Worded from the catalogue's own figure, so the catalogue stays its one source.
  {
    id: 'remote_sdr',
    text: `Remote SDR roles in the SalesPath catalogue: ${getRole('sdr')?.stats.remoteAvailability ?? ''}.`,
    source: 'SalesPath role catalogue (composite of public job posts)',
    year: 2026,
  },
]

export const factRow = (id: string): FactRow | undefined => factsTable.find((row) => row.id === id)
