import actFile from '../data/rules/dialogue-acts.json' with { type: 'json' }
import { actFileSchema } from './rule-schemas'

/** Step 3: what kind of turn the message is, from ordered patterns over the normalised text. */
export const dialogueActs = [
  'how_long',
  'how_much',
  'what_is',
  'how_to',
  'choose',
  'write',
  'practise',
  'status_update',
  'celebration',
  'venting',
  'follow_up',
  'question',
  'other',
] as const
export type DialogueAct = (typeof dialogueActs)[number]

const isAct = (act: string): act is DialogueAct => (dialogueActs as readonly string[]).includes(act)

/** First match wins, as data (data/rules/dialogue-acts.json); follow-ups need the history. */
const actPatterns: readonly (readonly [DialogueAct, RegExp])[] = actFileSchema
  .parse(actFile)
  .patterns.map(({ act, re }) => {
    if (!isAct(act)) throw new Error(`dialogue-acts.json: no dialogue act named ${act}`)
    return [act, new RegExp(re)] as const
  })

export function dialogueAct(text: string): DialogueAct {
  for (const [act, pattern] of actPatterns) {
    // "I got promoted to AE! What should I do in my first month?" asks; the news is the context.
    if (act === 'celebration' && text.includes(' ? ')) continue
    if (pattern.test(text)) return act
  }
  return text.includes(' ? ') ? 'question' : 'other'
}
