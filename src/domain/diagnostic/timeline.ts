import type { RoleId } from '../catalogue'
import type { TimelineFit } from './diagnostic-types'
import type { CurrentRoleValue, TimelineValue } from './question-options'

/** Months are the unit throughout; `max: Infinity` stands for '18+ months'. */
export interface MonthRange {
  min: number
  max: number
}

/** The window the user asked for (spec section 9); 'flexible' has none. */
export const timelineWindows: Record<TimelineValue, MonthRange | null> = {
  asap: { min: 1, max: 3 },
  soon: { min: 3, max: 6 },
  this_year: { min: 6, max: 12 },
  steady_growth: { min: 12, max: 18 },
  long_term: { min: 18, max: Infinity },
  flexible: null,
}

type Span = readonly [number, number]

/**
 * Typical months from a starting point to each role when working at it alongside a job. 0 at the
 * start means 'already doing most of this work'. Sources of the shape: the usual 9-18 month SDR to
 * AE promotion, 2-4 month job searches into entry SDR roles, and longer runs for non-sales starts.
 */
export const realisticMonths: Record<CurrentRoleValue, Record<RoleId, Span>> = {
  sdr_bdr: {
    sdr: [0, 3],
    ae: [9, 18],
    csm: [6, 12],
    am: [6, 12],
    revops: [9, 15],
    marketing: [6, 12],
  },
  account_executive: {
    sdr: [0, 3],
    ae: [0, 3],
    csm: [3, 6],
    am: [3, 6],
    revops: [6, 12],
    marketing: [6, 12],
  },
  customer_success: {
    sdr: [3, 6],
    ae: [9, 15],
    csm: [0, 3],
    am: [3, 9],
    revops: [9, 15],
    marketing: [6, 12],
  },
  account_manager: {
    sdr: [1, 3],
    ae: [6, 12],
    csm: [3, 6],
    am: [0, 3],
    revops: [9, 15],
    marketing: [6, 12],
  },
  sales_ops: {
    sdr: [3, 6],
    ae: [12, 18],
    csm: [6, 12],
    am: [9, 15],
    revops: [0, 3],
    marketing: [6, 12],
  },
  marketing: {
    sdr: [3, 6],
    ae: [12, 18],
    csm: [6, 12],
    am: [9, 15],
    revops: [6, 12],
    marketing: [0, 3],
  },
  student_new_grad: {
    sdr: [2, 4],
    ae: [18, 30],
    csm: [6, 12],
    am: [18, 24],
    revops: [12, 18],
    marketing: [3, 6],
  },
  switcher_retail_hospitality: {
    sdr: [2, 5],
    ae: [18, 30],
    csm: [4, 9],
    am: [15, 24],
    revops: [12, 24],
    marketing: [6, 12],
  },
  switcher_teaching: {
    sdr: [2, 5],
    ae: [18, 30],
    csm: [3, 6],
    am: [15, 24],
    revops: [12, 18],
    marketing: [4, 9],
  },
  other_professional: {
    sdr: [2, 4],
    ae: [15, 24],
    csm: [4, 9],
    am: [12, 18],
    revops: [6, 12],
    marketing: [6, 12],
  },
}

/** Used when the starting point is not one of the options (old stored answers). */
const unknownStart: Span = [6, 12]
/** Each step a resume proves mastered saves this share of the time, up to maxSaving. */
const savingPerMasteredStep = 0.1
const maxSaving = 0.3

function isCurrentRole(value: string): value is CurrentRoleValue {
  return Object.hasOwn(realisticMonths, value)
}

export function timelineWindow(timeline: string): MonthRange | null {
  return Object.hasOwn(timelineWindows, timeline)
    ? timelineWindows[timeline as TimelineValue]
    : null
}

/** Realistic months from the user's starting point to a role, shortened by mastered steps. */
export function realisticEstimate(
  currentRole: string,
  role: RoleId,
  masteredSteps = 0,
): MonthRange {
  const [min, max] = isCurrentRole(currentRole) ? realisticMonths[currentRole][role] : unknownStart
  const keep = 1 - Math.min(maxSaving, masteredSteps * savingPerMasteredStep)
  return { min: Math.round(min * keep), max: Math.max(1, Math.round(max * keep)) }
}

export function timelineFit(window: MonthRange | null, estimate: MonthRange): TimelineFit {
  if (window === null) return 'flexible'
  // A wish that only touches the start of the usual range ('3-6' against '6-13') is still short.
  if (window.max <= estimate.min && window.max < estimate.max) return 'ambitious'
  if (window.min > estimate.max) return 'comfortable'
  return 'realistic'
}

export function formatMonths(range: MonthRange): string {
  if (range.max === Infinity) return `${range.min}+ months`
  if (range.min === range.max) return `about ${range.min} months`
  return `${range.min}-${range.max} months`
}

/** The one label every screen shows for a plan's length ('6-13 months'; 'Up to 3 months'). */
export function timeToRole(estimate: MonthRange): string {
  if (estimate.min === 0) return `Up to ${String(estimate.max)} months`
  const text = formatMonths(estimate)
  return text.charAt(0).toUpperCase() + text.slice(1)
}
