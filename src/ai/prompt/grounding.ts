import { coachIntentLabels } from '@/domain/coaching'
import type { CoachInput } from '../coach-engine'
import { detectIntent } from '../offline/detect-intent'
import { knowledgeFor } from '../offline/knowledge'

/**
 * The situation card the offline coach matched, handed to the model as grounding. The shape is
 * the one `groundingFor` from src/ai/offline will export; until then this adapter builds it from
 * the intent detector and the knowledge tables. Every field is readable text, never an id.
 */
export interface PromptGrounding {
  /** The situation in plain words ("salary negotiation"). */
  situation: string
  title: string
  guidance: string
}

/** Small talk has no card worth grounding on. */
const ungrounded = new Set(['unknown', 'greeting', 'thanks'])

/** The matched situation card for this message, or null when nothing matched. */
export function groundingForPrompt(input: CoachInput): PromptGrounding | null {
  const match = detectIntent(input.message, input.history)
  if (ungrounded.has(match.intent)) return null
  const card = knowledgeFor(match.intent)
  return {
    situation: coachIntentLabels[card.intent],
    title: card.opener,
    guidance: card.points.join('\n'),
  }
}
