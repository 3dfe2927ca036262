import type { ChatMessage } from '@/domain/coaching'
import type { CoachContext } from '../coach-engine'
import type { OfflineAnswer } from '../offline/card-answer'
import { answerOffline } from '../offline/offline-coach'
import { chatMessage } from './coach-fixtures'

/** Plays the turns in order against the offline coach, keeping the history, and returns every reply. */
export function playTurns(messages: readonly string[], context: CoachContext): OfflineAnswer[] {
  const history: ChatMessage[] = []
  return messages.map((message) => {
    const reply = answerOffline({ message, history: [...history], context })
    history.push(chatMessage('user', message), chatMessage('assistant', reply.text))
    return reply
  })
}
