import type { ResumeInsights } from './diagnostic-types'

/** "1 year", "0 years", "11.3 years". */
export function yearsText(years: number): string {
  return `${String(years)} ${years === 1 ? 'year' : 'years'}`
}

/**
 * Both figures, each labelled, in one wording for every screen: the total counts every job (a
 * teacher's classroom years and retail summers), the sales-relevant figure only jobs whose title
 * names a sales, account or revenue role. Without the sales figure (typed-in insights, or a resume
 * read before it existed) only the labelled total is said.
 */
export function experienceText(
  insights: Pick<ResumeInsights, 'experience' | 'salesExperience'>,
): string {
  const total = `${yearsText(insights.experience)} of work in total`
  return insights.salesExperience === undefined
    ? total
    : `${total}, ${yearsText(insights.salesExperience)} in sales roles`
}
