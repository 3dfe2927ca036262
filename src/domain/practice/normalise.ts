/**
 * The practice room's own small text normaliser: lower case, straight apostrophes kept (so "I'm"
 * stays one token), punctuation other than ? and : dropped, single spaces, padded with one space at
 * each end so ` word ` matching never hits a word inside another.
 */
export function normaliseLine(text: string): string {
  const clean = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/([?])/g, ' $1 ')
    .replace(/[^a-z0-9$%?:' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return ` ${clean} `
}

/** Sentences with their end mark kept, so a question is known by its '?'. */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s !== '')
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length
}

/** True when a normalised line contains the cue; a trailing '*' makes it a stem. */
export function hasCue(normalised: string, cue: string): boolean {
  return cue.endsWith('*')
    ? normalised.includes(` ${cue.slice(0, -1)}`)
    : normalised.includes(` ${cue} `)
}

export function hasAnyCue(normalised: string, cues: readonly string[]): boolean {
  return cues.some((cue) => hasCue(normalised, cue))
}
