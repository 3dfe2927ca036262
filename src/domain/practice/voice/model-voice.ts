import type { ProspectVoice, VoiceEngine, VoiceTurn } from './prospect-voice'
import { voicedLineProblem } from './voice-checks'

/** Starts a timer; the returned function cancels it. Injected so tests never wait. */
export type StartTimer = (ms: number, fire: () => void) => () => void

const systemTimer: StartTimer = (ms, fire) => {
  const id = setTimeout(fire, ms)
  return () => {
    clearTimeout(id)
  }
}

export interface ModelVoiceOptions {
  /** How long a line may take before the decided line is said instead. */
  timeoutMs?: number
  startTimer?: StartTimer
  /** Told why a wording was not used (tests, diagnostics); never shown to the person. */
  onFallback?: (reason: string) => void
}

export const DEFAULT_VOICE_TIMEOUT_MS = 4000

const TIMED_OUT = Symbol('timed out')

/**
 * A voice that asks the model to word the decided line as the persona would. Any error, a
 * timeout, or a wording that fails the checks (voice-checks.ts) gives the decided line instead,
 * so the call never waits on the model or says what the state machine did not decide.
 */
export function modelVoice(engine: VoiceEngine, options: ModelVoiceOptions = {}): ProspectVoice {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VOICE_TIMEOUT_MS
  const startTimer = options.startTimer ?? systemTimer
  const fallback = (turn: VoiceTurn, reason: string) => {
    options.onFallback?.(reason)
    return turn.line
  }

  async function ask(turn: VoiceTurn, signal: AbortSignal): Promise<string> {
    let text = ''
    for await (const chunk of engine.reply(turn, signal)) {
      if (signal.aborted) break
      text += chunk
    }
    return text
  }

  return {
    kind: 'model',
    async speak(turn) {
      const controller = new AbortController()
      let cancel: () => void = () => undefined
      const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
        cancel = startTimer(timeoutMs, () => {
          controller.abort()
          resolve(TIMED_OUT)
        })
      })
      try {
        const result = await Promise.race([ask(turn, controller.signal), timedOut])
        if (result === TIMED_OUT) return fallback(turn, 'timeout')
        const problem = voicedLineProblem(result, turn)
        return problem ? fallback(turn, problem) : result.trim()
      } catch {
        return fallback(turn, 'error')
      } finally {
        cancel()
      }
    },
  }
}
