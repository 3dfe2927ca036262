import { roles, type RoleId } from '../catalogue'
import type {
  CareerMatch,
  DiagnosticAnswers,
  DiagnosticResult,
  ResumeInsights,
} from './diagnostic-types'
import { findMasteredSteps } from './mastery'
import { buildRoadmap } from './roadmap'
import { matchSentence, rankRoles, scoreRole, type RoleScore } from './score'
import { scoringInput, type ScoringInput } from './scoring-rules'
import { realisticEstimate, timeToRole } from './timeline'
import { beckyWelcome } from './welcome'

export type MatchExplanation = RoleScore

function toCareerMatch(score: RoleScore, input: ScoringInput): CareerMatch {
  const role = roles[score.roleId]
  const mastered = findMasteredSteps(role, input.evidence).length
  const estimate = realisticEstimate(input.answers.current_role, score.roleId, mastered)
  return {
    role: role.title,
    roleId: score.roleId,
    matchScore: score.matchScore,
    matchReason: matchSentence(score),
    reasons: score.contributions.map((item) => item.line),
    timeToRole: timeToRole(input.answers.target_timeline, estimate),
    salaryRange: role.salary,
  }
}

/**
 * The whole diagnostic: ranked matches over the six catalogue roles, Becky's welcome and the plan
 * for the top match. Pure and deterministic: no clock, no randomness, answer order irrelevant.
 */
export function runDiagnostic(
  answers: DiagnosticAnswers,
  insights: ResumeInsights | null = null,
): DiagnosticResult {
  const input = scoringInput(answers, insights)
  const ranked = rankRoles(input)
  const top = ranked[0]
  if (top === undefined) throw new Error('The role catalogue is empty')
  const selectedRoadmap = buildRoadmap(input, top.roleId)
  return {
    careerMatches: ranked.map((score) => toCareerMatch(score, input)),
    beckyWelcome: beckyWelcome(answers.first_name, ranked, selectedRoadmap),
    userEmail: answers.email.trim(),
    selectedRoadmap,
  }
}

/** Why a role scored what it did: every fired rule with its points, then the baseline. */
export function explainMatch(
  roleId: RoleId,
  answers: DiagnosticAnswers,
  insights: ResumeInsights | null = null,
): MatchExplanation {
  return scoreRole(roleId, scoringInput(answers, insights))
}
