import type { CoachInput } from '../coach-engine'
import { groundingFor } from '../offline/offline-coach'

/**
 * The situation card the offline coach matched, handed to the model as grounding. Every field is
 * readable text, never an id: the model would repeat an id such as "pip" to the user.
 */
export interface PromptGrounding {
  /** The situation in plain words ("On a performance improvement plan"). */
  situation: string
  title: string
  guidance: string
}

/** The matched situation card for this message, or null for small talk and no match. */
export function groundingForPrompt(input: CoachInput): PromptGrounding | null {
  const card = groundingFor(input)
  if (!card) return null
  return { situation: card.title, title: card.title, guidance: card.guidance }
}
