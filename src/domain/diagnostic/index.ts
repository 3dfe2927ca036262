export * from './diagnostic-types'
export type { CareerMatchCard, RoleMatchCard } from './match-card-types'
export { runDiagnostic, explainMatch, type MatchExplanation } from './run-diagnostic'
export {
  wizardSteps,
  wizardStepCount,
  isStepComplete,
  optionLabel,
  choiceOptions,
  type WizardStep,
  type TextStep,
  type ChoiceStep,
  type TextField,
  type StepKind,
  type ChoiceQuestionId,
  type TextQuestionId,
} from './questions'
export type { WizardOption } from './question-options'
export { currentRoleLabel } from './question-options'
export { validateAnswers, type AnswerIssue, type AnswersValidation } from './validate-answers'
export { looksLikeEmail } from './text-checks'
export {
  toMatchPercent,
  MATCH_SCORE_MIN,
  MATCH_SCORE_MAX,
  type Contribution,
  type RoleScore,
} from './score'
export { scoringRules, scoringInput, type ScoringRule, type ScoringInput } from './scoring-rules'
export { timelineWindows, realisticEstimate, type MonthRange } from './timeline'
export {
  samplePersonas,
  personaAnswers,
  personaNames,
  sampleSdrResume,
  type PersonaName,
} from './sample-personas'
export { careerCards, roleCards } from './match-cards'
export { DEFAULT_PROFILE_ROLE, roleIdFromDiagnostic } from './selected-role'
export { experienceText, yearsText } from './experience-text'
