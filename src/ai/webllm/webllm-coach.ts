import type { CoachEngine, CoachInput } from '../coach-engine'
import { createOfflineCoach } from '../offline/offline-coach'
import { buildCoachMessages, type ModelMessage } from '../prompt/build-messages'
import type { ModelTransport } from './model-transport'

/** Shown in the reply when the model failed and the offline coach answered instead. */
export const fallbackNotice = '(The on-device model stopped, so here is my offline answer.)'

export interface WebLlmCoachOptions {
  transport: ModelTransport
  /** Answers when the model fails; the offline coach by default. */
  fallback?: CoachEngine
  buildMessages?: (input: CoachInput) => ModelMessage[]
}

export interface WebLlmCoach extends CoachEngine {
  readonly kind: 'on-device'
  /** True when the last reply came (partly) from the fallback, so the UI can say so. */
  readonly lastReplyUsedFallback: boolean
}

/**
 * The on-device coach: streams the model's tokens. If the model fails before or during a reply
 * (or says nothing), it yields the fallback notice and the offline coach's answer instead.
 * Aborting the signal interrupts the model and ends the stream quietly.
 */
export function createWebLlmCoach(options: WebLlmCoachOptions): WebLlmCoach {
  const { transport, fallback = createOfflineCoach(), buildMessages = buildCoachMessages } = options
  let usedFallback = false

  async function* reply(input: CoachInput, signal?: AbortSignal): AsyncGenerator<string> {
    usedFallback = false
    let produced = false
    try {
      for await (const token of transport.reply(buildMessages(input), signal)) {
        if (signal?.aborted === true) return
        produced ||= token.trim() !== ''
        yield token
      }
      if (produced || signal?.aborted === true) return
    } catch {
      if (signal?.aborted === true) return
    }
    usedFallback = true
    yield produced ? `\n\n${fallbackNotice}\n\n` : `${fallbackNotice}\n\n`
    yield* fallback.reply(input, signal)
  }

  return {
    kind: 'on-device',
    reply,
    get lastReplyUsedFallback() {
      return usedFallback
    },
  }
}
