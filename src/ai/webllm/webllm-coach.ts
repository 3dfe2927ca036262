import type { CoachEngine, CoachInput } from '../coach-engine'
import { createOfflineCoach } from '../offline/offline-engine'
import { buildCoachMessages, type ModelMessage } from '../prompt/build-messages'
import { groundingForPrompt, type CoachGrounding } from '../prompt/grounding'
import type { ModelTransport } from './model-transport'

/** Shown in the reply when the model failed before writing anything and the offline coach answered. */
export const fallbackNotice = '(The on-device model stopped, so here is my offline answer.)'

/**
 * Shown when the model failed part-way: its unfinished text stays above, set apart by a rule and
 * this note, so the reader never takes the two answers for one.
 */
export const midReplyNotice =
  '(The on-device model stopped mid-answer, so the text above is unfinished. Here is my offline answer instead.)'

export interface WebLlmCoachOptions {
  transport: ModelTransport
  /** Answers when the model fails; the offline coach by default. */
  fallback?: CoachEngine
  /**
   * The offline safety rules and grounding for a message, read before the model is asked:
   * `overrideText` answers without the model. The offline coach's by default.
   */
  grounding?: (input: CoachInput) => CoachGrounding | null
  buildMessages?: (input: CoachInput, grounding: CoachGrounding | null) => ModelMessage[]
  /** Told when the model fails (not when the reader aborts), so the panel can leave "Ready". */
  onModelFailure?: (reason: string) => void
}

export interface WebLlmCoach extends CoachEngine {
  readonly kind: 'on-device'
  /** True when the last reply came (partly) from the fallback, so the UI can say so. */
  readonly lastReplyUsedFallback: boolean
}

const groundedMessages = (input: CoachInput, grounding: CoachGrounding | null) =>
  buildCoachMessages(input, {}, grounding)

function failureReason(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? `The on-device model stopped: ${error.message}`
    : 'The on-device model stopped answering.'
}

/**
 * The on-device coach. The offline safety rules read every message first: when they must answer
 * (a crisis), their text is the reply and the model is never asked. Otherwise it streams the
 * model's tokens from the grounded prompt. If the model fails before or during a reply (or says
 * nothing), it yields a notice and the offline coach's answer instead, and reports the failure.
 * Aborting the signal interrupts the model and ends the stream quietly.
 */
export function createWebLlmCoach(options: WebLlmCoachOptions): WebLlmCoach {
  const {
    transport,
    fallback = createOfflineCoach(),
    grounding: groundingOf = groundingForPrompt,
    buildMessages = groundedMessages,
  } = options
  let usedFallback = false

  async function* reply(input: CoachInput, signal?: AbortSignal): AsyncGenerator<string> {
    usedFallback = false
    const grounding = groundingOf(input)
    if (grounding?.overrideText !== undefined && grounding.overrideText !== '') {
      if (signal?.aborted !== true) yield grounding.overrideText
      return
    }
    let produced = false
    try {
      for await (const token of transport.reply(buildMessages(input, grounding), signal)) {
        if (signal?.aborted === true) return
        produced ||= token.trim() !== ''
        yield token
      }
      if (produced || signal?.aborted === true) return
      options.onModelFailure?.('The on-device model gave an empty answer.')
    } catch (error) {
      if (signal?.aborted === true) return
      options.onModelFailure?.(failureReason(error))
    }
    usedFallback = true
    yield produced ? `\n\n**${midReplyNotice}**\n\n` : `${fallbackNotice}\n\n`
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
