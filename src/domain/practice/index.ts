export * from './practice-types'
export {
  candidateFactsFrom,
  type CandidateFacts,
  type CandidateFactsInput,
  type ResumeFactsInput,
} from './candidate-facts'
export { scenarios, getScenario, practiceScenarioFor, practiceScenarioForStep } from './scenarios'
export { practiceOfferFor, scenarioNamedIn, type PracticeOffer } from './practice-offer'
export { startSession, takeTurn, endSession } from './prospect'
export { scoreCall, talkMetrics } from './scorecard'
export { criteriaTable } from './criteria'
export {
  analyseLine,
  classifyQuestions,
  countFillers,
  detectAcknowledgement,
  detectDecisionProcess,
  detectImpact,
  detectNextStep,
  detectPermission,
  detectPersonalisation,
  detectReason,
  type LineAnalysis,
} from './detectors'
export {
  skillTrends,
  personalBests,
  isFirstPass,
  latestPracticeNote,
  attemptKindOf,
  type AttemptKind,
  type AttemptCriterionId,
  type PracticeAttempt,
  type PersonalBest,
  type SkillTrend,
} from './history'
export { isPracticeCreditId } from './credit-ids'
