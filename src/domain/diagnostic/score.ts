import { roleIds, roles, type RoleId } from '../catalogue'
import { rolePriors } from './answer-affinities'
import { isKnownOption } from './questions'
import { scoringRules, type ScoringInput, type ScoringRule } from './scoring-rules'

/** Runs the rule table and turns points into a ranked, explained match percent. */

export interface Contribution {
  ruleId: string
  weight: number
  /** Lower-case cause, ready to join into a sentence ('you chose ...'). */
  cause: string
  /** The full explanation line: "You chose 'X' as your goal: +16 Account Executive". */
  line: string
}

export interface RoleScore {
  roleId: RoleId
  role: string
  /** Unclamped points; the ranking uses these so a clamped tie still orders by evidence. */
  points: number
  matchScore: number
  /** Fired rules by weight (largest first), then the role's baseline. */
  contributions: Contribution[]
}

/** Past this many picks in a multi-select, each pick counts proportionally less. */
const fullWeightPicks = 5

export const MATCH_SCORE_MIN = 40
export const MATCH_SCORE_MAX = 98
/** Points at which a match covers ~63% of the way from 40% to 98%; sets how fast scores saturate. */
const saturationPoints = 45

/** Distinct known picks, so duplicates or stale values never change the weight. */
function pickCount(input: ScoringInput, rule: ScoringRule): number {
  const source = rule.source
  if (source !== 'work_preferences' && source !== 'strengths') return 1
  return new Set(input.answers[source].filter((value) => isKnownOption(source, value))).size
}

function appliedWeight(rule: ScoringRule, input: ScoringInput): number {
  const picks = pickCount(input, rule)
  return picks <= fullWeightPicks
    ? rule.weight
    : Math.round((rule.weight * fullWeightPicks) / picks)
}

/** Saturating, monotonic map from points to a whole percent in 40..98. */
export function toMatchPercent(points: number): number {
  const share = 1 - Math.exp(-Math.max(0, points) / saturationPoints)
  const percent = Math.round(MATCH_SCORE_MIN + (MATCH_SCORE_MAX - MATCH_SCORE_MIN) * share)
  return Math.min(MATCH_SCORE_MAX, Math.max(MATCH_SCORE_MIN, percent))
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function lineFor(cause: string, weight: number, roleId: RoleId): string {
  const sign = weight > 0 ? '+' : ''
  return `${capitalise(cause)}: ${sign}${weight} ${roles[roleId].title}`
}

function contribution(ruleId: string, cause: string, weight: number, roleId: RoleId): Contribution {
  return { ruleId, weight, cause, line: lineFor(cause, weight, roleId) }
}

/** Scores one role: deterministic because the table, not the answer order, drives iteration. */
export function scoreRole(roleId: RoleId, input: ScoringInput): RoleScore {
  const fired = scoringRules
    .filter((rule) => rule.role === roleId && rule.when(input))
    .map((rule) => contribution(rule.id, rule.reason(input), appliedWeight(rule, input), roleId))
    .filter((item) => item.weight !== 0)
    .sort((a, b) => b.weight - a.weight)
  const prior = rolePriors[roleId]
  const baseline = contribution(`prior:${roleId}`, `baseline: ${prior.why}`, prior.points, roleId)
  const points = fired.reduce((sum, item) => sum + item.weight, prior.points)
  return {
    roleId,
    role: roles[roleId].title,
    points,
    matchScore: toMatchPercent(points),
    contributions: [...fired, baseline],
  }
}

/** All six roles, best first; equal points fall back to catalogue order (sdr, ae, csm, am, revops, marketing). */
export function rankRoles(input: ScoringInput): RoleScore[] {
  return roleIds
    .map((roleId) => scoreRole(roleId, input))
    .sort((a, b) => b.points - a.points || roleIds.indexOf(a.roleId) - roleIds.indexOf(b.roleId))
}

export function joinCauses(causes: readonly string[]): string {
  if (causes.length <= 1) return causes.join('')
  return `${causes.slice(0, -1).join(', ')} and ${causes.at(-1) ?? ''}`
}

/** The strongest answer- or resume-driven causes for a role, largest weight first. */
export function topCauses(score: RoleScore, limit: number): string[] {
  return score.contributions
    .filter((item) => item.weight > 0 && !item.ruleId.startsWith('prior:'))
    .slice(0, limit)
    .map((item) => item.cause)
}

/** The strongest reasons as one sentence; the baseline speaks only when no answer pointed here. */
export function matchSentence(score: RoleScore, limit = 3): string {
  const top = topCauses(score, limit)
  if (top.length === 0) return `${score.role} is ${rolePriors[score.roleId].why}.`
  return `${capitalise(joinCauses(top))}.`
}
