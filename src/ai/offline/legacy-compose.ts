import { detectMood } from '@/domain/coaching'
import type { CoachIntent } from '@/domain/coaching'
import type { CoachInput } from '../coach-engine'
import { rolesMentioned } from '../role-mentions'
import type { CoachProfile } from './coach-profile'
import { progressMarker, progressShown } from './compose-answer'
import { diagnosticInvite } from './reply-parts'
import { composeMock } from './compose-mock'
import { composeAppHelp, composeLearning } from './compose-special'
import { detectIntent } from './detect-intent'
import { knowledgeFor, mockQuestionMarker } from './knowledge'

/**
 * App help, learning resources and mock interviews keep their composers from the topic coach:
 * they read catalogue and app tables the situation cards do not repeat.
 */
export type LegacyTopic = Extract<CoachIntent, 'app_help' | 'learning_resources' | 'mock_interview'>

const composers = {
  app_help: composeAppHelp,
  learning_resources: composeLearning,
  mock_interview: composeMock,
}

export function composeLegacy(
  topic: LegacyTopic,
  input: CoachInput,
  profile: CoachProfile,
  freeOnly = false,
): string {
  const match = { ...detectIntent(input.message, input.history), intent: topic }
  const text = composers[topic]({
    message: input.message,
    history: input.history,
    match,
    knowledge: knowledgeFor(topic),
    profile,
    mood: detectMood(input.message),
    mentioned: rolesMentioned(input.message),
    freeOnly,
  })
  if (!progressShown(input.history)) return text
  return text
    .split('\n\n')
    .filter((p) => !p.includes(progressMarker) && !p.includes(diagnosticInvite))
    .join('\n\n')
}

/** True while a mock interview is running (Becky's last reply asked a mock question). */
export function inMock(input: CoachInput): boolean {
  const last = [...input.history].reverse().find((m) => m.role === 'assistant')
  const asked = last?.content.includes(mockQuestionMarker) ?? false
  return asked && detectIntent(input.message, input.history).intent === 'mock_interview'
}
