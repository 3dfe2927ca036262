/** The coach layer's public surface: the port, its two engines, and the model controls. */
export { collectReply, type CoachContext, type CoachEngine, type CoachInput } from './coach-engine'
export { answerOffline, type OfflineAnswer } from './offline/offline-coach'
export { createOfflineCoach, type OfflineCoach } from './offline/offline-engine'
export { coachNotes, type CoachNotes } from './offline/memory-notes'
export { type ModelMessage, type PromptOptions } from './prompt/build-messages'
export {
  createWebLlmCoach,
  fallbackNotice,
  midReplyNotice,
  type WebLlmCoach,
  type WebLlmCoachOptions,
} from './webllm/webllm-coach'
export {
  createModelController,
  type ModelController,
  type ModelControllerOptions,
  type ModelStatus,
  type OptInStore,
} from './webllm/model-controller'
export { type GpuCapabilities, type NavigatorLike } from './webllm/capabilities'
export { type ModelChoice, type ModelTier } from './webllm/model-catalog'
export type { ModelTransport } from './webllm/model-transport'
export type { LoadProgress } from './webllm/protocol'
export { type VoicedLine } from './webllm/prospect-voice-task'
