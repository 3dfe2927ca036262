import { z } from 'zod'
import { normaliseLine } from '../normalise'
import cuesJson from './data/work-cues.json' with { type: 'json' }

/**
 * Does a text go to someone the writer works with (data/work-cues.json)? Read from the ask before
 * the text ("here's the slack i drafted") or from the text itself ("per my offer letter"), so a
 * message to a manager is never judged on a subject line or on naming the buyer's company.
 */

const examples = z.strictObject({
  hit: z.array(z.string().min(1)).min(1),
  miss: z.array(z.string().min(1)).min(1),
})

export const workCuesSchema = z.strictObject({
  $comment: z.string().min(20),
  ask: z.array(z.string().min(2)).min(1),
  text: z.array(z.string().min(2)).min(1),
  prospecting: z.array(z.string().min(2)).min(1),
  examples: z.strictObject({ ask: examples, text: examples }),
})

export const workCues = workCuesSchema.parse(cuesJson)

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A cue as a pattern over the normalised line: ' * ' is one to four words, a trailing '*' a stem. */
function cuePattern(cue: string): RegExp {
  const stem = cue.endsWith('*') && !cue.endsWith(' *')
  const words = (stem ? cue.slice(0, -1) : cue).split(' ')
  const body = words.map((w) => (w === '*' ? '(?:\\S+ ){1,4}' : `${escape(w)} `)).join('')
  return new RegExp(` ${stem ? body.trimEnd() : body}`)
}

const askPatterns = workCues.ask.map(cuePattern)
const textPatterns = workCues.text.map(cuePattern)
const prospectingPatterns = workCues.prospecting.map(cuePattern)

/**
 * The ask before a pasted text names a workplace reader or channel ("to our champion", "slack"),
 * and no prospecting: "my manager says my cold emails are too long" is about a cold email.
 */
export function askGoesToWork(ask: string): boolean {
  // The colon that ends an ask ("my draft to the hiring manager:") is a mark, not part of a cue.
  const line = `${normaliseLine(ask).replace(/:(?=\s|$)/g, ' ')} `
  return askPatterns.some((p) => p.test(line)) && !prospectingPatterns.some((p) => p.test(line))
}

/** The text itself speaks of the writer's job, pay or offer ("per my offer letter", "my accounts"). */
export function textGoesToWork(text: string): boolean {
  const line = normaliseLine(text)
  return textPatterns.some((p) => p.test(line))
}
