import { normalise } from './normalise'
import type { Entities } from './entities'

/**
 * "12 meetings in 30 days" set against "I usually do 5 a month": how far a target is from what
 * the person does now, both brought to the same period. Pure; used to answer "is it realistic?"
 * inside a PIP with the person's own numbers rather than a general remark.
 */
export interface TargetGap {
  target: number
  /** The target's unit, singular: "meeting", "sql". */
  unit: string
  current: number
  /** Target over current, per the same period. */
  ratio: number
  /** Days left in the plan, when the person reports progress part-way through it. */
  daysLeft?: number
}

/** Months per period, for bringing two rates to one period (about 21 working days a month). */
const monthsPer: Readonly<Record<string, number>> = {
  day: 1 / 21,
  week: 12 / 52,
  month: 1,
  quarter: 3,
}

/** What the person does now: "I usually do 5 a month", "I've been doing 8", "I'm at 6". */
const currentPattern =
  / (?:(?:usually|normally|typically|currently|on average|averaging|average)(?: (?:do|get|book|hit|set|make))?|im at|i am at|im doing|been doing|been getting|been booking|been hitting|im getting|i get|i do|i book|i hit|ive got|ive done|i have done|ive booked|ive had) (?:about |around |maybe |like |only )?(\d+)(?: (?!a |per |each |in )[a-z]+)?(?: (?:a|per|each) (day|week|month|quarter)| in (?:the (?:first|last|past) )?(\d+) days?)?/

/** "in 30 days", "60 day pip", "in 2 months": the window the target must be hit in, in months. */
function windowMonths(text: string): number | undefined {
  const days = / (\d+) ?days? /.exec(text)
  if (days) return Number(days[1]) / 30
  const months = / (\d+) months? /.exec(text)
  return months ? Number(months[1]) : undefined
}

export function targetGapOf(text: string, entities: Entities): TargetGap | undefined {
  const target = entities.numbers[0]
  const now = currentPattern.exec(text)
  if (!target || !now) return undefined
  const current = Number(now[1])
  if (current <= 0 || current === target.value) return undefined
  const window = target.per === undefined ? windowMonths(text) : monthsPer[target.per]
  const currentPer = now[2] === undefined ? undefined : monthsPer[now[2]]
  // "Done 4 in the first 30 days" of a 60-day plan is progress: what is left, in the days left.
  const elapsed = Number(now[3] ?? 0) / 30
  if (window !== undefined && elapsed > 0 && elapsed < window) {
    const ratio = (target.value - current) / (window - elapsed) / (current / elapsed)
    return { target: target.value, unit: target.unit, current, ratio }
  }
  // Without both periods, the two figures are taken to cover the same one ("15 in the PIP,
  // I've been doing 8").
  const ratio =
    window === undefined || currentPer === undefined
      ? target.value / current
      : target.value / window / (current / currentPer)
  return { target: target.value, unit: target.unit, current, ratio }
}

/** "Hit 100% of quota": the attainment a plan asks for. */
const attainmentTarget = / (?:hit|reach|get to|make|achieve|be at|deliver) (\d{2,3}) ?% /
/** "I've been at 60% all year", "I'm at 45%": the attainment the person has had. */
const attainmentNow =
  / (?:been at|been hitting|been running at|running at|averaging|average of|im at|i am at|only at|sitting at|finished at|ended at) (\d{1,3}) ?% /

/**
 * "Hit 100% of quota when I've been at 60% all year": the plan's attainment against the person's.
 * The unit is "quota"; both figures are shares of the same number, so no period is needed.
 */
export function attainmentGapOf(text: string): TargetGap | undefined {
  const target = attainmentTarget.exec(text)
  const now = attainmentNow.exec(text)
  if (!target || !now) return undefined
  const wanted = Number(target[1])
  const current = Number(now[1])
  if (current <= 0 || current >= wanted) return undefined
  return { target: wanted, unit: 'quota', current, ratio: wanted / current }
}

const daysLeftIn = / (\d+) (?:working |business )?days? (?:left|to go|remaining) /

/**
 * "12 days left and I'm at 40%" after "hit 100% in 30 days": what is left in the days left,
 * against the pace so far. The plan's figures come from earlier in the conversation (`said`).
 */
export function attainmentProgressOf(text: string, said: string): TargetGap | undefined {
  const before = normalise(said).text
  const gap = attainmentNow.test(text) ? attainmentGapOf(`${text}${before}`) : undefined
  const daysLeft = Number(daysLeftIn.exec(text)?.[1] ?? NaN)
  const elapsed = (windowMonths(before) ?? 0) - daysLeft / 30
  if (!gap || !(elapsed > 0)) return undefined
  const ratio = (gap.target - gap.current) / (daysLeft / 30) / (gap.current / elapsed)
  return { ...gap, ratio, daysLeft }
}
