import { ApiError } from './client'

/**
 * An error our own code throws with a sentence written for people (a sign-up field check, a
 * dialog's reason). Only these and the server's own `message` are ever shown as they are.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError'
}

export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.'

/** What a status means to a person, when the server sent no words of its own. */
const statusTexts: Readonly<Record<number, string>> = {
  400: "That didn't look right. Check it and try again.",
  401: 'Please sign in again to continue.',
  402: "You don't have enough credits for that yet.",
  403: 'That belongs to another account.',
  404: "We couldn't find that. It may have been removed.",
  409: 'That changed somewhere else. Reload and try again.',
  413: 'That is too large to send.',
  422: 'Some of that is incomplete. Check it and try again.',
  429: 'Too many tries in a row. Wait a moment and try again.',
  503: 'SalesPath cannot use storage on this device right now.',
}

/** A server message is shown only when it reads as a sentence: never JSON, a status or a stack. */
function readable(message: string | undefined): string | undefined {
  const text = message?.trim()
  if (!text || text.length > 300) return undefined
  if (/^[[{<]|^\d{3}\b|^\w*(Error|Exception)\b|\bat \S+:\d+/.test(text)) return undefined
  return text
}

/**
 * The one error-to-text function of the UI. It shows the server's own sentence, else what the
 * status means, else the screen's fallback; a `UserFacingError` keeps its words. It never shows a
 * status code, a JSON body or an exception's own text ('TypeError: Failed to fetch').
 */
export function errorText(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string {
  if (error instanceof UserFacingError) return readable(error.message) ?? fallback
  if (error instanceof ApiError) {
    return readable(error.serverMessage) ?? statusTexts[error.status] ?? fallback
  }
  return fallback
}
