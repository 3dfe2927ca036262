/** The coach layer's public surface: the port, its two engines, and the model controls. */
export {
  collectReply,
  historyLimit,
  recentHistory,
  type CoachContext,
  type CoachEngine,
  type CoachInput,
} from './coach-engine'
export { answerOffline, type OfflineAnswer } from './offline/offline-coach'
export { createOfflineCoach, groundingFor, type OfflineCoach } from './offline/offline-engine'
export { coachNotes, type CoachNotes } from './offline/memory-notes'
export { insightPrefixes, readBackLine } from './offline/read-back'
export { nextStepLabel } from './offline/reply-parts'
export { buildCoachMessages, type ModelMessage, type PromptOptions } from './prompt/build-messages'
export { rolesMentioned } from './role-mentions'
export {
  createWebLlmCoach,
  fallbackNotice,
  midReplyNotice,
  type WebLlmCoach,
  type WebLlmCoachOptions,
} from './webllm/webllm-coach'
export {
  browserOptInStore,
  createModelController,
  type ModelController,
  type ModelControllerOptions,
  type ModelStatus,
  type OptInStore,
} from './webllm/model-controller'
export {
  detectCapabilities,
  offerModels,
  unsupportedReasons,
  type GpuCapabilities,
  type NavigatorLike,
} from './webllm/capabilities'
export { modelChoices, type ModelChoice, type ModelTier } from './webllm/model-catalog'
export type { ModelTransport } from './webllm/model-transport'
export type { LoadProgress } from './webllm/protocol'
export { createWorkerTransport } from './webllm/worker-transport'
export { voiceProspectLine, type VoicedLine } from './webllm/prospect-voice-task'
