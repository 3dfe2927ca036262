import type { CoachIntent } from '@/domain/coaching'
import { detectMood } from '@/domain/coaching'
import type { CoachEngine, CoachInput } from '../coach-engine'
import { recentHistory } from '../coach-engine'
import { rolesMentioned } from '../role-mentions'
import { profileFrom } from './coach-profile'
import { composeAppHelp, composeLearning, composeSalary } from './compose-special'
import { composeDefault, composeGreeting, composeThanks, composeUnknown } from './compose-default'
import { composeMock } from './compose-mock'
import type { Composer } from './compose-types'
import { detectIntent } from './detect-intent'
import { knowledgeFor } from './knowledge'

const composers: Partial<Record<CoachIntent, Composer>> = {
  salary_negotiation: composeSalary,
  mock_interview: composeMock,
  app_help: composeAppHelp,
  learning_resources: composeLearning,
  greeting: composeGreeting,
  thanks: composeThanks,
  unknown: composeUnknown,
}

export interface OfflineAnswer {
  intent: CoachIntent
  text: string
}

/** The offline coach's answer, synchronously: deterministic for the same input. */
export function answerOffline(input: CoachInput): OfflineAnswer {
  const history = recentHistory(input.history)
  const match = detectIntent(input.message, history)
  const compose = composers[match.intent] ?? composeDefault
  const text = compose({
    message: input.message,
    history,
    match,
    knowledge: knowledgeFor(match.intent),
    profile: profileFrom(input.context),
    mood: detectMood(input.message),
    mentioned: rolesMentioned(input.message),
  })
  return { intent: match.intent, text }
}

export interface OfflineCoach extends CoachEngine {
  readonly kind: 'offline'
  answer(input: CoachInput): OfflineAnswer
}

export function createOfflineCoach(): OfflineCoach {
  return {
    kind: 'offline',
    answer: answerOffline,
    // eslint-disable-next-line @typescript-eslint/require-await -- the port is a stream; this one has a single chunk
    async *reply(input: CoachInput, signal?: AbortSignal) {
      if (signal?.aborted === true) return
      yield answerOffline(input).text
    },
  }
}
