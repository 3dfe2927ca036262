import eventFile from '../data/rules/event-owner.json' with { type: 'json' }
import { eventOwnerFileSchema } from './rule-schemas'

/**
 * Whose event a message reports. The job-loss and PIP cues read "fired" or "laid off" wherever it
 * stands, but "my boss got fired", "can they let me go if I decline?" and "they let go of everyone
 * except me" are not the person's own job loss. These rewrites run on normalised text, before
 * triage and the cue tables, and replace such phrases with words that raise no event. The people,
 * the patterns and their replacements are data (data/rules/event-owner.json), each with its why.
 */
const table = eventOwnerFileSchema.parse(eventFile)
const people = table.people.join('|')

/** A pattern with '{people}' and '{part}' written out, parts within parts included. */
function expanded(template: string): string {
  return template.replace(/\{([a-z]+)\}/gi, (_match, name: string) => {
    if (name === 'people') return people
    const part = table.parts[name]
    if (part === undefined) throw new Error(`event-owner.json: no part named ${name}`)
    return expanded(part)
  })
}

const rewrites = table.rewrites.map(({ re, to, onlyIf }) => ({
  pattern: new RegExp(expanded(re), 'g'),
  to,
  onlyIf,
}))

export function ownEventsOnly(text: string): string {
  return rewrites.reduce(
    (t, { pattern, to, onlyIf }) =>
      onlyIf === undefined
        ? t.replace(pattern, to)
        : t.replace(pattern, (match) => (t.includes(onlyIf) ? to : match)),
    text,
  )
}
