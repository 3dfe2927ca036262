/** The practice room's voice port (issue 31, item 5): what src/ai and the screens use. */
export {
  deterministicVoice,
  type ProspectVoice,
  type VoiceEngine,
  type VoiceRequest,
  type VoiceTurn,
} from './prospect-voice'
export {
  DEFAULT_VOICE_TIMEOUT_MS,
  modelVoice,
  type ModelVoiceOptions,
  type StartTimer,
} from './model-voice'
export { meaningText, type VoiceMeaning } from './voice-meaning'
export { voiceTurnFor } from './voice-turn'
export { voicedLineProblem } from './voice-checks'
