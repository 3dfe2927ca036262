export * from './coaching-types'
export * from './coach-intents'
export { detectMood } from './mood-rules'
export {
  emptyMemory,
  updateMemory,
  phaseFor,
  insightFor,
  excerpt,
  targetRoleOf,
  maxKeyInsights,
  type MemoryUpdate,
} from './memory-rules'
export {
  buildCareerPlan,
  formatCareerPlanMessage,
  planPhaseCount,
  defaultPlanPhaseCount,
  type CareerPlan,
} from './career-plan'
export { stemWord, stemText } from './word-stem'
export {
  normalizeText,
  plainWords,
  hasCue,
  scoreCues,
  cues,
  wordCount,
  type WeightedCue,
} from './text-match'
export {
  careerIntentFromAnswers,
  coachingStyleFrom,
  experienceLevelFrom,
  gapsFor,
  strengthsFrom,
} from './profile-rules'
export {
  editableMemorySections,
  editMemory,
  memoryAfterTurn,
  type EditableMemorySection,
  type MemoryEdit,
} from './memory-edits'
export { clarifyingCloser, clarifyingClosers, offeredReadings } from './clarifying-reply'
