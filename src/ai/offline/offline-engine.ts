import { type CoachEngine, type CoachInput, recentHistory } from '../coach-engine'
import { answerOffline, type OfflineAnswer } from './offline-coach'
import { loadReader } from './reader/shipped-reader'
import { threadCard, understand } from './understand'

/**
 * The offline coach as an engine of the coach port: the reader loads before the first reply, the
 * lazy tables warm up when the browser is idle, and the card behind a message grounds the
 * on-device model.
 */

/** The situation card that grounds the on-device model, as plain text (no ids). */
export function groundingFor(
  input: CoachInput,
): { situation: string; title: string; guidance: string } | null {
  const u = understand(input.message)
  const card =
    u.card ?? (u.followUp === null ? undefined : threadCard(recentHistory(input.history)))
  if (!card || card.area === 'conversation') return null
  const plain = (s: string) => s.replace(/\*\*/g, '')
  const guidance = [
    card.acknowledge,
    card.answer,
    ...card.points.slice(0, 3),
    card.askBack === undefined ? undefined : `Ask back: ${card.askBack}`,
  ]
    .filter((s): s is string => s !== undefined && s !== '')
    .map(plain)
    .join('\n')
  return { situation: card.id, title: card.title, guidance }
}

export interface OfflineCoach extends CoachEngine {
  readonly kind: 'offline'
  answer(input: CoachInput): OfflineAnswer
}

export function createOfflineCoach(): OfflineCoach {
  return {
    kind: 'offline',
    answer: answerOffline,
    async *reply(input: CoachInput, signal?: AbortSignal) {
      await loadReader()
      if (signal?.aborted === true) return
      yield answerOffline(input).text
    },
  }
}

/**
 * Issue 33: a first reply also built the coach's lazy tables (every card's word stems, the
 * situation words' weights, the question-fit counts), 200-400 ms of a phone's main thread after
 * Send. Once the reader has loaded, one set question is answered when the browser is next idle and
 * the answer dropped, so a person's first question pays only for itself. Pages only, as the
 * reader's own idle load (Node and jsdom have no requestIdleCallback).
 */
const warmUpInput: CoachInput = {
  message: 'How should I prepare for my first discovery call?',
  history: [],
  context: { memory: null, diagnostic: null },
}

function warmUp(): void {
  try {
    answerOffline(warmUpInput)
  } catch {
    // Only a head start: the first real reply builds whatever this did not.
  }
}

if (typeof requestIdleCallback === 'function') {
  requestIdleCallback(
    () =>
      void loadReader().then(
        () => requestIdleCallback(warmUp, { timeout: 5_000 }),
        () => undefined,
      ),
    { timeout: 5_000 },
  )
}
