/**
 * Words in a job's line that make the job sales-relevant for `experienceBreakdown`'s salesYears:
 * selling, owning accounts or revenue, as SalesPath's roles are (SDR, AE, CS, AM, RevOps).
 * Matched as whole words in any case, so "Salesforce" as a company is not "sales".
 */
export const salesTitleWords: readonly string[] = [
  'sales',
  'salesperson',
  'salesman',
  'saleswoman',
  'sdr',
  'bdr',
  'ae',
  'account executive',
  'account manager',
  'account management',
  'key account',
  'account director',
  'business development',
  'customer success',
  'revops',
  'revenue operations',
  'inside sales',
  'presales',
  'pre-sales',
  'solutions consultant',
  'partnerships',
  'channel manager',
  'closer',
]
