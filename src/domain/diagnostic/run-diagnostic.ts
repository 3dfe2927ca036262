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
import { currentRoleIdOf, factorLines, topReasons } from './match-reasons'
import { planTimeline } from './plan-timeline'
import { beckyWelcome } from './welcome'

export type MatchExplanation = RoleScore

function toCareerMatch(score: RoleScore, input: ScoringInput): CareerMatch {
  const role = roles[score.roleId]
  const mastered = findMasteredSteps(role, input.evidence).length
  const { answers } = input
  const timeline = planTimeline(
    answers.current_role,
    answers.target_timeline,
    score.roleId,
    mastered,
  )
  const current = currentRoleIdOf(answers.current_role) === score.roleId
  return {
    role: role.title,
    roleId: score.roleId,
    matchScore: score.matchScore,
    matchReason: matchSentence(score),
    reasons: factorLines(score),
    topReasons: topReasons(score),
    timeToRole: timeline.label,
    salaryRange: role.salary,
    ...(current ? { isCurrentRole: true } : {}),
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
  const held = currentRoleIdOf(answers.current_role)
  const ranked = rankRoles(input)
  // The role the user already holds is flagged as theirs and never becomes the plan's target.
  const top = ranked.find((score) => score.roleId !== held) ?? ranked[0]
  if (top === undefined) throw new Error('The role catalogue is empty')
  const selectedRoadmap = buildRoadmap(input, top.roleId)
  return {
    careerMatches: ranked.map((score) => toCareerMatch(score, input)),
    // The role held is no "second option": the match list shows it apart, as the current job.
    beckyWelcome: beckyWelcome(
      answers.first_name,
      [top, ...ranked.filter((s) => s !== top && s.roleId !== held)],
      selectedRoadmap,
    ),
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
