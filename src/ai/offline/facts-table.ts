import { getRole } from '@/domain/catalogue'

/**
 * Figures the role catalogue does not hold, each with its source and year. Add a row only with
 * a public source; replies quote `text` and never change the figure.
 */
export interface FactRow {
  id: string
  text: string
  source: string
  year: number
}

export const factsTable: readonly FactRow[] = [
  {
    id: 'crisis_988',
    text: 'In the US, the 988 Suicide & Crisis Lifeline answers calls and texts to 988, 24 hours a day.',
    source: '988lifeline.org (US Substance Abuse and Mental Health Services Administration)',
    year: 2022,
  },
  {
    id: 'remote_sdr',
    text: `Remote SDR roles in the SalesPath catalogue: ${getRole('sdr')?.stats.remoteAvailability ?? ''}.`,
    source: 'SalesPath role catalogue (composite of public job posts)',
    year: 2026,
  },
]

export function factRow(id: string): FactRow | undefined {
  return factsTable.find((row) => row.id === id)
}
