import { fallbackNotice, midReplyNotice, type CoachEngine, type CoachInput } from '@/ai'
import type { ChatStreamEvent } from '@/contract'

/** What one reply came to, once its stream has ended. */
export interface TurnOutcome {
  text: string
  engine: CoachEngine['kind']
  fallback: boolean
  /** False when the stream was stopped (the reader went away) before the engine finished. */
  complete: boolean
}

/**
 * The on-device coach announces its own fallback in the text. The UI says so from a `fallback`
 * event instead, so the notice is cut from the reply (and from what is stored). A mid-reply notice
 * stays: it is what sets the unfinished model text apart from the offline answer below it.
 */
function withoutNotice(chunk: string, textSoFar: string): { text: string; notice: boolean } {
  if (chunk.includes(midReplyNotice)) return { text: chunk, notice: true }
  if (!chunk.includes(fallbackNotice)) return { text: chunk, notice: false }
  const rest = chunk.replace(fallbackNotice, '').trim()
  const separator = textSoFar.trim() === '' ? '' : '\n\n'
  return { text: rest === '' ? separator : `${separator}${rest}`, notice: true }
}

/**
 * Runs one reply as stream events: `start`, `delta`s, maybe `fallback`, then `done`. If an engine
 * other than the offline coach throws, the offline coach answers (the on-device coach already does
 * this itself; this guards any other engine). If the offline coach throws, the turn ends with
 * `error`. `outcome` is filled in as the stream runs and is final once it ends.
 */
export function runTurn(
  engine: CoachEngine,
  offline: CoachEngine,
  input: CoachInput,
  signal?: AbortSignal,
): { events: AsyncGenerator<ChatStreamEvent>; outcome: TurnOutcome } {
  const outcome: TurnOutcome = { text: '', engine: engine.kind, fallback: false, complete: false }

  async function* pipe(source: CoachEngine): AsyncGenerator<ChatStreamEvent> {
    for await (const chunk of source.reply(input, signal)) {
      const { text, notice } = withoutNotice(chunk, outcome.text)
      if (notice && !outcome.fallback) {
        outcome.fallback = true
        yield { type: 'fallback' }
      }
      if (text === '') continue
      outcome.text += text
      yield { type: 'delta', text }
    }
  }

  async function* events(): AsyncGenerator<ChatStreamEvent> {
    yield { type: 'start', engine: engine.kind }
    try {
      yield* pipe(engine)
    } catch (error) {
      if (engine.kind === 'offline' || signal?.aborted === true) {
        yield { type: 'error', message: reasonOf(error) }
        return
      }
      outcome.fallback = true
      yield { type: 'fallback' }
      if (outcome.text.trim() !== '') {
        outcome.text += '\n\n'
        yield { type: 'delta', text: '\n\n' }
      }
      try {
        yield* pipe(offline)
      } catch (offlineError) {
        yield { type: 'error', message: reasonOf(offlineError) }
        return
      }
    }
    if (signal?.aborted === true) return
    outcome.complete = true
    yield { type: 'done', response: outcome.text, engine: engine.kind, fallback: outcome.fallback }
  }

  return { events: events(), outcome }
}

function reasonOf(error: unknown): string {
  const detail = error instanceof Error && error.message !== '' ? `: ${error.message}` : ''
  return `Becky could not answer${detail}`
}
