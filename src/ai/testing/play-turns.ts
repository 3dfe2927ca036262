import type { ChatMessage } from '@/domain/coaching'
import type { CoachContext } from '../coach-engine'
import type { OfflineAnswer } from '../offline/card-answer'
import { answerOffline } from '../offline/offline-coach'
import { chatMessage, mayaContext } from './coach-fixtures'

/** Plays the turns in order against the offline coach, keeping the history, and returns every reply. */
export function playTurns(messages: readonly string[], context: CoachContext): OfflineAnswer[] {
  const history: ChatMessage[] = []
  return messages.map((message) => {
    const reply = answerOffline({ message, history: [...history], context })
    history.push(chatMessage('user', message), chatMessage('assistant', reply.text))
    return reply
  })
}

/** The reply to one message that opens a conversation, for Maya (a signed-in SDR aiming at AE). */
export function firstReply(message: string): OfflineAnswer | undefined {
  return playTurns([message], mayaContext)[0]
}
