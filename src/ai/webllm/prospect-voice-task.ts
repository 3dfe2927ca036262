import type { ModelVoiceOptions, VoiceEngine, VoiceRequest } from '@/domain/practice/voice'
import { buildProspectVoiceMessages } from '../prompt/prospect-voice'
import type { ModelTransport } from './model-transport'

/** A line of two short sentences needs few tokens; the cap also stops a model that rambles. */
const MAX_TOKENS = 80

/** The model as the practice room's voice port: one plain (not JSON) request per line. */
export function prospectVoiceEngine(transport: ModelTransport): VoiceEngine {
  return {
    reply: (turn, signal) =>
      transport.reply(buildProspectVoiceMessages(turn), signal, { maxTokens: MAX_TOKENS }),
  }
}

export interface VoicedLine {
  /** The words to show and say. */
  text: string
  /** False when the decided line stands (no model wording, or one the checks refused). */
  byModel: boolean
}

/**
 * The other side's last line of `request` in the persona's voice, or the decided line on any
 * error, timeout (4 s unless `timeoutMs`), or wording the checks refuse: empty, too long, a
 * changed number, day or question, an added price, commitment or objection, out of role, unsafe
 * or said before (src/domain/practice/voice). Never rejects. The room's rules load with the first
 * line, so the coach's chunk does not carry them.
 */
export async function voiceProspectLine(
  transport: ModelTransport,
  request: VoiceRequest,
  options: ModelVoiceOptions = {},
): Promise<VoicedLine> {
  const decided = request.transcript.at(-1)?.text ?? ''
  try {
    const { modelVoice, voiceTurnFor } = await import('@/domain/practice/voice')
    const turn = voiceTurnFor(request)
    if (!turn) return { text: decided, byModel: false }
    const text = await modelVoice(prospectVoiceEngine(transport), options).speak(turn)
    return { text, byModel: text !== turn.line }
  } catch {
    return { text: decided, byModel: false }
  }
}
