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
    id: 'sdr_meetings',
    text: 'For a rough yardstick, a 2026 vendor benchmark (MarketBetter) puts monthly SDR targets at about 12-15 qualified meetings for outbound, 20-25 for inbound and 4-6 for enterprise; your own team’s target is the one you are judged on.',
    source: 'MarketBetter, "SDR Metrics & KPIs in 2026" (marketbetter.ai/blog, vendor benchmark)',
    year: 2026,
  },
  {
    id: 'unemployment_duration',
    text: 'In the US at the end of 2024, the median spell out of work was 10.5 weeks, and about 4 in 10 unemployed people had been looking for 15 weeks or more (Bureau of Labor Statistics).',
    source:
      'US Bureau of Labor Statistics, Current Population Survey, table E-18, 4th quarter 2024 (bls.gov/web/empsit/cpsee_e18.htm)',
    year: 2024,
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
